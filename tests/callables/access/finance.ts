/** Financeiro: lançamentos, payments, accounts and reports. */
import { officeDate } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** An office expense due next month: valid for any caller holding Financeiro alone (no client, no lawsuit). */
function sampleTransaction() {
  return {
    type: 'despesa',
    kind: 'despesa-escritorio',
    description: 'Material de escritório (matriz)',
    amount: 12_345,
    competence: '2026-12',
    dueDate: '2026-12-10',
    clientId: null,
    lawsuitId: null,
    category: 'Estrutura › Material de escritório',
    costCenter: null,
    accountId: null,
    method: 'pix',
    invoice: { issued: false, number: null },
    successFee: null,
    notes: '',
  };
}
/** A lançamento the administrator made: what an allowed edit, payment, cancellation or deletion then changes. */
async function adminTransaction(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ transaction: { id: string; version: number } }>('finance-create', { transaction: sampleTransaction() }, tokens.admin);
  return { id: created.result!.transaction.id, expectedVersion: created.result!.transaction.version };
}
/** A payment the administrator recorded on a fresh lançamento: what an allowed estorno reverses. */
async function adminPayment(): Promise<{ paymentId: string; expectedVersion: number }> {
  const t = await adminTransaction();
  const paid = await callFn<{ transaction: { version: number }; payments: { id: string }[] }>(
    'finance-pay',
    { ...t, payment: { date: officeDate(), amount: 12_345, accountId: 'cta-corrente', method: 'pix' } },
    tokens.admin,
  );
  return { paymentId: paid.result!.payments[0]!.id, expectedVersion: paid.result!.transaction.version };
}
const sampleAccount = () => ({
  name: `Conta matriz ${Math.random().toString(36).slice(2, 7)}`,
  type: 'caixa',
  bank: null,
  openingBalance: 0,
  openingDate: '2026-11-01',
  active: true,
});

export default {
  'finance-get': { section: 'finance', input: async () => ({ id: 'trn-001' }), expect: SECTION_READ },
  'finance-create': { section: 'finance', input: async () => ({ transaction: sampleTransaction() }), expect: SECTION_WRITE },
  'finance-update': {
    section: 'finance',
    input: async () => ({ ...(await adminTransaction()), transaction: { ...sampleTransaction(), description: 'Material de escritório (editado)' } }),
    expect: SECTION_WRITE,
  },
  'finance-delete': { section: 'finance', input: adminTransaction, expect: SECTION_WRITE },
  'finance-cancel': { section: 'finance', input: async () => ({ ...(await adminTransaction()), reason: 'Lançado em duplicidade' }), expect: SECTION_WRITE },
  'finance-pay': {
    section: 'finance',
    input: async () => ({ ...(await adminTransaction()), payment: { date: officeDate(), amount: 5_000, accountId: 'cta-corrente', method: 'pix' } }),
    expect: SECTION_WRITE,
  },
  'finance-reverse': {
    section: 'finance',
    input: async () => ({ ...(await adminPayment()), reason: 'Pagamento devolvido pelo banco' }),
    expect: SECTION_WRITE,
  },
  'finance-createAccount': { section: 'finance', input: async () => ({ account: sampleAccount() }), expect: SECTION_WRITE },
  'finance-updateAccount': {
    section: 'finance',
    input: async () => {
      const made = await callFn<{ id: string; version: number }>('finance-createAccount', { account: sampleAccount() }, tokens.admin);
      return { id: made.result!.id, expectedVersion: made.result!.version, account: { ...sampleAccount(), name: 'Conta matriz (renomeada)' } };
    },
    expect: SECTION_WRITE,
  },
  'finance-transfer': {
    section: 'finance',
    input: async () => ({ fromAccountId: 'cta-corrente', toAccountId: 'cta-poupanca', date: officeDate(), amount: 100, description: 'Aplicação (matriz)' }),
    expect: SECTION_WRITE,
  },
  'finance-categories': { section: 'finance', input: async () => ({ from: '2026-01', to: '2026-12' }), expect: SECTION_READ },
  // A prestação de contas names the client: Financeiro alone is refused it (link-access.test.ts).
  'finance-statement': {
    section: 'finance',
    input: async () => ({ clientId: 'cli-001', from: '2026-01-01', to: '2026-12-31' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
  'finance-exportCsv': { section: 'finance', input: async () => ({ status: 'vencido' }), expect: SECTION_READ },
  // A client's lawsuits name the client: Financeiro alone is refused them (link-access.test.ts).
  'finance-lawsuitChoices': {
    section: 'finance',
    input: async () => ({ clientId: 'cli-001' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
} satisfies GroupRows<'finance'>;
