import { COLLECTIONS, MAX_BATCH } from '@office/domain';
import { implement } from '../../platform/define-callable';
import type { Filter } from '../../store/port';
import { entriesAsSeen } from './shared';

/** Financeiro → Horas: the oldest entries waiting for approval, of one person or client when asked. */
export default implement('timesheet-pending', async (ctx, input) => {
  const where: Filter[] = [{ field: 'status', op: '==', value: 'pendente' }];
  if (input.personId) where.push({ field: 'personId', op: '==', value: input.personId });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  const page = await ctx.stores.documents.list(COLLECTIONS.timeEntries, { where, orderBy: [{ field: 'date' }], limit: MAX_BATCH });
  return entriesAsSeen(ctx, ctx.stores.documents, page.docs);
});
