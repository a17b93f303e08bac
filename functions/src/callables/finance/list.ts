import { pageInput, z, type TransactionRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

const input = pageInput.extend({
  clientId: z.string().max(128).nullish(),
  lawsuitId: z.string().max(128).nullish(),
  status: z.enum(['pendente', 'pago', 'cancelado']).nullish(),
});

/** Financeiro: transactions, latest due date first; optionally one client's or one status. */
export const list = defineCallable({ policy: { section: 'finance', access: 'read' }, input }, async (ctx, input) => {
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  return readPage<TransactionRecord>(ctx.stores.documents, 'transactions', { where, orderBy: [{ field: 'dueDate', direction: 'desc' }], limit: input.limit, after: input.after });
});
