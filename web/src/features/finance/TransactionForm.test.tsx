import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATEGORY_PLAN, type CategoryPlan } from '@office/domain/finance-labels';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aTransaction } from '../../test/records';
import { fakeSession } from '../../test/session';
import { TransactionForm } from './TransactionForm';

/** The office's plan of accounts the server answers with. */
const office = { plan: null as CategoryPlan | null };

const operations = fakeOperations({
  'finance-accounts': () => [],
  'finance-categoryPlan': () => ({ plan: office.plan ?? DEFAULT_CATEGORY_PLAN, version: 1 }),
  'finance-create': (input) => ({ transaction: aTransaction({ ...input.transaction, id: 't1', version: 1 }), affected: 3, skipped: 0 }),
});

function renderForm(onSaved = vi.fn()) {
  renderWithApp(<TransactionForm preset={{ dueDate: '2026-01-31' }} onSaved={onSaved} onCancel={() => undefined} />, {
    session: fakeSession({ scopes: { read: ['Financeiro'], write: ['Financeiro'] } }),
  });
  return onSaved;
}

beforeEach(() => {
  office.plan = null;
});

/** The form once the office's plan of accounts is in its Categoria. */
const planShown = () => screen.findByRole('option', { name: 'Honorários › Contratuais' });

describe('TransactionForm', () => {
  it('takes the usual category of a kind, and previews installments that add up to the total', async () => {
    const onSaved = renderForm();
    await planShown();
    fireEvent.change(screen.getByLabelText('Natureza'), { target: { value: 'honorarios-sucumbencia' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Categoria').value).toBe('Honorários › Sucumbência');

    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Honorários' } });
    fireEvent.click(screen.getByLabelText('Parcelado (o valor é o total)'));
    fireEvent.change(screen.getByLabelText('Número de parcelas'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Valor total (R$)'), { target: { value: '1.000,00' } });
    // 100000 centavos in 3: 33333 each and the centavo left over on the last one; due dates keep the 31st where they can.
    expect(screen.getByText('Soma das parcelas: R$ 1.000,00, igual ao total.')).toBeTruthy();
    expect(screen.getAllByText('R$ 333,33')).toHaveLength(2);
    expect(screen.getByText('R$ 333,34')).toBeTruthy();
    expect(screen.getByText('28/02/2026')).toBeTruthy();
    expect(screen.getByText('31/03/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Criar lançamento' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = operations.calls('finance-create')[0]!;
    expect(sent.plan).toEqual({ mode: 'parcelado', count: 3, remainderOn: 'ultima' });
    expect(sent.transaction).toMatchObject({
      type: 'receita',
      kind: 'honorarios-sucumbencia',
      amount: 100000,
      competence: '2026-01',
      dueDate: '2026-01-31',
      category: 'Honorários › Sucumbência',
      successFee: null,
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ affected: 3 });
  });

  it('computes an êxito fee from the percentage and the base, and offers no series for it', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Natureza'), { target: { value: 'honorarios-exito' } });
    fireEvent.change(screen.getByLabelText('Percentual de êxito (%)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Valor-base (vantagem obtida)'), { target: { value: '10.000,01' } });
    expect(screen.getByLabelText<HTMLInputElement>('Valor (calculado)').value).toBe('R$ 3.000,00');
    expect(screen.getByText('Honorários de êxito são lançados uma vez, sobre o valor obtido.')).toBeTruthy();
  });

  it('switching to despesa offers its kinds and categories', async () => {
    renderForm();
    await planShown();
    fireEvent.click(screen.getByLabelText('Despesa'));
    expect(screen.getByLabelText<HTMLSelectElement>('Natureza').value).toBe('custas');
    expect(screen.getByLabelText<HTMLSelectElement>('Categoria').value).toBe('Processuais › Custas judiciais');
  });

  it('leaves the category to be chosen when the office deactivated the usual one', async () => {
    office.plan = {
      ...DEFAULT_CATEGORY_PLAN,
      receita: [
        {
          name: 'Honorários',
          accounts: [
            { name: 'Contratuais', active: true },
            { name: 'Sucumbência', active: false },
          ],
        },
      ],
    };
    renderForm();
    await planShown();
    fireEvent.change(screen.getByLabelText('Natureza'), { target: { value: 'honorarios-sucumbencia' } });
    const category = screen.getByLabelText<HTMLSelectElement>('Categoria');
    expect(category.value).toBe('');
    expect([...category.options].map((o) => o.text)).toEqual(['Escolha a categoria', 'Honorários › Contratuais']);
    fireEvent.change(screen.getByLabelText('Natureza'), { target: { value: 'honorarios-mensais' } });
    expect(category.value).toBe('Honorários › Contratuais');
  });
});
