import {
  COLLECTIONS,
  csvDecimal,
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
import { forEachPage } from '../../platform/pages';
import { baseFilters } from './shared';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';

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

/** Financeiro: the list's filters as CSV (";", UTF-8 with BOM, formulas neutralised), in due-date order. */
export default implement('finance-exportCsv', async (ctx, input) => {
  const today = officeDate();
  const where = [...baseFilters(input, today), ...(input.type ? [{ field: 'type', op: '==' as const, value: input.type }] : [])];
  const rows: string[][] = [[...TRANSACTION_CSV_COLUMNS]];
  // Pages are read first (forEachPage visits synchronously), then each page's lawsuit labels as the caller may see them.
  const pages: TransactionRecord[][] = [];
  let count = 0;
  await forEachPage(ctx.stores.documents, COLLECTIONS.transactions, { where, orderBy: [{ field: 'dueDate' }] }, (docs) => {
    pages.push(docs.map((d) => d.data));
    count += docs.length;
    if (count > EXPORT_LIMIT)
      throw appError('invalid-input', { fields: { _: `A exportação passa de ${EXPORT_LIMIT} lançamentos. Use filtros para dividi-la.` } });
  });
  for (const page of pages) {
    const asSeen = await lawsuitLabelsAsSeen(ctx, ctx.stores.documents, page);
    for (const t of page.map(asSeen))
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
        // Never negative (the type says which way), so no figure is taken for a formula.
        csvDecimal(t.amount),
        csvDecimal(t.paidAmount),
        csvDecimal(t.openAmount),
        TRANSACTION_STATUS_LABELS[transactionStatus(t, today)],
        t.method ? PAYMENT_METHOD_LABELS[t.method] : '',
        t.invoice.issued ? t.invoice.number || 'emitida' : '',
      ]);
  }
  return { csv: toCsv(rows), rows: rows.length - 1 };
});
