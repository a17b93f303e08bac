/**
 * Importing receivables and payments (lançamentos) into Financeiro (issue 58): a spreadsheet read as the lawsuit
 * import reads its table (imports.ts), checked row by row, then written by an import job (`imports` with kind
 * "finance", its rows in `importChunks`). Pure rules only: no I/O here. Money is integer centavos.
 */
import { isValidCnj, normalizeCnj, parseCnj } from './cnj';
import { formatDate, type CalendarDate } from './dates';
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { sheetDate } from './agenda-imports';
import { isCategoryName, PAYMENT_METHODS, type TransactionKind, type TransactionType } from './finance-labels';
import { MAX_AMOUNT } from './finance';
import { guessColumns, MAX_IMPORT_TABLE_ROWS, type ImportProblem } from './imports';
import { recordId } from './lists';
import { parseBRL } from './money';
import { lineText, z } from './schema';
import { searchKey } from './text';

/** The fields a column can be mapped to, in the preview's order, with the words the person sees. */
export const FINANCE_IMPORT_FIELDS = {
  type: 'Tipo',
  description: 'Descrição',
  amount: 'Valor',
  dueDate: 'Vencimento',
  client: 'Cliente',
  document: 'CPF/CNPJ',
  cnj: 'Processo',
  category: 'Categoria',
  paidDate: 'Data do pagamento',
  paidAmount: 'Valor pago',
} as const;
export type FinanceImportField = keyof typeof FINANCE_IMPORT_FIELDS;
export const FINANCE_IMPORT_FIELD_KEYS = Object.keys(FINANCE_IMPORT_FIELDS) as FinanceImportField[];
export type FinanceImportMapping = Record<FinanceImportField, number | null>;

const HEADER_WORDS: Record<FinanceImportField, readonly string[]> = {
  type: ['tipo', 'natureza', 'receita despesa', 'receita ou despesa', 'operacao'],
  description: ['descricao', 'historico', 'lancamento', 'titulo'],
  amount: ['valor', 'valor r', 'valor total', 'valor original', 'montante'],
  dueDate: ['vencimento', 'data de vencimento', 'data vencimento', 'data'],
  client: ['cliente', 'nome do cliente', 'favorecido', 'pagador'],
  document: ['cpf cnpj', 'cpf', 'cnpj', 'documento', 'cpf ou cnpj'],
  cnj: ['processo', 'numero do processo', 'cnj', 'numero cnj', 'autos'],
  category: ['categoria', 'conta', 'plano de contas', 'classificacao'],
  paidDate: ['pagamento', 'data do pagamento', 'data pagamento', 'pago em', 'baixa', 'data da baixa', 'recebimento', 'data do recebimento'],
  paidAmount: ['valor pago', 'valor recebido', 'valor da baixa'],
};

/** A first mapping from the header's words; a column no field recognises stays unmapped. */
export function guessFinanceMapping(header: readonly string[]): FinanceImportMapping {
  return guessColumns(FINANCE_IMPORT_FIELD_KEYS, HEADER_WORDS, header);
}

/**
 * A value as offices write it: "R$ 1.234,56", "1234,56", or "1234.56" (a dot and one or two decimals, as a
 * spreadsheet exports a number), into centavos. Null for anything else, a negative or zero value included.
 */
export function sheetAmount(text: string): number | null {
  const t = text.replace(/R\$|\s|\u00a0/g, '');
  const dotDecimal = /^(\d+)\.(\d{1,2})$/.exec(t);
  const centavos = dotDecimal ? Number(dotDecimal[1]) * 100 + Number((dotDecimal[2] ?? '').padEnd(2, '0')) : parseBRL(t);
  return centavos !== null && Number.isSafeInteger(centavos) && centavos > 0 && centavos <= MAX_AMOUNT ? centavos : null;
}

/** The type a "Tipo" cell names: receita ("a receber", "entrada", "crédito") or despesa ("a pagar", "saída", "débito"). */
export function financeTypeOf(text: string): TransactionType | null {
  const key = searchKey(text);
  if (/\b(receita|receber|entrada|credito|recebimento)\b/.test(key)) return 'receita';
  if (/\b(despesa|pagar|saida|debito|custo|gasto)\b/.test(key)) return 'despesa';
  return null;
}

/**
 * The kind an imported lançamento takes: a receita is contractual fees (EAOAB, Lei 8.906/94, art. 22); a despesa
 * is a case's costs when it names a client or lawsuit, else the office's own. Edit the lançamento where that differs.
 */
export function importedKind(type: TransactionType, linked: boolean): TransactionKind {
  if (type === 'receita') return 'honorarios-fixos';
  return linked ? 'custas' : 'despesa-escritorio';
}

/** One row as the person's columns give it, with its line in the file. */
export interface FinanceRowValues {
  line: number;
  type: TransactionType;
  description: string;
  amount: number;
  dueDate: CalendarDate;
  client: string;
  /** CPF or CNPJ digits, or empty. */
  document: string;
  /** The CNJ number formatted, or empty. */
  cnj: string;
  category: string;
  /** Created already paid (baixado) on this day with this value; null: open. */
  paid: { date: CalendarDate; amount: number } | null;
}

/**
 * Reads every data row by the mapping: the type, description, value (centavos), due date, a CPF/CNPJ's check
 * digits, a CNJ number's (CNJ Res. 65/2008), and a paid date (not in the future) with its value (at most the
 * lançamento's). The same lançamento twice in the file is checked by the server, with the client resolved.
 */
export function readFinanceRows(
  rows: readonly (readonly string[])[],
  mapping: FinanceImportMapping,
  firstLine: number,
  today: CalendarDate,
): { valid: FinanceRowValues[]; problems: ImportProblem[] } {
  const valid: FinanceRowValues[] = [];
  const problems: ImportProblem[] = [];
  const cell = (row: readonly string[], field: FinanceImportField) => {
    const index = mapping[field];
    return index === null ? '' : (row[index] ?? '').trim();
  };
  rows.forEach((row, i) => {
    const line = firstLine + i;
    if (row.every((c) => !c.trim())) return;
    const cnjText = cell(row, 'cnj');
    const refuse = (reason: string) => problems.push({ line, cnj: cnjText, reason });
    const type = financeTypeOf(cell(row, 'type'));
    if (!type) return refuse('tipo não reconhecido: use "receita" (a receber) ou "despesa" (a pagar)');
    const description = cell(row, 'description').slice(0, 200);
    if (description.length < 2) return refuse('sem descrição');
    const amountText = cell(row, 'amount');
    const amount = sheetAmount(amountText);
    if (!amountText) return refuse('sem valor');
    if (amount === null) return refuse(`valor inválido ("${amountText.slice(0, 20)}"): use R$ 1.234,56 ou 1234.56, maior que zero`);
    const dueText = cell(row, 'dueDate');
    const dueDate = sheetDate(dueText);
    if (!dueText) return refuse('sem vencimento');
    if (!dueDate) return refuse(`vencimento inválido ("${dueText.slice(0, 20)}"): use DD/MM/AAAA`);
    const document = stripDocument(cell(row, 'document'));
    if (document && !isValidCpf(document) && !isValidCnpj(document)) return refuse('CPF/CNPJ do cliente inválido');
    let cnj = '';
    if (cnjText) {
      if (!parseCnj(cnjText)) return refuse('número CNJ incompleto: são 20 dígitos (NNNNNNN-DD.AAAA.J.TR.OOOO)');
      if (!isValidCnj(cnjText)) return refuse('número CNJ inválido: os dígitos verificadores não conferem');
      cnj = normalizeCnj(cnjText) ?? cnjText;
    }
    const paidText = cell(row, 'paidDate');
    const paidAmountText = cell(row, 'paidAmount');
    let paid: FinanceRowValues['paid'] = null;
    if (paidText) {
      const date = sheetDate(paidText);
      if (!date) return refuse(`data do pagamento inválida ("${paidText.slice(0, 20)}"): use DD/MM/AAAA`);
      if (date > today) return refuse(`data do pagamento no futuro (${formatDate(date)})`);
      const paidAmount = paidAmountText ? sheetAmount(paidAmountText) : amount;
      if (paidAmount === null) return refuse(`valor pago inválido ("${paidAmountText.slice(0, 20)}"): use R$ 1.234,56 ou 1234.56`);
      if (paidAmount > amount) return refuse('valor pago maior que o valor do lançamento');
      paid = { date, amount: paidAmount };
    } else if (paidAmountText) return refuse('valor pago sem a data do pagamento');
    valid.push({ line, type, description, amount, dueDate, client: cell(row, 'client').slice(0, 200), document, cnj, category: cell(row, 'category'), paid });
  });
  return { valid, problems };
}

/** The key by which two lançamentos are the same: client, description, value and due date (accents and case aside). */
export const financeDuplicateKey = (t: { clientId: string | null; description: string; amount: number; dueDate: string }) =>
  `${t.clientId ?? '-'}|${searchKey(t.description)}|${t.amount}|${t.dueDate}`;

/**
 * Rows per chunk: one store transaction of lançamentos (and their baixas), each with its audit entry, plus the
 * months' rollups, well under Firestore's 500 writes. A chunk holds only open rows or only paid ones: the owner
 * audits a write that moves money as its payments, any other as its lançamentos.
 */
export const FINANCE_IMPORT_CHUNK_ROWS = 25;

/** Methods a baixa of an import may name (a compensação is done on the lançamento's page). */
export const IMPORT_PAYMENT_METHODS = PAYMENT_METHODS.filter((m) => m !== 'compensacao') as [
  Exclude<(typeof PAYMENT_METHODS)[number], 'compensacao'>,
  ...Exclude<(typeof PAYMENT_METHODS)[number], 'compensacao'>[],
];

const cellText = z.string().max(500, 'Uma célula passa de 500 caracteres');
const financeMappingSchema = z
  .object(
    Object.fromEntries(FINANCE_IMPORT_FIELD_KEYS.map((f) => [f, z.number().int().min(0).max(199).nullable()])) as Record<
      FinanceImportField,
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .strict()
  .superRefine((m, ctx) => {
    for (const [field, word] of [
      ['type', 'do tipo'],
      ['description', 'da descrição'],
      ['amount', 'do valor'],
      ['dueDate', 'do vencimento'],
    ] as const) {
      if (m[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: `Escolha a coluna ${word}` });
    }
    const used = Object.values(m).filter((v) => v !== null);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', path: ['type'], message: 'Cada coluna vai para um campo só' });
  });

const categoryChoice = (what: string) => z.string(`Escolha a categoria padrão de ${what}`).refine(isCategoryName, `Escolha a categoria padrão de ${what}`);

export const financeImportInput = z
  .object({
    source: z.enum(['colar', 'csv', 'xlsx']),
    fileName: lineText(200).nullable(),
    table: z
      .array(z.array(cellText).max(200, 'No máximo 200 colunas'))
      .min(1, 'O arquivo está vazio')
      .max(MAX_IMPORT_TABLE_ROWS + 1, `No máximo ${MAX_IMPORT_TABLE_ROWS.toLocaleString('pt-BR')} linhas por importação`),
    hasHeader: z.boolean(),
    /** Null: a mapping guessed from the header. */
    mapping: financeMappingSchema.nullable(),
    /** The categories of the rows whose "Categoria" is empty or names no account of the plan. */
    defaultCategories: z.object({ receita: categoryChoice('receitas'), despesa: categoryChoice('despesas') }).strict(),
    /** The account the paid rows' baixas move, and how they were paid; needed only when a row is paid. */
    accountId: recordId.nullable(),
    method: z.enum(IMPORT_PAYMENT_METHODS, 'Escolha a forma de pagamento'),
  })
  .strict();
export type FinanceImportInput = z.input<typeof financeImportInput>;

/** A row ready to write: its client and lawsuit found, its category and kind. */
export interface FinanceRowPlan extends FinanceRowValues {
  kind: TransactionKind;
  clientId: string | null;
  /** The client's name, as a Financeiro reader reads it. */
  clientName: string | null;
  lawsuitId: string | null;
  /** "Grupo › Conta" of the plan. */
  categoryName: string;
  /** The "Categoria" cell named no account of the plan: the default was taken. */
  categoryDefaulted: boolean;
}

/** One planned row in a chunk, and what became of it. */
export type FinanceChunkRow = FinanceRowPlan & {
  transactionId: string;
  /** A paid row's baixa: its id, the account chosen in the preview and how it was paid. */
  payment: { id: string; accountId: string; method: (typeof IMPORT_PAYMENT_METHODS)[number] } | null;
  outcome: 'pendente' | 'importado' | 'ignorado';
  reason: string | null;
};

export interface FinanceImportPreview {
  header: string[] | null;
  columns: number;
  mapping: FinanceImportMapping;
  total: number;
  valid: number;
  receivables: number;
  payables: number;
  paid: number;
  /** Sums of the rows to import, in centavos. */
  receivableAmount: number;
  payableAmount: number;
  sample: FinanceRowPlan[];
  problems: ImportProblem[];
  problemCount: number;
}

/** Ids derived from the job and the row: a step run twice writes the same documents. */
export const importTransactionId = (importId: string, line: number) => `trn-${importId}-${line}`;
export const importPaymentId = (importId: string, line: number) => `pag-${importId}-${line}`;
