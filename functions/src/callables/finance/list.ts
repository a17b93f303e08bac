import { COLLECTIONS, officeDate, totalsFromMonths, type FinanceTotals, type TransactionType } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readMonths } from '../../entities/finance/finance-rollup';
import { readPage, toListed } from '../../platform/pages';
import type { Filter } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';
import { baseFilters, RECORD_FILTERS, type TransactionQuery as Query } from './shared';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';

/**
 * The header's sums for the same filter, each one aggregation over the matching lançamentos: what is open
 * (openAmount is 0 once paid or cancelled), what was paid, and what is open past its due date.
 */
async function totals(store: TypedDocumentStore, q: Query, where: Filter[], today: string): Promise<FinanceTotals> {
  const sums = (type: TransactionType) => {
    if (q.type && q.type !== type) return Promise.resolve([0, 0, 0]);
    const ofType: Filter[] = [...where, { field: 'type', op: '==', value: type }];
    // Past due: before today and within the period, if the filter already bounds the due date from above.
    const overdueEnd = q.to && q.to < today ? { op: '<=' as const, value: q.to } : { op: '<' as const, value: today };
    const overdue: Filter[] = [...ofType.filter((f) => !(f.field === 'dueDate' && (f.op === '<' || f.op === '<='))), { field: 'dueDate', ...overdueEnd }];
    return Promise.all([
      store.sum(COLLECTIONS.transactions, 'openAmount', ofType),
      store.sum(COLLECTIONS.transactions, 'paidAmount', ofType),
      store.sum(COLLECTIONS.transactions, 'openAmount', overdue),
    ]);
  };
  const [[toReceive = 0, received = 0, overdueReceivable = 0], [toPay = 0, paid = 0, overduePayable = 0]] = await Promise.all([
    sums('receita'),
    sums('despesa'),
  ]);
  return { toReceive, received, toPay, paid, overdueReceivable, overduePayable };
}

/**
 * Financeiro: lançamentos by due date (earliest first) for the filters, with the count and totals of the same
 * filters. For a period, a type and a status these come from the monthly rollups (one document per month);
 * narrower filters (a client, a category…) sum the matching lançamentos in the store.
 */
export default implement('finance-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const today = officeDate();
  const where = baseFilters(input, today);
  const listed = input.type ? [...where, { field: 'type', op: '==' as const, value: input.type }] : where;
  const query = { where: listed, orderBy: [{ field: 'dueDate' }], limit: input.limit, after: input.after };
  if (RECORD_FILTERS.some((f) => input[f])) {
    const [page, sums] = await Promise.all([readPage(store, COLLECTIONS.transactions, query), totals(store, input, where, today)]);
    const asSeen = await lawsuitLabelsAsSeen(ctx, store, page.items);
    return { ...page, items: page.items.map(asSeen), totals: sums };
  }
  const [page, months] = await Promise.all([
    store.list(COLLECTIONS.transactions, { ...query, after: query.after ?? null }),
    readMonths(store, input.from?.slice(0, 7) ?? null, input.to?.slice(0, 7) ?? null),
  ]);
  const { count, totals: sums } = totalsFromMonths(months, input, today);
  const asSeen = await lawsuitLabelsAsSeen(
    ctx,
    store,
    page.docs.map((d) => d.data),
  );
  return { items: page.docs.map((d) => asSeen(toListed(d))), nextCursor: page.nextCursor, total: count, totals: sums };
});
