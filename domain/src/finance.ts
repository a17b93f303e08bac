/**
 * Financeiro: lançamentos (what the office charges and spends), their baixas (payments) and the bank accounts
 * they move. Money is integer centavos throughout; a lançamento's status is derived, never typed in.
 *
 * Legal basis of the kinds: EAOAB (Lei 8.906/94) art. 22 (honorários convencionados, arbitrados e de
 * sucumbência), art. 23 (sucumbência belongs to the lawyer), art. 25-A (the client may demand an accounting of
 * money received on their behalf for five years), CED (Resolução CFOAB 02/2015) art. 50 (quota litis: fees
 * ad exitum may not exceed the client's own advantage). See ../shared/research/agenda-finance-integrations.md.
 */
import { searchPrefixes } from './search';
import { MAX_PIX_CITY, MAX_PIX_NAME, optionalPixKey } from './pix';
import { addMonths, addMonthsToMonth, monthsBetween, officeDate } from './dates';
import {
  ACCOUNT_TYPES,
  isCategoryName,
  MAX_BREAKDOWN_MONTHS,
  PAYMENT_METHODS,
  TRANSACTION_KIND_IDS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type FinanceTotals,
  type PaymentMethod,
  type Settlement,
  type TransactionType,
} from './finance-labels';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed, type Page } from './lists';
import { dateField, lineText, multilineText, optionalLineText, z } from './schema';
import type { CashFlowMonth } from './finance-rollup';

export * from './finance-labels';

/** R$ 100 milhões: larger amounts are typos in a law office's books. */
export const MAX_AMOUNT = 10_000_000_000;
/** Most installments or months a series may have (ten years of monthly fees). */
export const MAX_SERIES = 120;

export function money(field: string, allowZero = false) {
  return (
    z
      .number(`${field}: valor inválido, ex.: R$ 1.234,56`)
      // The range first: a huge number is also not a safe integer, and "o máximo é …" is what is wrong with it.
      .min(allowZero ? 0 : 1, allowZero ? `${field} não pode ser negativo` : `${field} deve ser maior que zero`)
      .max(MAX_AMOUNT, `${field}: o máximo é R$ 100.000.000,00`)
      .int(`${field}: use no máximo dois decimais`)
  );
}

/** "AAAA-MM": the month a receita or despesa belongs to (regime de competência), 1900–2100. */
export const monthField = z
  .string('Mês inválido')
  .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'Informe o mês de competência (mês e ano entre 1900 e 2100)');

const id = recordId;

const CATEGORY_MESSAGE = 'Escolha uma categoria do plano de contas';
/**
 * "Grupo › Conta". Which ones exist is the office's plan of accounts (Configurações), so the server checks
 * the name against the plan it reads in the write's transaction.
 */
const categoryField = z.string(CATEGORY_MESSAGE).refine(isCategoryName, CATEGORY_MESSAGE);
const nullableChoice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === '' ? null : v), z.enum(values).nullable());

/** Basis points (1/100 of a percent): 3000 is 30,00 %. Êxito fees on `baseAmount`, the client's advantage. */
export const successFeeInput = z
  .object({
    percentBp: z
      .number('Percentual inválido')
      .int('Use no máximo duas casas decimais')
      .min(1, 'Informe o percentual')
      .max(10_000, 'O percentual máximo é 100 %'),
    baseAmount: money('Valor-base'),
  })
  .strict();

/** The amount an êxito fee yields, rounded to the centavo (half away from zero). */
export function successFeeAmount(fee: { percentBp: number; baseAmount: number }): number {
  return Math.round((fee.baseAmount * fee.percentBp) / 10_000);
}

export const transactionInput = z
  .object({
    type: z.enum(TRANSACTION_TYPES),
    kind: z.enum(TRANSACTION_KIND_IDS),
    description: lineText(200).min(2, 'Descreva o lançamento'),
    amount: money('O valor'),
    competence: monthField,
    dueDate: dateField('Informe o vencimento'),
    clientId: recordId.nullable(),
    lawsuitId: recordId.nullable(),
    category: categoryField,
    costCenter: optionalLineText(60),
    /** The account it is expected to move (a baixa may name another). */
    accountId: recordId.nullable(),
    method: z.enum(PAYMENT_METHODS).nullable(),
    invoice: z.object({ issued: z.boolean(), number: optionalLineText(40) }).strict(),
    successFee: successFeeInput.nullable(),
    notes: multilineText(2000),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (TRANSACTION_KINDS[t.kind].type !== t.type) ctx.addIssue({ code: 'custom', path: ['kind'], message: `Este tipo de lançamento não é uma ${t.type}` });
    if (t.kind === 'honorarios-exito') {
      if (!t.successFee)
        ctx.addIssue({ code: 'custom', path: ['successFee', 'percentBp'], message: 'Informe o percentual e o valor-base dos honorários de êxito' });
      else if (successFeeAmount(t.successFee) !== t.amount)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'O valor deve ser o percentual aplicado ao valor-base' });
    } else if (t.successFee) ctx.addIssue({ code: 'custom', path: ['successFee', 'percentBp'], message: 'Percentual só para honorários de êxito' });
    if (t.invoice.number && !t.invoice.issued)
      ctx.addIssue({ code: 'custom', path: ['invoice', 'number'], message: 'Marque a nota fiscal como emitida ou apague o número' });
    if ((t.kind === 'repasse' || t.kind === 'valor-cliente' || t.kind === 'adiantamento-cliente') && !t.clientId)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Escolha o cliente: este lançamento entra na prestação de contas dele' });
  });

export type TransactionInput = z.input<typeof transactionInput>;
export type TransactionValues = z.output<typeof transactionInput>;

/** Financeiro's words for each field, in the form's order, then what payments and accounts add, for the audit log. */
export const FINANCE_FIELD_LABELS = {
  type: 'receita ou despesa',
  kind: 'natureza',
  description: 'descrição',
  amount: 'valor',
  competence: 'competência',
  dueDate: 'vencimento',
  clientId: 'cliente',
  lawsuitId: 'processo',
  category: 'categoria',
  costCenter: 'centro de custo',
  accountId: 'conta',
  method: 'forma de pagamento',
  invoice: 'nota fiscal',
  successFee: 'honorários de êxito',
  notes: 'observações',
  series: 'parcelamento',
  paidAmount: 'valor pago',
  openAmount: 'em aberto',
  settlement: 'situação',
  cancellation: 'cancelamento',
  transactionId: 'lançamento',
  transferId: 'transferência',
  origin: 'contrato de honorários',
  agreementId: 'contrato de honorários',
  date: 'data do pagamento',
  reversal: 'estorno',
  name: 'nome da conta',
  bank: 'banco',
  openingBalance: 'saldo inicial',
  openingDate: 'data do saldo inicial',
  active: 'conta ativa',
  pixKey: 'chave PIX',
  pixName: 'nome do recebedor PIX',
  pixCity: 'cidade do recebedor PIX',
} as const satisfies Record<keyof TransactionValues, string> & Record<string, string>;

/** A series made at creation: installments of one total, or the same amount every month. */
export const SERIES_KINDS = ['parcelamento', 'recorrencia'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

export const seriesPlan = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('unico') }).strict(),
  z
    .object({
      mode: z.literal('parcelado'),
      count: z.number('Número de parcelas inválido').int().min(2, 'Ao menos 2 parcelas').max(MAX_SERIES, `No máximo ${MAX_SERIES} parcelas`),
      /** Which installment takes the centavos a split leaves over. */
      remainderOn: z.enum(['primeira', 'ultima']),
    })
    .strict(),
  z
    .object({
      mode: z.literal('mensal'),
      count: z.number('Número de meses inválido').int().min(2, 'Ao menos 2 meses').max(MAX_SERIES, `No máximo ${MAX_SERIES} meses`),
    })
    .strict(),
]);
export type SeriesPlan = z.output<typeof seriesPlan>;

export const transactionCreateInput = z
  .object({ transaction: transactionInput, plan: seriesPlan.default({ mode: 'unico' }) })
  .strict()
  .superRefine((v, ctx) => {
    if (v.plan.mode === 'parcelado' && v.transaction.amount < v.plan.count)
      ctx.addIssue({ code: 'custom', path: ['plan', 'count'], message: 'O valor é pequeno demais para tantas parcelas' });
    if (v.plan.mode !== 'unico' && v.transaction.kind === 'honorarios-exito')
      ctx.addIssue({ code: 'custom', path: ['plan', 'mode'], message: 'Honorários de êxito são lançados uma vez, sobre o valor obtido' });
  });

export const UPDATE_SCOPES = ['este', 'seguintes'] as const;
export const transactionUpdateInput = z
  .object({
    id,
    expectedVersion,
    transaction: transactionInput,
    /** "seguintes": this month and the following open months of a recurrence take the same values (not the dates). */
    scope: z.enum(UPDATE_SCOPES).default('este'),
  })
  .strict();

export const transactionDeleteInput = z.object({ id, expectedVersion }).strict();
const reason = (what: string) => lineText(300).min(3, `Informe o motivo ${what}`);
export const transactionCancelInput = z.object({ id, expectedVersion, reason: reason('do cancelamento') }).strict();

export const paymentInput = z
  .object({
    date: dateField('Informe a data do pagamento').refine((d) => d <= officeDate(), 'A data do pagamento não pode estar no futuro'),
    amount: money('O valor pago'),
    /** Null only for a compensação, which moves no account ('' from a form's empty select is null). */
    accountId: z.preprocess((v) => (v === '' ? null : v), id.nullable()),
    method: z.enum(PAYMENT_METHODS, 'Escolha a forma de pagamento'),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.method === 'compensacao' && p.accountId)
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Um desconto de valor do cliente não passa por conta: deixe a conta em branco' });
    if (p.method !== 'compensacao' && !p.accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Escolha a conta' });
  });
export const transactionPayInput = z.object({ id, expectedVersion, payment: paymentInput }).strict();
export const paymentReverseInput = z.object({ paymentId: id, expectedVersion, reason: reason('do estorno') }).strict();

/** `finance-list`: due dates within [from, to], one competência month, and any of the equalities. */
/** The list's filters, which the CSV export takes too. */
const transactionFilters = z
  .object({
    from: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()),
    to: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()),
    competence: z.preprocess((v) => (v === '' ? null : v), monthField.nullish()),
    type: nullableChoice(TRANSACTION_TYPES).optional(),
    kind: nullableChoice(TRANSACTION_KIND_IDS).optional(),
    status: nullableChoice(TRANSACTION_STATUSES).optional(),
    clientId: optionalRecordId,
    lawsuitId: optionalRecordId,
    category: z.preprocess((v) => (v === '' ? null : v), categoryField.nullish()),
    accountId: optionalRecordId,
  })
  .strict();
const periodInOrder = (q: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período vem antes do início' });
};
export const transactionListInput = transactionFilters
  .extend({ limit: z.number().int().min(1).max(100).default(25), after: pageCursor })
  .superRefine(periodInOrder);
export const transactionExportInput = transactionFilters.superRefine(periodInOrder);
export type TransactionListInput = z.input<typeof transactionListInput>;

/** The cash flow ending with `month` (this month when absent): 12 months realised, then 3 projected. */
export const cashFlowInput = z.object({ month: monthField.nullish() }).strict();
export const categoryBreakdownInput = z
  .object({ from: monthField, to: monthField })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período vem antes do início' });
    else if (monthsBetween(q.from, q.to) >= MAX_BREAKDOWN_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Escolha um período de até ${MAX_BREAKDOWN_MONTHS} meses` });
  });
/** Prestação de contas of one client for a period (by the date of each movement). */
export const statementInput = z
  .object({ clientId: id, from: dateField('Informe o início do período'), to: dateField('Informe o fim do período') })
  .strict()
  .superRefine(periodInOrder);

export const accountInput = z
  .object({
    name: lineText(80).min(2, 'Dê um nome à conta'),
    type: z.enum(ACCOUNT_TYPES),
    bank: optionalLineText(80),
    /** May be negative (an overdrawn account or a card's open bill). */
    openingBalance: z
      .number('Saldo inicial inválido')
      .min(-MAX_AMOUNT, 'Saldo inicial: o mínimo é -R$ 100.000.000,00')
      .max(MAX_AMOUNT, 'Saldo inicial: o máximo é R$ 100.000.000,00')
      .int('Saldo inicial: use no máximo dois decimais'),
    openingDate: dateField('Informe a data do saldo inicial'),
    active: z.boolean(),
    /** The key a charge's BR Code names; name and city (empty: the office's, from Sobre) go in it too. */
    pixKey: optionalPixKey,
    pixName: optionalLineText(MAX_PIX_NAME),
    pixCity: optionalLineText(MAX_PIX_CITY),
  })
  .strict();
export type AccountValues = z.output<typeof accountInput>;
export const accountCreateInput = z.object({ account: accountInput }).strict();
export const accountUpdateInput = z.object({ id, expectedVersion, account: accountInput }).strict();

export const transferInput = z
  .object({
    fromAccountId: id,
    toAccountId: id,
    date: dateField('Informe a data da transferência').refine((d) => d <= officeDate(), 'A data da transferência não pode estar no futuro'),
    amount: money('O valor'),
    description: lineText(200).min(2, 'Descreva a transferência'),
  })
  .strict()
  .refine((t) => t.fromAccountId !== t.toAccountId, { path: ['toAccountId'], message: 'Escolha uma conta de destino diferente da de origem' });

/** A name in the plan of accounts: one line, without the "›" that joins group and account. */
const planName = (what: string) =>
  lineText(60)
    .min(1, `Dê um nome ${what}`)
    .refine((v) => !v.includes('›'), 'O nome não pode ter o caractere ›');
const sameName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

const categoryGroupInput = z
  .object({
    name: planName('ao grupo'),
    accounts: z
      .array(z.object({ name: planName('à conta'), active: z.boolean() }).strict())
      .min(1, 'Cada grupo precisa de ao menos uma conta')
      .max(40, 'No máximo 40 contas por grupo'),
  })
  .strict();

/** The office's plan of accounts, as Configurações saves it whole. */
export const categoryPlanInput = z
  .object({
    receita: z.array(categoryGroupInput).max(30, 'No máximo 30 grupos de receitas'),
    despesa: z.array(categoryGroupInput).max(30, 'No máximo 30 grupos de despesas'),
  })
  .strict()
  .superRefine((plan, ctx) => {
    for (const type of TRANSACTION_TYPES) {
      const groups = plan[type];
      groups.forEach((g, i) => {
        if (groups.slice(0, i).some((o) => sameName(o.name, g.name)))
          ctx.addIssue({ code: 'custom', path: [type, i, 'name'], message: 'Já existe um grupo com este nome' });
        g.accounts.forEach((a, j) => {
          if (g.accounts.slice(0, j).some((o) => sameName(o.name, a.name)))
            ctx.addIssue({ code: 'custom', path: [type, i, 'accounts', j, 'name'], message: 'Já existe uma conta com este nome no grupo' });
        });
      });
      if (!groups.some((g) => g.accounts.some((a) => a.active)))
        ctx.addIssue({ code: 'custom', path: [type], message: `Deixe ao menos uma conta de ${type === 'receita' ? 'receitas' : 'despesas'} ativa` });
    }
  });
/** `settings/<CATEGORY_PLAN_ID>`: the office's plan of accounts, `{ plan, updatedBy }`. */
export const CATEGORY_PLAN_ID = 'categoryPlan';
/** expectedVersion 0: the office still has the default plan (nothing stored yet). */
export const categoryPlanUpdateInput = z.object({ expectedVersion: z.number('Versão inválida').int().min(0), plan: categoryPlanInput }).strict();

// ——— stored records ———

/** `transactions/<id>`: the validated form, the names copied for lists, and what the payments add up to. */
export type TransactionRecord = TransactionValues & {
  clientName: string | null;
  /** The lawsuit's CNJ number or internal reference. */
  lawsuitLabel: string | null;
  series: { id: string; kind: SeriesKind; index: number; count: number } | null;
  /** `series.id` at the top level, where every store can filter on it. */
  seriesId: string | null;
  /** Sum of the payments not reversed. */
  paidAmount: number;
  /** What is still to be paid: 0 once paid or cancelled. Summed for "a receber" and "a pagar". */
  openAmount: number;
  settlement: Settlement;
  cancellation: { at: string; by: string; reason: string } | null;
  /** The fee agreement's clause it was generated from (fee-agreements.ts); `key` keeps regeneration idempotent. */
  origin?: { kind: 'agreement'; agreementId: string; clauseId: string; key: string } | null;
  /** `origin.agreementId` at the top level, where every store can filter on it. */
  agreementId?: string | null;
  /** The open charge (cobrança) it is in: no other charge may take it until that one is cancelled. */
  chargeId?: string | null;
  /** Prefixes of every word of the description (see search.ts): the top bar's search. */
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
};

/** `payments/<id>`: a baixa of a lançamento, or one leg of a transfer between accounts. */
export interface PaymentRecord {
  kind: 'baixa' | 'transferencia';
  transactionId: string | null;
  transferId: string | null;
  /** receita: money entering the account; despesa: leaving it. */
  type: TransactionType;
  /** Null for a compensação (a fee kept from the client's money: nothing moves). */
  accountId: string | null;
  date: string;
  amount: number;
  /** + entering the account, − leaving it, 0 once reversed or for a compensação: an account's balance is the sum of these. */
  signedAmount: number;
  method: PaymentMethod | null;
  clientId: string | null;
  description: string;
  reversal: { at: string; by: string; reason: string } | null;
  createdBy: string;
}

/**
 * A baixa of the lançamento `transactionId` (`t`): into or out of an account, or by compensação, which moves no
 * account (the money came in with the client's receipt).
 */
export function baixaRecord(
  transactionId: string,
  t: Pick<TransactionRecord, 'type' | 'clientId' | 'description'>,
  p: { date: string; amount: number; method: PaymentMethod; accountId: string | null },
  createdBy: string,
): PaymentRecord {
  return {
    kind: 'baixa',
    transactionId,
    transferId: null,
    type: t.type,
    accountId: p.accountId,
    date: p.date,
    amount: p.amount,
    signedAmount: p.method === 'compensacao' ? 0 : t.type === 'receita' ? p.amount : -p.amount,
    method: p.method,
    clientId: t.clientId,
    description: t.description,
    reversal: null,
    createdBy,
  };
}

/** `bankAccounts/<id>`. */
export type BankAccountRecord = AccountValues & { updatedBy: string };

// ——— derived values ———

/**
 * Splits `total` centavos into `count` installments that add up exactly to it: equal parts, and the centavos
 * left over (fewer than `count`) on the first or the last installment.
 */
export function splitInstallments(total: number, count: number, remainderOn: 'primeira' | 'ultima'): number[] {
  if (!Number.isSafeInteger(total) || total < count || !Number.isInteger(count) || count < 1) throw new RangeError(`Cannot split ${total} into ${count}`);
  const base = Math.floor(total / count);
  const takes = remainderOn === 'primeira' ? 0 : count - 1;
  return Array.from({ length: count }, (_, i) => (i === takes ? total - base * (count - 1) : base));
}

/**
 * The lançamentos a creation makes: one, N installments of the total (due monthly from the first due date,
 * competência moving with them), or the same amount for N months. Descriptions get " (k/N)".
 */
export function planSeries(values: TransactionValues, plan: SeriesPlan): { values: TransactionValues; index: number; count: number }[] {
  if (plan.mode === 'unico') return [{ values, index: 1, count: 1 }];
  const amounts =
    plan.mode === 'parcelado' ? splitInstallments(values.amount, plan.count, plan.remainderOn) : Array.from({ length: plan.count }, () => values.amount);
  return amounts.map((amount, i) => ({
    index: i + 1,
    count: plan.count,
    values: {
      ...values,
      amount,
      description: `${values.description} (${i + 1}/${plan.count})`,
      dueDate: addMonths(values.dueDate, i),
      competence: addMonthsToMonth(values.competence, i),
    },
  }));
}

/** The description of a series member without its " (k/N)". */
export function seriesBaseDescription(description: string): string {
  return description.replace(/ \(\d+\/\d+\)$/, '');
}

// ——— answers ———

export interface FinancePage extends Page<TransactionRecord> {
  totals: FinanceTotals;
}

export interface CashFlow {
  /** The last realised month ("YYYY-MM"); the three after it are projected. */
  month: string;
  /** CASH_FLOW_REALISED_MONTHS realised, then CASH_FLOW_PROJECTED_MONTHS projected, oldest first. */
  months: CashFlowMonth[];
  /** What the office's accounts hold today (their balances added up), where the projection starts. */
  balance: number;
}

export interface TransactionDetail {
  transaction: Listed<TransactionRecord>;
  /** Newest first, reversed ones included. */
  payments: Listed<PaymentRecord>[];
  /** The other members of its series, in order (empty when it has none). */
  series: Listed<TransactionRecord>[];
}

export type BankAccountWithBalance = Listed<BankAccountRecord> & { balance: number };

export interface TransactionSaved {
  transaction: Listed<TransactionRecord>;
  /** Members of the series created or changed with it (creation of a series, "este e os seguintes"). */
  affected: number;
  /** Following members left as they were because something was already paid or they were cancelled. */
  skipped: number;
}

/**
 * A lawsuit as the lançamento form offers it to Financeiro: its number and its parties, nothing of the case
 * itself (subject, court, movements stay in Processos). Offered only for a client the caller reads.
 */
export interface LawsuitChoice {
  id: string;
  /** The CNJ number, else the office's reference. */
  label: string;
  /** "Autor × Réu" as filed, the client on its side. */
  parties: string;
}

export const lawsuitChoicesInput = z.object({ clientId: recordId }).strict();

/** What the top bar's search finds a lançamento by: the words of its description. */
export function transactionSearchWords(t: { description: string }): string[] {
  return searchPrefixes([t.description]);
}
