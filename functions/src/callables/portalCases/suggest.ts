import { COLLECTIONS, draftPortalUpdate, DRAFT_MOVEMENTS, officeDate, type DraftEvent } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { publishedUpdates } from './shared';

/**
 * Processos: a first draft of an update, for the lawyer to edit: the andamentos since the last published update
 * (the ones the office hid stay out) and the open prazos and hearings from today on. Nothing is stored.
 */
export default implement('portalCases-suggest', async (ctx, input) => {
  const store = ctx.stores.documents;
  await readVisibleLawsuit(ctx, store, input.lawsuitId);
  const today = officeDate();
  const openOfKind = (kind: 'prazo' | 'audiencia') =>
    store.list(COLLECTIONS.events, {
      where: [
        { field: 'lawsuitId', op: '==', value: input.lawsuitId },
        { field: 'kind', op: '==', value: kind },
        { field: 'status', op: '==', value: 'aberto' },
        { field: 'date', op: '>=', value: today },
      ],
      orderBy: [{ field: 'date' }],
      limit: 10,
    });
  const [movements, prazos, hearings, [last]] = await Promise.all([
    store.list(COLLECTIONS.movements, {
      where: [
        { field: 'lawsuitId', op: '==', value: input.lawsuitId },
        { field: 'hidden', op: '==', value: false },
      ],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: DRAFT_MOVEMENTS,
    }),
    openOfKind('prazo'),
    openOfKind('audiencia'),
    publishedUpdates(store, input.lawsuitId, 1),
  ]);
  const since = last?.data.publishedAt ?? '';
  const events = [...prazos.docs, ...hearings.docs].map((e): DraftEvent => ({
    kind: e.data.kind,
    status: e.data.status,
    startsAt: e.data.startsAt,
    allDay: e.data.allDay,
    fatalDate: e.data.kind === 'prazo' ? (e.data.prazo?.fatalDate ?? e.data.date) : null,
  }));
  return draftPortalUpdate(
    movements.docs.filter((m) => m.data.at > since).map((m) => ({ at: m.data.at, description: m.data.description })),
    events,
    new Date().toISOString(),
  );
});
