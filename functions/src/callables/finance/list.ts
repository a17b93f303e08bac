import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

/** Financeiro: transactions, latest due date first; optionally one client's or one status. */
export default implement('finance-list', async (ctx, input) => {
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  return readPage(ctx.stores.documents, COLLECTIONS.transactions, {
    where,
    orderBy: [{ field: 'dueDate', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  });
});
