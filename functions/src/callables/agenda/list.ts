import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

/** Agenda: events in time order, optionally within a period. */
export default implement('agenda-list', async (ctx, input) => {
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.from) where.push({ field: 'startsAt', op: '>=', value: input.from });
  if (input.to) where.push({ field: 'startsAt', op: '<', value: input.to });
  return readPage(ctx.stores.documents, COLLECTIONS.events, { where, orderBy: [{ field: 'startsAt' }], limit: input.limit, after: input.after });
});
