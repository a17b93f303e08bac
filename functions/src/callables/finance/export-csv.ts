import {
  COLLECTIONS,
  formatDate,
  officeDate,
  PAYMENT_METHOD_LABELS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUS_LABELS,
  toCsv,
  transactionStatus,
  type TransactionRecord,
} from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { ListPage } from '../../store/port';
import { baseFilters } from './shared';

const EXPORT_LIMIT = 5000;

const TRANSACTION_CSV_COLUMNS = [
  'vencimento',
  'competência',
  'tipo',
  'natureza',
  'descrição',
  'cliente',
  'processo',
  'categoria',
  'centro de custo',
  'valor',
  'pago',
  'em aberto',
  'situação',
  'forma de pagamento',
  'nota fiscal',
] as const;

/** "1234,56": a figure spreadsheets in pt-BR read as a number. Amounts are never negative here (the type says which way). */
const amount = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');

/** Financeiro: the list's filters as CSV (";", UTF-8 with BOM, formulas neutralised), in due-date order. */
export default implement('finance-exportCsv', async (ctx, input) => {
  const today = officeDate();
  const where = [...baseFilters(input, today), ...(input.type ? [{ field: 'type', op: '==' as const, value: input.type }] : [])];
  const rows: string[][] = [[...TRANSACTION_CSV_COLUMNS]];
  let after: string | null = null;
  do {
    const page: ListPage<TransactionRecord> = await ctx.stores.documents.list(COLLECTIONS.transactions, {
      where,
      orderBy: [{ field: 'dueDate' }],
      limit: 500,
      after,
    });
    for (const { data: t } of page.docs)
      rows.push([
        formatDate(t.dueDate),
        `${t.competence.slice(5, 7)}/${t.competence.slice(0, 4)}`,
        t.type,
        TRANSACTION_KINDS[t.kind].label,
        t.description,
        t.clientName ?? '',
        t.lawsuitLabel ?? '',
        t.category,
        t.costCenter ?? '',
        amount(t.amount),
        amount(t.paidAmount),
        amount(t.openAmount),
        TRANSACTION_STATUS_LABELS[transactionStatus(t, today)],
        t.method ? PAYMENT_METHOD_LABELS[t.method] : '',
        t.invoice.issued ? t.invoice.number || 'emitida' : '',
      ]);
    after = page.nextCursor;
    if (rows.length > EXPORT_LIMIT + 1)
      throw appError('invalid-input', { fields: { _: `A exportação passa de ${EXPORT_LIMIT} lançamentos. Use filtros para dividi-la.` } });
  } while (after);
  return { csv: toCsv(rows), rows: rows.length - 1 };
});
