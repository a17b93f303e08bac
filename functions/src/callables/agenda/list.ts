import { pageInput, z, type EventRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

const agendaListInput = pageInput.extend({
  /** ISO instants bounding `startsAt` (from inclusive, to exclusive). */
  from: z.iso.datetime().nullish(),
  to: z.iso.datetime().nullish(),
  clientId: z.string().max(128).nullish(),
  lawsuitId: z.string().max(128).nullish(),
});

/** Agenda: events in time order, optionally within a period. */
export const list = defineCallable({ policy: { section: 'agenda', access: 'read' }, input: agendaListInput }, async (ctx, input) => {
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.from) where.push({ field: 'startsAt', op: '>=', value: input.from });
  if (input.to) where.push({ field: 'startsAt', op: '<', value: input.to });
  return readPage<EventRecord>(ctx.stores.documents, 'events', { where, orderBy: [{ field: 'startsAt' }], limit: input.limit, after: input.after });
});
