/**
 * The home page's "Intimações a tratar" (UntreatedIntimations): a helper of dashboard-summary, not an operation of
 * its own (a folder of its own keeps it out of the callable files, see callable-files.mjs). The summary calls it
 * only for people who read Processos.
 */
import {
  captureAlertForReader,
  COLLECTIONS,
  djenCaptureAlert,
  type CaptureAlert,
  type IntimationRecord,
  type Listed,
  type UntreatedIntimations,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { callerReads } from '../../../platform/link-access';
import { forEachPage, inGroups, toListed } from '../../../platform/pages';
import type { Filter, OrderBy } from '../../../store/port';
import { hiddenIntimations, visibleIntimationPage } from '../../intimations/shared';

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
 * intimações are asked for 30 lawsuits at a time. Those of a lawsuit under segredo de justiça that is not the
 * caller's are neither counted nor listed, as in the inbox. While the DJEN capture is failing or stale, `capture`
 * says since when the count is known (the home page's banner and card say the same).
 */
export async function intimationsCard(ctx: CallableContext, mine: boolean): Promise<UntreatedIntimations> {
  const [card, settings] = await Promise.all([untreatedIntimations(ctx, mine), ctx.stores.documents.get(COLLECTIONS.integrations, 'djen')]);
  // With the capture failing or stale, "none to treat" is only known up to its last good read: the card says so.
  // Party and free-text targets name clients: counted, not named, to who does not read Clientes.
  const alert: CaptureAlert | null = djenCaptureAlert(settings?.data ?? null);
  return { ...card, capture: alert && captureAlertForReader(alert, callerReads(ctx, 'clients')) };
}

async function untreatedIntimations(ctx: CallableContext, mine: boolean): Promise<UntreatedIntimations> {
  const store = ctx.stores.documents;
  if (!mine) {
    const page = await visibleIntimationPage(store, { where: [UNTREATED], orderBy: OLDEST_FIRST, limit: OLDEST_SHOWN }, await hiddenIntimations(ctx));
    return { untreated: page.total, oldest: page.items };
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
  // A forwarded one of the caller's own lawsuits is already in its lawsuit's count; one of a lawsuit under segredo
  // that is not theirs (forwarded before it went under segredo) is not theirs to see.
  const elsewhere = [...new Set(forwarded.flatMap((i) => (i.lawsuitId && !lawsuitIds.has(i.lawsuitId) ? [i.lawsuitId] : [])))];
  const others = await store.getMany(COLLECTIONS.lawsuits, elsewhere);
  const unseen = new Set(elsewhere.filter((_, i) => others[i] && !callerSeesLawsuit(ctx, others[i].data)));
  const forwardedElsewhere = forwarded.filter((i) => !i.lawsuitId || (!lawsuitIds.has(i.lawsuitId) && !unseen.has(i.lawsuitId)));
  const untreated = perChunk.reduce((sum, c) => sum + c.count, forwardedElsewhere.length);
  const oldest = [...perChunk.flatMap((c) => c.oldest), ...forwardedElsewhere].sort(byAge).slice(0, OLDEST_SHOWN);
  return { untreated, oldest };
}
