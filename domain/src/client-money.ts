/**
 * Money the office receives on the client's behalf (an alvará, an acordo, a depósito): the receipt, the fee the
 * agreement lets the office keep from it (by compensação), and the repasse of the rest, in one commit. The client
 * may demand the account of it (EAOAB art. 25-A); the office must render it and pass the money on (CED arts. 12
 * and 48), which the prestação de contas (finance-statement.ts) shows line by line.
 */
import { money, PAYMENT_METHODS } from './finance';
import { officeDate } from './dates';
import { SUCCESS_BASES } from './fee-agreements';
import { expectedVersion, recordId } from './lists';
import { dateField, optionalLineText, z } from './schema';

export const RECEIPT_ORIGINS = ['alvara', 'acordo', 'deposito'] as const;
export type ReceiptOrigin = (typeof RECEIPT_ORIGINS)[number];
export const RECEIPT_ORIGIN_LABELS: Record<ReceiptOrigin, string> = { alvara: 'Alvará', acordo: 'Acordo', deposito: 'Depósito' };

const notFuture = (what: string) => dateField(`Informe a data ${what}`).refine((d) => d <= officeDate(), `A data ${what} não pode estar no futuro`);

/** The fee kept: none, the agreement's success percentage of the amount, or an open contractual installment. */
export const keptFeeInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('nenhum') }).strict(),
  z
    .object({
      mode: z.literal('exito'),
      agreementId: recordId,
      expectedVersion,
      clauseId: z.string().regex(/^[a-z0-9]{1,16}$/, 'Escolha a cláusula de êxito'),
      base: z.enum(SUCCESS_BASES, 'Escolha a base: acordo, sentença ou alvará'),
    })
    .strict(),
  z.object({ mode: z.literal('parcela'), transactionId: recordId, expectedVersion }).strict(),
]);

export const receiveForClientInput = z
  .object({
    clientId: recordId,
    lawsuitId: recordId.nullable(),
    origin: z.enum(RECEIPT_ORIGINS, 'Escolha a origem: alvará, acordo ou depósito'),
    /** The alvará's or the deposit's number. */
    reference: optionalLineText(80),
    amount: money('O valor recebido'),
    date: notFuture('do recebimento'),
    accountId: z.string('Escolha a conta que recebeu').min(1, 'Escolha a conta que recebeu').pipe(recordId),
    /** How it came in (TED, PIX, alvará paid by transfer…); a compensação moves no account. */
    method: z.enum(PAYMENT_METHODS, 'Escolha a forma de recebimento'),
    fee: keptFeeInput,
    repasse: z
      .object({
        paid: z.boolean(),
        /** The payment's date when paid, else its due date. */
        date: dateField('Informe a data do repasse'),
        method: z.enum(PAYMENT_METHODS, 'Escolha a forma de pagamento'),
        accountId: recordId.nullable(),
      })
      .strict(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.repasse.paid && !v.repasse.accountId)
      ctx.addIssue({ code: 'custom', path: ['repasse', 'accountId'], message: 'Escolha a conta de onde sai o repasse' });
    if (v.repasse.paid && v.repasse.date > officeDate())
      ctx.addIssue({ code: 'custom', path: ['repasse', 'date'], message: 'A data do repasse não pode estar no futuro' });
    if (v.method === 'compensacao') ctx.addIssue({ code: 'custom', path: ['method'], message: 'O valor recebido entra numa conta: escolha a forma' });
    if (v.repasse.method === 'compensacao')
      ctx.addIssue({ code: 'custom', path: ['repasse', 'method'], message: 'O repasse sai de uma conta: escolha a forma' });
  });
export type ReceiveForClientInput = z.input<typeof receiveForClientInput>;

export interface ClientReceipt {
  receivedId: string;
  feeId: string | null;
  repasseId: string | null;
  received: number;
  fee: number;
  repasse: number;
}
