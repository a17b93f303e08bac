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
import { callerReads } from '../../../platform/link-access';
import { forEachPage, toListed } from '../../../platform/pages';
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
 * The intimações not treated yet (a tratar, or forwarded and waiting) and the oldest few. `mine`: those the caller
 * is responsible for (`owners`: of their lawsuits or found by their terms, as the worklist's "Responsável" filter)
 * and those forwarded to them, each counted once; otherwise the whole office's. Counts are aggregations and the
 * lists the oldest few by index: what is read does not grow with the caller's lawsuits. Those of a lawsuit under
 * segredo de justiça that is not the caller's are neither counted nor listed, as in the inbox. While the DJEN
 * capture is failing or stale, `capture` says since when the count is known (the home page's banner and card say
 * the same).
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
  const hidden = await hiddenIntimations(ctx);
  if (!mine) {
    const page = await visibleIntimationPage(store, { where: [UNTREATED], orderBy: OLDEST_FIRST, limit: OLDEST_SHOWN }, hidden);
    return { untreated: page.total, oldest: page.items };
  }
  const forwarded: Listed<IntimationRecord>[] = [];
  const [owned] = await Promise.all([
    visibleIntimationPage(
      store,
      { where: [UNTREATED, { field: 'owners', op: 'array-contains', value: ctx.uid }], orderBy: OLDEST_FIRST, limit: OLDEST_SHOWN },
      hidden,
    ),
    // `assignee` is set only while an intimação waits for its colleague: these are untreated by definition.
    forEachPage(store, COLLECTIONS.intimations, { where: [{ field: 'assignee', op: '==', value: ctx.uid }] }, (docs) =>
      forwarded.push(...docs.map((d) => toListed(d))),
    ),
  ]);
  // A forwarded one the caller is responsible for is already counted; one of a lawsuit under segredo that is not
  // theirs (forwarded before it went under segredo) is not theirs to see.
  const hiddenIds = new Set(hidden.map((d) => d.id));
  const forwardedElsewhere = forwarded.filter((i) => !(i.owners ?? []).includes(ctx.uid) && !hiddenIds.has(i.id));
  const oldest = [...owned.items, ...forwardedElsewhere].sort(byAge).slice(0, OLDEST_SHOWN);
  return { untreated: owned.total + forwardedElsewhere.length, oldest };
}
