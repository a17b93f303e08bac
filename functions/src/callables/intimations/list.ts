import { captureAlertForReader, COLLECTIONS, djenCaptureAlert, isOabKey, type IntimationPage } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { callerReads } from '../../platform/link-access';
import type { Filter } from '../../store/port';
import { countVisible, hiddenIntimations, visibleIntimationPage } from './shared';
import { worklistRows, worklistTerms } from './worklist/rows';

/**
 * Processos → Intimações, the worklist: the DJEN communications of the monitored terms, newest first, filtered,
 * each row with its client, our side, excerpt and proposal. Those of a lawsuit under segredo de justiça that is
 * not the caller's are left out of the page and the counts. Reads: the page, one getMany of its lawsuits, counts.
 */
export default implement('intimations-list', async (ctx, input): Promise<IntimationPage> => {
  const store = ctx.stores.documents;
  const hidden = await hiddenIntimations(ctx);
  const where: Filter[] = [];
  // An inscription's key is in `oabKeys` on every record (also those stored before terms); a name's or text's in `termKeys`.
  if (input.oab) where.push({ field: isOabKey(input.oab) ? 'oabKeys' : 'termKeys', op: 'array-contains', value: input.oab });
  if (input.owner) where.push({ field: 'owners', op: 'array-contains', value: input.owner });
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  if (input.kind) where.push({ field: 'kind', op: '==', value: input.kind });
  if (input.read) where.push({ field: 'read', op: '==', value: input.read === 'lidas' });
  if (input.matched) where.push({ field: 'matched', op: '==', value: input.matched === 'com-processo' });
  if (input.proposedKind) where.push({ field: 'proposedKind', op: '==', value: input.proposedKind });
  if (typeof input.likelyPrazo === 'boolean') where.push({ field: 'likelyPrazo', op: '==', value: input.likelyPrazo });
  if (input.triage === 'encaminhadas-a-mim') where.push({ field: 'assignee', op: '==', value: ctx.uid });
  else if (input.triage) where.push({ field: 'treated', op: '==', value: input.triage === 'tratadas' });
  const [page, unread, untreated, settings] = await Promise.all([
    visibleIntimationPage(
      store,
      {
        where,
        orderBy: [
          { field: 'availableOn', direction: 'desc' },
          { field: 'djenId', direction: 'desc' },
        ],
        limit: input.limit,
        after: input.after,
      },
      hidden,
    ),
    countVisible(store, [{ field: 'read', op: '==', value: false }], hidden),
    countVisible(store, [{ field: 'treated', op: '==', value: false }], hidden),
    store.get(COLLECTIONS.integrations, 'djen'),
  ]);
  // Party and free-text terms name clients: neither listed nor named to who does not read Clientes.
  const readsClients = callerReads(ctx, 'clients');
  const capture = djenCaptureAlert(settings?.data ?? null);
  return {
    items: await worklistRows(ctx, store, page.items),
    nextCursor: page.nextCursor,
    total: page.total,
    unread,
    untreated,
    tribunals: settings?.data.facets.tribunals ?? [],
    kinds: settings?.data.facets.kinds ?? [],
    oabs: settings?.data.oabs ?? [],
    terms: worklistTerms(settings?.data ?? null, readsClients),
    lastRun: settings?.data.lastRun ?? null,
    capture: capture && captureAlertForReader(capture, readsClients),
  };
});
