import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoryPlan } from '@office/domain/finance-labels';
import { CallError } from '../../lib/callable';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { fakeSession } from '../../test/session';
import { CategoryPlanPage } from './CategoryPlanPage';

const PLAN: CategoryPlan = {
  receita: [
    {
      name: 'Honorários',
      accounts: [
        { name: 'Contratuais', active: true },
        { name: 'Êxito', active: true },
        { name: 'Antigos', active: false },
      ],
    },
  ],
  despesa: [
    { name: 'Processuais', accounts: [{ name: 'Custas judiciais', active: true }] },
    { name: 'Estrutura', accounts: [{ name: 'Aluguel', active: true }] },
  ],
};
const USAGE = { 'receita:Honorários › Contratuais': 12, 'receita:Honorários › Êxito': 0, 'receita:Honorários › Antigos': 1, 'despesa:Estrutura › Aluguel': 0 };

const server = {
  /** What settings-updateCategoryPlan answers next: an error to throw, or nothing to save. */
  refuse: null as Error | null,
};

const operations = fakeOperations({
  'settings-categoryPlan': () => ({ plan: PLAN, version: 3, usage: USAGE }),
  'settings-updateCategoryPlan': (input) => {
    if (server.refuse) throw server.refuse;
    return { plan: input.plan, version: 4, usage: USAGE };
  },
  'finance-categoryPlan': () => ({ plan: PLAN, version: 3 }),
});

function renderPage(write = true) {
  renderWithApp(<CategoryPlanPage />, { session: fakeSession({ scopes: { read: ['Configurações'], write: write ? ['Configurações'] : [] } }) });
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar plano de contas' }));

beforeEach(() => {
  server.refuse = null;
});

describe('CategoryPlanPage', () => {
  it('shows each type with its groups, accounts, activity and usage', async () => {
    renderPage();
    const receitas = await screen.findByRole('list', { name: 'Grupos de receitas' });
    expect(within(receitas).getAllByLabelText('Grupo')).toHaveLength(1);
    expect(input('Conta 1 do grupo Honorários').value).toBe('Contratuais');
    expect(input('Conta 3 do grupo Honorários').value).toBe('Antigos');
    expect(screen.getByRole('checkbox', { name: 'Ativa: Antigos' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Ativa: Contratuais' })).toHaveProperty('checked', true);
    expect(screen.getByText(/12 lançamentos/)).toBeTruthy();
    expect(screen.getByText(/^1 lançamento/)).toBeTruthy();
    expect(screen.getByText('1 grupo · 3 contas, 2 ativas')).toBeTruthy();
    expect(screen.getByText('2 grupos · 2 contas, 2 ativas')).toBeTruthy();
    expect(screen.getAllByLabelText<HTMLInputElement>('Grupo').map((i) => i.value)).toEqual(['Honorários', 'Processuais', 'Estrutura']);
  });

  it('keeps the name of an account in use and of its group, and offers removal only for unused ones', async () => {
    renderPage();
    const used = await screen.findByLabelText('Conta 1 do grupo Honorários');
    expect((used as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('12 lançamentos · Em uso: desative em vez de renomear')).toBeTruthy();
    expect(input('Conta 2 do grupo Honorários').readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remover a conta Contratuais' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover a conta Antigos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover a conta Êxito' })).toBeTruthy();
    // A group with accounts in use keeps its name and stays; an unused one can go.
    expect((screen.getAllByLabelText('Grupo')[0] as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remover o grupo Honorários' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover o grupo Estrutura' }));
    expect(screen.queryByLabelText('Conta 1 do grupo Estrutura')).toBeNull();

    // Deactivating, adding an account and saving sends the whole plan on the version shown.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ativa: Contratuais' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar conta em Honorários' }));
    fireEvent.change(input('Conta 4 do grupo Honorários'), { target: { value: 'Pareceres' } });
    save();
    expect(await screen.findByText('Plano de contas salvo.')).toBeTruthy();
    const sent = operations.calls('settings-updateCategoryPlan')[0] as { expectedVersion: number; plan: CategoryPlan };
    expect(sent.expectedVersion).toBe(3);
    expect(sent.plan.receita[0]?.accounts).toEqual([
      { name: 'Contratuais', active: false },
      { name: 'Êxito', active: true },
      { name: 'Antigos', active: false },
      { name: 'Pareceres', active: true },
    ]);
    expect(sent.plan.despesa.map((g) => g.name)).toEqual(['Processuais']);
    // The saved plan is the new starting point: nothing left to discard.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descartar alterações' })).toHaveProperty('disabled', true));
  });

  it("puts the server's field errors on their fields and the accounts in use above the form", async () => {
    renderPage();
    await screen.findByLabelText('Conta 1 do grupo Honorários');
    server.refuse = new CallError(
      'Alguns dados estão inválidos.',
      'invalid-input',
      { 'plan.despesa.1.accounts.0.name': 'Já existe uma conta com este nome no grupo' },
      {},
    );
    fireEvent.change(input('Conta 1 do grupo Estrutura'), { target: { value: 'Aluguel e condomínio' } });
    save();
    expect(await screen.findByText('Já existe uma conta com este nome no grupo')).toBeTruthy();
    expect(input('Conta 1 do grupo Estrutura').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Corrija o campo destacado abaixo.');

    const inUse = 'Em uso, não podem ser removidas nem renomeadas (desative-as): Honorários › Contratuais (12).';
    server.refuse = new CallError('Alguns dados estão inválidos.', 'invalid-input', { plan: inUse }, {});
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(inUse));
  });

  it('asks for an active account of each type before saving', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ativa: Custas judiciais' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ativa: Aluguel' }));
    save();
    expect(await screen.findByText('Deixe ao menos uma conta de despesas ativa')).toBeTruthy();
    expect(operations.calls('settings-updateCategoryPlan').length > 0).toBe(false);
  });

  it('says plainly that someone else saved, and loads their plan on request', async () => {
    renderPage();
    await screen.findByLabelText('Conta 1 do grupo Honorários');
    server.refuse = new CallError('Outra pessoa alterou este registro.', 'conflict', {}, {});
    fireEvent.change(input('Conta 2 do grupo Honorários'), { target: { value: 'Êxito e sucesso' } });
    save();
    expect(await screen.findByText(/Outra pessoa salvou o plano de contas enquanto você editava/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver os dados atuais (suas alterações serão descartadas)' }));
    await waitFor(() => expect(input('Conta 2 do grupo Honorários').value).toBe('Êxito'));
    expect(screen.queryByText(/Outra pessoa salvou/)).toBeNull();
  });

  it('shows the plan without ways to change it to those who only read Configurações', async () => {
    renderPage(false);
    expect(await screen.findByText(/Somente consulta/)).toBeTruthy();
    // Disabled by the fieldset around them, as the browser sees it.
    expect(input('Conta 2 do grupo Honorários').matches(':disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Ativa: Êxito' }).matches(':disabled')).toBe(true);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText(/Em uso: desative/)).toBeNull();
    expect(screen.getByText('12 lançamentos')).toBeTruthy();
  });
});
