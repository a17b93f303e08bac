import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

/** Agenda: entries in start order, within a period when given, for one person, lawsuit or client, of a kind and status. */
export default implement('agenda-list', async (ctx, input) => {
  const where: Filter[] = [];
  if (input.personId) where.push({ field: 'people', op: 'array-contains', value: input.personId });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.kind) where.push({ field: 'kind', op: '==', value: input.kind });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  if (input.from) where.push({ field: 'startsAt', op: '>=', value: input.from });
  if (input.to) where.push({ field: 'startsAt', op: '<', value: input.to });
  return readPage(ctx.stores.documents, COLLECTIONS.events, { where, orderBy: [{ field: 'startsAt' }], limit: input.limit, after: input.after });
});
