/** Financeiro's HTTP tests: a lançamento's form and a client of each test's own. */
import { cpfCheckDigits, officeDate, addDays, type TransactionInput } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from './emulator-client';
import { clientInput } from './records';

const today = officeDate();

/** A receita of honorários fixos due in ten days, with `over` on top. */
export function transaction(over: Partial<TransactionInput> = {}): TransactionInput {
  return {
    type: 'receita',
    kind: 'honorarios-fixos',
    description: 'Honorários contratuais — teste',
    amount: 1_000_000,
    competence: today.slice(0, 7),
    dueDate: addDays(today, 10),
    clientId: null,
    lawsuitId: null,
    category: 'Honorários › Contratuais',
    costCenter: null,
    accountId: 'cta-corrente',
    method: 'pix',
    invoice: { issued: false, number: null },
    successFee: null,
    notes: '',
    ...over,
  };
}

/** A client of its own per test, so the totals of its filter are this test's alone. */
export async function freshClient(): Promise<string> {
  const admin = SEED_STAFF.find((s) => s.admin)!;
  const base = String(300_000_000 + Math.floor(Math.random() * 600_000_000));
  const res = await callFn<{ id: string }>(
    'clients-create',
    { client: clientInput(base + cpfCheckDigits(base), { name: `Cliente Financeiro ${base}` }) },
    await signIn(admin.email, admin.password),
  );
  return res.result!.id;
}
