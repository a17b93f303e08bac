/** Financeiro → Cobranças: every write and every read that needs a charge. */
import { addDays, officeDate } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** A fresh receivable of the seeded client cli-001 (which has an e-mail), made by the administrator. */
async function adminReceivable(): Promise<string> {
  const today = officeDate();
  const made = await callFn<{ transaction: { id: string } }>(
    'finance-create',
    {
      transaction: {
        type: 'receita',
        kind: 'honorarios-fixos',
        description: 'Honorários (matriz de acesso)',
        amount: 25_000,
        competence: today.slice(0, 7),
        dueDate: addDays(today, 10),
        clientId: 'cli-001',
        lawsuitId: null,
        category: 'Honorários › Contratuais',
        costCenter: null,
        accountId: null,
        method: 'pix',
        invoice: { issued: false, number: null },
        successFee: null,
        notes: '',
      },
    },
    tokens.admin,
  );
  return made.result!.transaction.id;
}
const chargeInput = async () => ({
  clientId: 'cli-001',
  transactionIds: [await adminReceivable()],
  dueDate: addDays(officeDate(), 15),
  accountId: 'cta-corrente',
});
/** A charge the administrator made: what an allowed read, payment, sending or cancellation then uses. */
async function adminCharge(): Promise<{ id: string; expectedVersion: number }> {
  const made = await callFn<{ charge: { id: string; version: number } }>('charges-create', await chargeInput(), tokens.admin);
  return { id: made.result!.charge.id, expectedVersion: made.result!.charge.version };
}
const payment = () => ({ date: officeDate(), amount: 5_000, accountId: 'cta-corrente', method: 'pix' });

export default {
  'charges-get': { section: 'finance', input: async () => ({ id: (await adminCharge()).id }), expect: SECTION_READ },
  'charges-pdf': { section: 'finance', input: async () => ({ id: (await adminCharge()).id }), expect: SECTION_READ },
  'charges-receipt': {
    section: 'finance',
    input: async () => {
      const charge = await adminCharge();
      const paid = await callFn<{ charge: { payments: { id: string }[] } }>('charges-pay', { ...charge, payment: payment() }, tokens.admin);
      return { id: charge.id, paymentId: paid.result!.charge.payments[0]!.id };
    },
    expect: SECTION_READ,
  },
  'charges-create': { section: 'finance', input: chargeInput, expect: SECTION_WRITE },
  'charges-cancel': { section: 'finance', input: async () => ({ ...(await adminCharge()), reason: 'Emitida em duplicidade' }), expect: SECTION_WRITE },
  'charges-send': { section: 'finance', input: async () => ({ id: (await adminCharge()).id }), expect: SECTION_WRITE },
  'charges-pay': { section: 'finance', input: async () => ({ ...(await adminCharge()), payment: payment() }), expect: SECTION_WRITE },
  'charges-reversePayment': {
    section: 'finance',
    input: async () => {
      const charge = await adminCharge();
      const paid = await callFn<{ charge: { version: number; payments: { id: string }[] } }>('charges-pay', { ...charge, payment: payment() }, tokens.admin);
      return {
        id: charge.id,
        expectedVersion: paid.result!.charge.version,
        paymentId: paid.result!.charge.payments[0]!.id,
        reason: 'PIX devolvido pelo banco',
      };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'charges'>;
