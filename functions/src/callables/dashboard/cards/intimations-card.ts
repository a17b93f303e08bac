/**
 * The home page's "Intimações a tratar" (UntreatedIntimations): a helper of dashboard-summary, not an operation of
 * its own (a folder of its own keeps it out of the callable files, see callable-files.mjs). The summary calls it
 * only for people who read Processos.
 */
import { COLLECTIONS, type IntimationRecord, type Listed, type UntreatedIntimations } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { forEachPage, inGroups, toListed } from '../../../platform/pages';
import type { Filter, OrderBy } from '../../../store/port';

/** How many oldest intimações the card lists. */
export const OLDEST_SHOWN = 5;

const UNTREATED: Filter = { field: 'treated', op: '==', value: false };
/** Oldest availability first; the DJEN id settles a day. */
const OLDEST_FIRST: OrderBy[] = [
  { field: 'availableOn', direction: 'asc' },
  { field: 'djenId', direction: 'asc' },
];

const byAge = (a: Listed<IntimationRecord>, b: Listed<IntimationRecord>) => a.availableOn.localeCompare(b.availableOn) || a.djenId - b.djenId;

/**
 * The intimações not treated yet (a tratar, or forwarded and waiting) and the oldest few. `mine`: those forwarded
 * to the caller, and those of the lawsuits the caller is responsible for (read now, so a change of responsible
 * lawyers counts at once), each counted once; otherwise the whole office's. Counts are aggregations; the lawsuits'
 * intimações are asked for 30 lawsuits at a time.
 */
export async function intimationsCard(ctx: CallableContext, mine: boolean): Promise<UntreatedIntimations> {
  const store = ctx.stores.documents;
  if (!mine) {
    const [untreated, page] = await Promise.all([
      store.count(COLLECTIONS.intimations, [UNTREATED]),
      store.list(COLLECTIONS.intimations, { where: [UNTREATED], orderBy: OLDEST_FIRST, limit: OLDEST_SHOWN }),
    ]);
    return { untreated, oldest: page.docs.map((d) => toListed(d)) };
  }

  const lawsuitIds = new Set<string>();
  const forwarded: Listed<IntimationRecord>[] = [];
  await Promise.all([
    forEachPage(store, COLLECTIONS.lawsuits, { where: [{ field: 'responsibleLawyerIds', op: 'array-contains', value: ctx.uid }] }, (docs) =>
      docs.forEach((d) => lawsuitIds.add(d.id)),
    ),
    // `assignee` is set only while an intimação waits for its colleague: these are untreated by definition.
    forEachPage(store, COLLECTIONS.intimations, { where: [{ field: 'assignee', op: '==', value: ctx.uid }] }, (docs) =>
      forwarded.push(...docs.map((d) => toListed(d))),
    ),
  ]);
  const perChunk = await Promise.all(
    inGroups([...lawsuitIds]).map(async (chunk) => {
      const where: Filter[] = [UNTREATED, { field: 'lawsuitId', op: 'in', value: chunk }];
      const [count, page] = await Promise.all([
        store.count(COLLECTIONS.intimations, where),
        store.list(COLLECTIONS.intimations, { where, orderBy: OLDEST_FIRST, limit: OLDEST_SHOWN }),
      ]);
      return { count, oldest: page.docs.map((d) => toListed(d)) };
    }),
  );
  // A forwarded one of the caller's own lawsuits is already in its lawsuit's count.
  const forwardedElsewhere = forwarded.filter((i) => !i.lawsuitId || !lawsuitIds.has(i.lawsuitId));
  const untreated = perChunk.reduce((sum, c) => sum + c.count, forwardedElsewhere.length);
  const oldest = [...perChunk.flatMap((c) => c.oldest), ...forwardedElsewhere].sort(byAge).slice(0, OLDEST_SHOWN);
  return { untreated, oldest };
}
