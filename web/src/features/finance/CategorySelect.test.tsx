import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryPlan } from '@office/domain/finance-labels';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { CategorySelect } from './CategorySelect';

const PLAN: CategoryPlan = {
  receita: [
    {
      name: 'Honorários',
      accounts: [
        { name: 'Contratuais', active: true },
        { name: 'Antigos', active: false },
      ],
    },
  ],
  despesa: [{ name: 'Processuais', accounts: [{ name: 'Custas judiciais', active: true }] }],
};

fakeOperations({ 'finance-categoryPlan': () => ({ plan: PLAN, version: 2 }) });

function renderSelect(props: { value: string; type: 'receita' | 'despesa' | null; emptyLabel?: string; withInactive?: boolean }) {
  renderWithApp(<CategorySelect id="cat" label="Categoria" onChange={() => undefined} {...props} />);
}

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('CategorySelect', () => {
  it("offers the office's active accounts of the type", async () => {
    renderSelect({ value: 'Honorários › Contratuais', type: 'receita' });
    await screen.findByRole('option', { name: 'Honorários › Contratuais' });
    expect(optionTexts()).toEqual(['Honorários › Contratuais']);
  });

  it('keeps an old lançamento’s deactivated or removed category selectable, marked as such', async () => {
    renderSelect({ value: 'Honorários › Antigos', type: 'receita' });
    await screen.findByRole('option', { name: 'Honorários › Antigos (desativada)' });
    expect(optionTexts()).toEqual(['Honorários › Contratuais', 'Honorários › Antigos (desativada)']);
    expect(screen.getByLabelText<HTMLSelectElement>('Categoria').value).toBe('Honorários › Antigos');
    screen.getByRole('option', { name: 'Honorários › Contratuais' });

    renderSelect({ value: 'Consultoria › Pareceres', type: 'receita' });
    expect(await screen.findByRole('option', { name: 'Consultoria › Pareceres (desativada)' })).toBeTruthy();
  });

  it('asks for a choice when no category is set', async () => {
    renderSelect({ value: '', type: 'despesa' });
    await screen.findByRole('option', { name: 'Processuais › Custas judiciais' });
    expect(optionTexts()).toEqual(['Escolha a categoria', 'Processuais › Custas judiciais']);
  });

  it('in a filter, offers every account of both types, deactivated ones too', async () => {
    renderSelect({ value: '', type: null, emptyLabel: 'Todas', withInactive: true });
    await screen.findByRole('option', { name: 'Honorários › Antigos (desativada)' });
    expect(optionTexts()).toEqual(['Todas', 'Honorários › Contratuais', 'Honorários › Antigos (desativada)', 'Processuais › Custas judiciais']);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['Honorários (receitas)', 'Processuais (despesas)']);
  });
});
