import { COLLECTIONS, overlaps, type EventOverlap, type EventRecord, type Listed } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { withoutHiddenClient } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';

/** Longest an audiência is looked back for: one that started the day before may still be running. */
const OVERLAP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Other open audiências of the entry's people at overlapping times. Only said to the person (two lawyers of the
 * office may cover for each other), so it is read after the commit, outside the transaction.
 */
export async function findOverlaps(ctx: CallableContext, id: string, e: EventRecord): Promise<EventOverlap[]> {
  if (e.kind !== 'audiencia' || e.status !== 'aberto') return [];
  const from = new Date(Date.parse(e.startsAt) - OVERLAP_LOOKBACK_MS).toISOString();
  const found: EventOverlap[] = [];
  for (const personId of e.people) {
    const page = await ctx.stores.documents.list(COLLECTIONS.events, {
      where: [
        { field: 'people', op: 'array-contains', value: personId },
        { field: 'startsAt', op: '>=', value: from },
        { field: 'startsAt', op: '<', value: e.endsAt },
      ],
      orderBy: [{ field: 'startsAt' }],
      limit: 50,
    });
    for (const other of page.docs) {
      if (other.id === id || other.data.kind !== 'audiencia' || other.data.status !== 'aberto' || !overlaps(other.data, e)) continue;
      found.push({ id: other.id, title: other.data.title, startsAt: other.data.startsAt, endsAt: other.data.endsAt, personId });
    }
  }
  return found;
}

/** The entry as stored after the write, with the overlaps to point out. */
export async function savedEvent(ctx: CallableContext, id: string): Promise<{ event: Listed<EventRecord>; overlaps: EventOverlap[] }> {
  const stored = await ctx.stores.documents.get(COLLECTIONS.events, id);
  // Gone already: deleted by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  const [event, overlaps] = await Promise.all([withoutHiddenClient(ctx, ctx.stores.documents, toListed(stored)), findOverlaps(ctx, id, stored.data)]);
  return { event, overlaps };
}
