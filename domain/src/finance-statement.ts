/**
 * Prestação de contas: the client's account with the office. Refusing to account for money received from the
 * client or on the client's behalf is a disciplinary offence (EAOAB art. 34, XXI), and the client has five years
 * to demand the accounting (EAOAB art. 25-A). Zod-free, so the statement page and its CSV use it.
 *
 * The balance is what the office holds for the client: positive, the office owes it to the client (a repassar);
 * negative, the client owes the office. Movements count on their own date:
 * - credits: money received on the client's behalf (alvarás, acordos), expense advances from the client,
 *   reimbursements of expenses, and fees the client paid;
 * - debits: expenses the office paid for the client (custas, diligências), repasses to the client, and the
 *   contractual fees charged, on their due date or on the first payment made before it (a fee paid early
 *   never reads as money owed to the client). A fee charged and not paid leaves the client owing; a fee
 *   kept from money received on the client's behalf (a baixa by compensação) is its charge alone, against
 *   that credit (deducting needs the contract's express clause, which is why each fee line carries its basis).
 * Honorários sucumbenciais are left out: they belong to the lawyer, paid by the losing party (EAOAB art. 23).
 * So are the office's own expenses. Reversed payments and cancelled lançamentos never count.
 */
import { formatDate } from './dates';
import { TRANSACTION_KINDS, type TransactionKind, type TransactionType } from './finance-labels';
import { csvDecimal, formatBRL, formatPercentBp } from './money';

export const STATEMENT_NATURES = ['recebido', 'adiantamento', 'reembolso', 'honorarios-pagos', 'honorarios', 'despesas', 'repasse'] as const;
export type StatementNature = (typeof STATEMENT_NATURES)[number];

export const STATEMENT_NATURE_LABELS: Record<StatementNature, string> = {
  recebido: 'Valores recebidos em nome do cliente',
  adiantamento: 'Adiantamentos do cliente para despesas',
  reembolso: 'Reembolsos de despesas pelo cliente',
  'honorarios-pagos': 'Honorários pagos pelo cliente',
  honorarios: 'Honorários contratados',
  despesas: 'Despesas pagas pelo escritório',
  repasse: 'Repasses ao cliente',
};

/** Credits raise what the office holds for the client; debits lower it. */
export const STATEMENT_CREDITS: readonly StatementNature[] = ['recebido', 'adiantamento', 'reembolso', 'honorarios-pagos'];

/** The nature of a payment of each kind (null: not in the client's account). */
const PAYMENT_NATURE: Record<TransactionKind, StatementNature | null> = {
  'valor-cliente': 'recebido',
  'adiantamento-cliente': 'adiantamento',
  reembolso: 'reembolso',
  'honorarios-fixos': 'honorarios-pagos',
  'honorarios-mensais': 'honorarios-pagos',
  'honorarios-exito': 'honorarios-pagos',
  'honorarios-hora': 'honorarios-pagos',
  'honorarios-ato': 'honorarios-pagos',
  'honorarios-sucumbencia': null,
  custas: 'despesas',
  repasse: 'repasse',
  'despesa-escritorio': null,
};

/** Kinds whose charge is itself a debit, on its due date. */
const CHARGED_KINDS: readonly TransactionKind[] = ['honorarios-fixos', 'honorarios-mensais', 'honorarios-exito', 'honorarios-hora', 'honorarios-ato'];

/** The kinds a statement reads (their lançamentos and payments). */
export const STATEMENT_KINDS = (Object.keys(PAYMENT_NATURE) as TransactionKind[]).filter((k) => PAYMENT_NATURE[k] !== null);

/** What of a lançamento the statement needs. */
export interface StatementTransaction {
  id: string;
  type: TransactionType;
  kind: TransactionKind;
  description: string;
  dueDate: string;
  amount: number;
  lawsuitLabel: string | null;
  successFee: { percentBp: number; baseAmount: number } | null;
  settlement: string;
}

/** What of a payment the statement needs. */
export interface StatementPayment {
  id: string;
  kind: 'baixa' | 'transferencia';
  transactionId: string | null;
  date: string;
  amount: number;
  method: string | null;
  reversal: unknown;
}

export interface StatementLine {
  date: string;
  nature: StatementNature;
  description: string;
  lawsuitLabel: string | null;
  /** The lançamento the line comes from. */
  transactionId: string;
  credit: number;
  debit: number;
  /** The balance after this line. */
  balance: number;
  /** For a fee: what it was charged on ("Honorários de êxito: 20,00 % de R$ 100.000,00"). */
  basis: string | null;
}

export interface ClientStatement {
  from: string;
  to: string;
  /** The balance before `from`. */
  opening: number;
  lines: StatementLine[];
  /** Each nature's sum over the period. */
  totals: Record<StatementNature, number>;
  closing: number;
}

/** The contract basis of a fee line. */
export function feeBasis(t: Pick<StatementTransaction, 'kind' | 'successFee'>): string {
  const label = TRANSACTION_KINDS[t.kind].label;
  return t.successFee ? `${label}: ${formatPercentBp(t.successFee.percentBp)} % de ${formatBRL(t.successFee.baseAmount)}` : label;
}

/** The client's statement for [from, to] from all of the client's lançamentos and their payments. */
export function clientStatement(
  transactions: readonly StatementTransaction[],
  payments: readonly StatementPayment[],
  from: string,
  to: string,
): ClientStatement {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const movements: Omit<StatementLine, 'balance'>[] = [];
  const firstPayment = new Map<string, string>();
  for (const p of payments) {
    const t = p.transactionId ? byId.get(p.transactionId) : undefined;
    const nature = t ? PAYMENT_NATURE[t.kind] : null;
    if (!t || !nature || p.kind !== 'baixa' || p.reversal) continue;
    if (p.date < (firstPayment.get(t.id) ?? t.dueDate)) firstPayment.set(t.id, p.date);
    // A fee kept from the client's money is its charge alone: nothing came from the client for it.
    if (p.method === 'compensacao') continue;
    const credit = STATEMENT_CREDITS.includes(nature);
    movements.push({
      date: p.date,
      nature,
      description: t.description,
      lawsuitLabel: t.lawsuitLabel,
      transactionId: t.id,
      credit: credit ? p.amount : 0,
      debit: credit ? 0 : p.amount,
      basis: null,
    });
  }
  for (const t of transactions) {
    if (!CHARGED_KINDS.includes(t.kind) || t.settlement === 'cancelado') continue;
    movements.push({
      date: firstPayment.get(t.id) ?? t.dueDate,
      nature: 'honorarios',
      description: t.description,
      lawsuitLabel: t.lawsuitLabel,
      transactionId: t.id,
      credit: 0,
      debit: t.amount,
      basis: feeBasis(t),
    });
  }
  // A day's charges come before its payments, so a fee paid on its due date never shows a credit balance first.
  movements.sort((a, b) => a.date.localeCompare(b.date) || b.debit - a.debit || a.description.localeCompare(b.description, 'pt-BR'));
  const totals = Object.fromEntries(STATEMENT_NATURES.map((n) => [n, 0])) as Record<StatementNature, number>;
  let opening = 0;
  const lines: StatementLine[] = [];
  for (const m of movements) {
    if (m.date < from) opening += m.credit - m.debit;
    else if (m.date <= to) {
      totals[m.nature] += m.credit + m.debit;
      lines.push({ ...m, balance: (lines.at(-1)?.balance ?? opening) + m.credit - m.debit });
    }
  }
  return { from, to, opening, lines, totals, closing: lines.at(-1)?.balance ?? opening };
}

/** How a balance reads: who owes whom. */
export function statementBalanceLabel(balance: number): string {
  if (balance > 0) return `${formatBRL(balance)} a repassar ao cliente`;
  if (balance < 0) return `${formatBRL(-balance)} devidos pelo cliente`;
  return 'Saldo zerado';
}

/** A figure of the CSV, blank for none (never negative here, so never taken for a formula). */
function csvAmount(centavos: number): string {
  return centavos ? csvDecimal(centavos) : '';
}

/** The statement as CSV rows (toCsv writes them): one per movement, with the balances around them. */
export function statementCsvRows(s: ClientStatement): string[][] {
  const side = (balance: number) => (balance > 0 ? 'cliente' : balance < 0 ? 'escritório' : '');
  const balanceCells = (balance: number) => [csvAmount(Math.abs(balance)) || '0,00', side(balance)];
  return [
    ['data', 'natureza', 'descrição', 'processo', 'base contratual', 'crédito', 'débito', 'saldo', 'saldo a favor de'],
    [formatDate(s.from), 'Saldo anterior', '', '', '', '', '', ...balanceCells(s.opening)],
    ...s.lines.map((l) => [
      formatDate(l.date),
      STATEMENT_NATURE_LABELS[l.nature],
      l.description,
      l.lawsuitLabel ?? '',
      l.basis ?? '',
      csvAmount(l.credit),
      csvAmount(l.debit),
      ...balanceCells(l.balance),
    ]),
    [formatDate(s.to), 'Saldo final', '', '', '', '', '', ...balanceCells(s.closing)],
  ];
}
