import { COLLECTIONS } from '@office/domain';
import { hiddenLawsuitsOfClient, withheldCounter } from '../../entities/clients/client-lists';
import { implement } from '../../platform/define-callable';
import { hiddenLawsuitIds, withoutHiddenClients } from '../../platform/lawsuit-visibility';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

/**
 * Agenda: entries in start order, within a period when given, for one person, lawsuit or client, of a kind and
 * status. Segredo de justiça: the entries of a lawsuit the caller may not see are listed (they may be on them)
 * without its client, and never by that lawsuit or by that client, so neither filter tells whose lawsuit it is.
 */
export default implement('agenda-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  if (input.lawsuitId && (await hiddenLawsuitIds(ctx, store, [input.lawsuitId])).has(input.lawsuitId)) return { items: [], nextCursor: null, total: 0 };
  const where: Filter[] = [];
  if (input.personId) where.push({ field: 'people', op: 'array-contains', value: input.personId });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: input.lawsuitId });
  if (input.kind) where.push({ field: 'kind', op: '==', value: input.kind });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  if (input.from) where.push({ field: 'startsAt', op: '>=', value: input.from });
  if (input.to) where.push({ field: 'startsAt', op: '<', value: input.to });
  const page = await readPage(store, COLLECTIONS.events, { where, orderBy: [{ field: 'startsAt' }], limit: input.limit, after: input.after });
  const hidden = input.clientId ? await hiddenLawsuitsOfClient(ctx, store, input.clientId) : new Set<string>();
  if (hidden.size === 0) return { ...page, items: await withoutHiddenClients(ctx, store, page.items) };
  return {
    items: page.items.filter((e) => !e.lawsuitId || !hidden.has(e.lawsuitId)),
    nextCursor: page.nextCursor,
    total: page.total - (await withheldCounter(store, COLLECTIONS.events, hidden))(where),
  };
});
