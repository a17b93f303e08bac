/**
 * Cobranças: one client's open receivables grouped into a charge the client pays by PIX (a static BR Code,
 * pix.ts), sent by e-mail as a PDF, paid whole or in parts (each part becomes real baixas of its lançamentos,
 * oldest due first), with a receipt for each payment. Money in integer centavos; the status is derived.
 */
import { officeDate, type CalendarDate } from './dates';
import { paymentInput } from './finance';
import { type PaymentMethod } from './finance-labels';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed, type Page } from './lists';
import { dateField, lineText, z } from './schema';

/** Lançamentos one charge may group (a year of monthly fees and then some). */
export const MAX_CHARGE_ITEMS = 60;

export const CHARGE_STATUSES = ['aberta', 'vencida', 'parcial', 'paga', 'cancelada'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  aberta: 'Aberta',
  vencida: 'Vencida',
  parcial: 'Parcialmente paga',
  paga: 'Paga',
  cancelada: 'Cancelada',
};
/** What the store keeps; "vencida" is an open one past its due date. */
export type ChargeSettlement = 'aberta' | 'parcial' | 'paga' | 'cancelada';

export const chargeCreateInput = z
  .object({
    clientId: recordId,
    transactionIds: z
      .array(recordId)
      .min(1, 'Marque ao menos um lançamento em aberto')
      .max(MAX_CHARGE_ITEMS, `No máximo ${MAX_CHARGE_ITEMS} lançamentos por cobrança`)
      .refine((ids) => new Set(ids).size === ids.length, 'Um lançamento foi marcado duas vezes'),
    dueDate: dateField('Informe o vencimento da cobrança').refine((d) => d >= officeDate(), 'O vencimento da cobrança não pode estar no passado'),
    /** The account whose PIX key receives. */
    accountId: recordId,
  })
  .strict();
export type ChargeCreateInput = z.input<typeof chargeCreateInput>;

export const chargeListInput = z
  .object({
    status: z.preprocess((v) => (v === '' ? null : v), z.enum(CHARGE_STATUSES).nullish()),
    clientId: optionalRecordId,
    limit: z.number().int().min(1).max(100).default(25),
    after: pageCursor,
  })
  .strict();

export const chargeCancelInput = z.object({ id: recordId, expectedVersion, reason: lineText(300).min(3, 'Informe o motivo do cancelamento') }).strict();
export const chargeSendInput = z.object({ id: recordId }).strict();
/** A payment of the charge: its date, amount, account and method, as a lançamento's baixa takes them. */
export const chargePayInput = z.object({ id: recordId, expectedVersion, payment: paymentInput }).strict();
/** Estorno of one payment of the charge ("Estornar pagamento"), with the reason, on the version the person saw. */
export const chargeReversePaymentInput = z
  .object({
    id: recordId,
    expectedVersion,
    paymentId: z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'Pagamento inválido'),
    reason: lineText(300).min(3, 'Informe o motivo do estorno'),
  })
  .strict();
export const chargeReceiptInput = z.object({ id: recordId, paymentId: z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'Pagamento inválido') }).strict();

/** One lançamento as the charge shows it, copied when the charge was made. */
export interface ChargeItem {
  transactionId: string;
  description: string;
  /** Only the id is stored: an answer names the lawsuit as the caller may see it (segredo de justiça). */
  lawsuitId: string | null;
  dueDate: CalendarDate;
  /** What was open on it when charged. */
  amount: number;
}

/** One payment of the charge and the baixas it made on its lançamentos. */
export interface ChargePayment {
  id: string;
  date: CalendarDate;
  amount: number;
  method: PaymentMethod;
  accountId: string | null;
  /** The `payments` rows (baixas) it created, one per lançamento it reached. */
  paymentIds: string[];
  at: string;
  by: string;
  /** Its estorno: the baixas reversed with it, and the charge owed again (absent or null: it stands). */
  reversal?: { at: string; by: string; reason: string } | null;
}

/** `charges/<id>`. */
export interface ChargeRecord {
  clientId: string;
  clientName: string;
  items: ChargeItem[];
  /** The items' ids at the top level, where a store can filter on them. */
  transactionIds: string[];
  /** The items' lawsuits at the top level, for the security rules (documentLawsuitIds). */
  lawsuitIds: string[];
  total: number;
  paidAmount: number;
  openAmount: number;
  settlement: ChargeSettlement;
  dueDate: CalendarDate;
  accountId: string;
  /** The static BR Code's identifier: unique, at most 25 letters and digits. */
  txid: string;
  /** The "Pix copia e cola" text, which the QR code encodes. */
  brCode: string;
  cancellation: { at: string; by: string; reason: string } | null;
  sends: { at: string; by: string; to: string }[];
  payments: ChargePayment[];
  createdBy: string;
  updatedBy: string;
}

/** A charge's sums after a payment or its estorno: what is paid of the total decides paga, parcial or aberta. */
export function chargeSums(total: number, paidAmount: number): Pick<ChargeRecord, 'paidAmount' | 'openAmount' | 'settlement'> {
  return { paidAmount, openAmount: total - paidAmount, settlement: paidAmount >= total ? 'paga' : paidAmount > 0 ? 'parcial' : 'aberta' };
}

/** The status a person sees: cancelada, paga, parcialmente paga, or (nothing paid) vencida after its due date. */
export function chargeStatus(c: Pick<ChargeRecord, 'settlement' | 'dueDate'>, today: CalendarDate): ChargeStatus {
  if (c.settlement === 'aberta' && c.dueDate < today) return 'vencida';
  return c.settlement;
}

/**
 * Splits a payment over the items' lançamentos, oldest due first, each up to what is still open on it: how much
 * each receives. `open` in the items' order; the payment never exceeds their sum (checked before).
 */
export function allocatePayment(amount: number, items: readonly { id: string; dueDate: string; open: number }[]): { id: string; amount: number }[] {
  const ordered = [...items].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  let left = amount;
  const parts: { id: string; amount: number }[] = [];
  for (const item of ordered) {
    if (left === 0) break;
    const part = Math.min(left, item.open);
    if (part > 0) parts.push({ id: item.id, amount: part });
    left -= part;
  }
  return parts;
}

/** A txid from a charge id: its letters and digits, the last 25 (the time and randomness of newId). */
export function chargeTxid(chargeId: string): string {
  return chargeId.replace(/[^A-Za-z0-9]/g, '').slice(-25);
}

export const CHARGE_FIELD_LABELS = {
  clientId: 'cliente',
  clientName: 'cliente',
  items: 'lançamentos',
  transactionIds: 'lançamentos',
  lawsuitIds: 'processos',
  total: 'total',
  paidAmount: 'valor pago',
  openAmount: 'em aberto',
  settlement: 'situação',
  dueDate: 'vencimento',
  accountId: 'conta',
  txid: 'identificador PIX',
  brCode: 'PIX copia e cola',
  cancellation: 'cancelamento',
  sends: 'envios',
  payments: 'pagamentos',
  chargeId: 'cobrança',
} as const satisfies Record<Exclude<keyof ChargeRecord, 'createdBy' | 'updatedBy'>, string> & Record<string, string>;

// ——— answers ———

export type ChargeListed = Listed<ChargeRecord> & { status: ChargeStatus };

/** An item with its lawsuit's label as the caller may see it. */
export type ChargeItemSeen = ChargeItem & { lawsuitLabel: string | null };
export type ChargePage = Page<ChargeListed>;

export interface ChargeDetail {
  charge: ChargeListed;
  items: ChargeItemSeen[];
  /** The QR code of the BR Code as an SVG path of `size` modules. */
  qr: { size: number; path: string };
  account: { id: string; name: string; pixKey: string | null };
}

/** A PDF as a callable returns it. */
export interface ChargeFile {
  fileName: string;
  contentType: 'application/pdf';
  dataBase64: string;
}
