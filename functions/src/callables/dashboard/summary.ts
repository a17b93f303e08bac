import {
  audienceFilterOf,
  visibleLawsuitCounts,
  type StatusCounts,
  byUrgency,
  can,
  COLLECTIONS,
  captureAlertForReader,
  datajudCaptureAlert,
  djenCaptureAlert,
  type CaptureAlert,
  type CollectionName,
  type RecordOf,
  LAWSUIT_STATUSES,
  normalizeScopes,
  type DashboardSummary,
  type EventRecord,
  LAWSUIT_COUNTS_ID,
  MY_WORK_ON_DASHBOARD,
  type LawsuitStatus,
  type Listed,
  type Viewer,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { lawsuitLabelsAsSeen, viewerOf, withoutHiddenClients } from '../../platform/lawsuit-visibility';
import { intimationsCard } from './cards/intimations-card';
import { unreadCount as notificationsUnread } from '../notifications/shared';
import { myWorkItems } from '../tasks/shared';
import { officeDate, officeDayRange } from '../../platform/office-time';
import { toListed } from '../../platform/pages';
import type { Filter, OrderBy, StoredDoc } from '../../store/port';

const OPEN_PRAZOS = [
  { field: 'kind', op: '==' as const, value: 'prazo' },
  { field: 'status', op: '==' as const, value: 'aberto' },
];
/** Prazos the home page lists; the card says how many more are open. */
const NEXT_PRAZOS = 8;
/**
 * Office-wide, the nearest fatal dates read to rank by urgency: a prazo whose internal date passed is missed only
 * behind 25 nearer ones (an internal date is set days before its fatal one, and the nearest 25 fatal dates of an
 * office with dozens of prazos a week reach past those days).
 */
const OFFICE_CANDIDATES = 25;
/** In one person's view, the nearest fatal dates read: a passed internal date is missed only behind 15 nearer ones. */
const MINE_CANDIDATES = 15;
/** Overdue prazos the card lists. */
const OVERDUE_SHOWN = 5;

/** A prazo still ahead: its fatal day has not ended (startsAt is the day's start), as the office view counts it. */
const aheadOf = (now: Date): Filter => ({ field: 'startsAt', op: '>=', value: officeDayRange(now).start });
/** A prazo still open after its fatal day ended (see isPastDeadline). */
const endedBy = (now: Date): Filter => ({ field: 'endsAt', op: '<=', value: now.toISOString() });

type Store = CallableContext['stores']['documents'];
type Prazos = Pick<DashboardSummary, 'prazos' | 'overdueDeadlines'>;

/** Everyone's open prazos: the nearest by fatal and by internal date, ranked by urgency; overdue ones counted. */
async function officePrazos(store: Store, now: Date): Promise<Prazos> {
  const ahead = [...OPEN_PRAZOS, aheadOf(now)];
  const [byFatal, byInternal, open, overdue] = await Promise.all([
    store.list(COLLECTIONS.events, { where: ahead, orderBy: [{ field: 'startsAt' }], limit: OFFICE_CANDIDATES, firstOnly: true }),
    store.list(COLLECTIONS.events, {
      where: [...OPEN_PRAZOS, { field: 'prazo.internalDate', op: '>=', value: officeDate(now) }],
      orderBy: [{ field: 'prazo.internalDate' }],
      limit: NEXT_PRAZOS,
      firstOnly: true,
    }),
    store.count(COLLECTIONS.events, ahead),
    // Prazos still open after their fatal day ended, most recent first (see isPastDeadline).
    countAndFirst(store, COLLECTIONS.events, [...OPEN_PRAZOS, endedBy(now)], [{ field: 'endsAt', direction: 'desc' }]),
  ]);
  const candidates = new Map([...byFatal.docs, ...byInternal.docs].map((d) => [d.id, toListed(d)]));
  return { prazos: { next: byUrgency([...candidates.values()], officeDate(now)).slice(0, NEXT_PRAZOS), open }, overdueDeadlines: overdue };
}

/** The nearest open prazos of one set (by fatal date, by internal date) and the latest overdue ones: bounded pages. */
async function nearestOf(store: Store, where: Filter[], now: Date): Promise<{ ahead: StoredDoc<EventRecord>[]; ended: StoredDoc<EventRecord>[] }> {
  const [byFatal, byInternal, ended] = await Promise.all([
    store.list(COLLECTIONS.events, { where: [...where, aheadOf(now)], orderBy: [{ field: 'startsAt' }], limit: MINE_CANDIDATES, firstOnly: true }),
    store.list(COLLECTIONS.events, {
      where: [...where, { field: 'prazo.internalDate', op: '>=', value: officeDate(now) }],
      orderBy: [{ field: 'prazo.internalDate' }],
      limit: NEXT_PRAZOS,
      firstOnly: true,
    }),
    store.list(COLLECTIONS.events, {
      where: [...where, endedBy(now)],
      orderBy: [{ field: 'endsAt', direction: 'desc' }],
      limit: OVERDUE_SHOWN,
      firstOnly: true,
    }),
  ]);
  return { ahead: [...byFatal.docs, ...byInternal.docs], ended: ended.docs };
}

/** How many open prazos of a set are still ahead and how many are overdue (aggregations: no document read). */
function countsOf(store: Store, where: Filter[], now: Date): Promise<[number, number]> {
  return Promise.all([store.count(COLLECTIONS.events, [...where, aheadOf(now)]), store.count(COLLECTIONS.events, [...where, endedBy(now)])]);
}

/**
 * One person's open prazos: those they take part in and those of the lawsuits they are responsible for, as each
 * entry's `concerns` says (one set, so each prazo counts once). Counts are aggregations; the lists are the nearest
 * few by index: the documents read do not grow with the office's agenda nor with the person's lawsuits.
 */
async function myPrazos(store: Store, uid: string, now: Date): Promise<Prazos> {
  const mine = [...OPEN_PRAZOS, { field: 'concerns', op: 'array-contains' as const, value: uid }];
  const [[open, overdue], nearest] = await Promise.all([countsOf(store, mine, now), nearestOf(store, mine, now)]);
  const ahead = new Map(nearest.ahead.map((d) => [d.id, toListed(d)]));
  return {
    prazos: { next: byUrgency([...ahead.values()], officeDate(now)).slice(0, NEXT_PRAZOS), open },
    overdueDeadlines: { count: overdue, latest: nearest.ended.map((d) => toListed(d)) },
  };
}

/**
 * The lawsuits per status, and active without an open prazo, that the caller may see (segredo de justiça): from
 * the counts document (one read), or, on a document from before segredo, counted with the audience filter
 * lawsuits-list uses.
 */
async function lawsuitCountsFor(
  store: Store,
  viewer: Viewer,
  readsAgenda: boolean,
): Promise<Omit<StatusCounts, 'withoutOpenPrazo'> & { withoutOpenPrazo: number | null }> {
  const stored = (await store.get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID))?.data;
  const seen = stored ? visibleLawsuitCounts(stored, viewer) : null;
  if (seen) return { ...seen, withoutOpenPrazo: readsAgenda ? seen.withoutOpenPrazo : null };
  const audience = audienceFilterOf(viewer);
  const filter: Filter[] = audience ? [{ field: 'audience', op: 'array-contains-any', value: audience }] : [];
  const [counts, without] = await Promise.all([
    Promise.all(LAWSUIT_STATUSES.map((status) => store.count(COLLECTIONS.lawsuits, [{ field: 'status', op: '==', value: status }, ...filter]))),
    readsAgenda ? store.count(COLLECTIONS.lawsuitPrazos, [{ field: 'withoutOpenPrazo', op: '==', value: true }, ...filter]) : null,
  ]);
  return { byStatus: Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number>, withoutOpenPrazo: without };
}

/** How many documents match `where` (an aggregation), and the first five of them in `orderBy` order. */
async function countAndFirst<C extends CollectionName>(
  store: Store,
  collection: C,
  where: Filter[],
  orderBy: OrderBy[],
): Promise<{ count: number; latest: Listed<RecordOf<C>>[] }> {
  const [count, page] = await Promise.all([store.count(collection, where), store.list(collection, { where, orderBy, limit: 5, firstOnly: true })]);
  return { count, latest: page.docs.map((d) => toListed(d)) };
}

/**
 * The home page in one call: each card only for the sections the caller can read; counts are aggregations.
 * "Meus" (the default) narrows the agenda and the prazos to the caller's; "Escritório" shows everyone's.
 */
export default implement('dashboard-summary', async (ctx, input) => {
  const store = ctx.stores.documents;
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  const mine = input.scope === 'meus';
  const now = new Date();
  const today = officeDayRange(now);
  const out: DashboardSummary = { scope: input.scope, messages: { unread: 0, latest: [] }, notifications: { unread: 0 } };
  const jobs: Promise<void>[] = [];

  if (can(scopes, 'agenda', 'read')) {
    jobs.push(
      store
        .list(COLLECTIONS.events, {
          where: [
            ...(mine ? [{ field: 'people', op: 'array-contains' as const, value: ctx.uid }] : []),
            { field: 'startsAt', op: '>=', value: today.start },
            { field: 'startsAt', op: '<', value: today.end },
          ],
          orderBy: [{ field: 'startsAt' }],
          limit: 8,
          firstOnly: true,
        })
        .then((p) => void (out.agendaToday = p.docs.map((d) => toListed(d)))),
      (mine ? myPrazos(store, ctx.uid, now) : officePrazos(store, now)).then((prazos) => void Object.assign(out, prazos)),
      countAndFirst(store, COLLECTIONS.prazoReviews, [], [{ field: 'fatalDate' }]).then((reviews) => void (out.prazoReviews = reviews)),
    );
    // "Meu trabalho" (tasks-myWork's rule: who reads the Agenda) rides along in "Meus": the card makes no call of its own.
    if (mine) jobs.push(myWorkItems(ctx, MY_WORK_ON_DASHBOARD).then((items) => void (out.myWork = items)));
  }
  const capture = captureAlerts(store, scopes);
  if (capture) jobs.push(capture.then((alerts) => void (out.capture = alerts)));
  if (can(scopes, 'lawsuits', 'read')) {
    // Administrators see to the whole office's intimações; everyone else to theirs, unless they ask for the office.
    const mineIntimations = mine && !ctx.staff?.data.admin;
    jobs.push(intimationsCard(ctx, mineIntimations).then((card) => void (out.untreatedIntimations = { ...card, mine: mineIntimations })));
    jobs.push(lawsuitCountsFor(store, viewerOf(ctx), can(scopes, 'agenda', 'read')).then((counts) => void (out.lawsuits = counts)));
  }
  if (can(scopes, 'finance', 'read')) {
    // Open receitas, partly paid ones included: what is still to come in.
    const pendingReceipts = [
      { field: 'type', op: '==' as const, value: 'receita' },
      { field: 'settlement', op: 'in' as const, value: ['aberto', 'parcial'] },
    ];
    const where = [...pendingReceipts, { field: 'dueDate', op: '<=' as const, value: officeDate(now, 30) }];
    jobs.push(
      Promise.all([
        store.count(COLLECTIONS.transactions, where),
        store.count(COLLECTIONS.transactions, [...pendingReceipts, { field: 'dueDate', op: '<', value: officeDate(now) }]),
        store.sum(COLLECTIONS.transactions, 'openAmount', where),
        store.list(COLLECTIONS.transactions, { where, orderBy: [{ field: 'dueDate' }], limit: 5, firstOnly: true }),
        // This month's cash, from its rollup: one document.
        store.get(COLLECTIONS.financeMonths, officeDate(now).slice(0, 7)),
      ]).then(async ([count, overdue, totalCentavos, page, month]) => {
        const cash = month?.data.cash ?? { receita: 0, despesa: 0 };
        // A lançamento's label of a lawsuit under segredo that is not the caller's reads HIDDEN_LAWSUIT_LABEL.
        const asSeen = await lawsuitLabelsAsSeen(
          ctx,
          store,
          page.docs.map((d) => d.data),
        );
        const next = page.docs.map((d) => asSeen(toListed(d)));
        out.receivables = { count, overdue, totalCentavos, next, thisMonth: { received: cash.receita, paid: cash.despesa } };
      }),
    );
  }
  const own = { field: 'ownerId', op: '==' as const, value: ctx.uid };
  jobs.push(
    Promise.all([
      store.count(COLLECTIONS.mailboxes, [own, { field: 'unread', op: '==', value: true }]),
      store.list(COLLECTIONS.mailboxes, {
        where: [own, { field: 'received', op: '==', value: true }, { field: 'archived', op: '==', value: false }],
        orderBy: [{ field: 'lastAt', direction: 'desc' }],
        limit: 3,
        firstOnly: true,
      }),
    ]).then(([unread, page]) => {
      out.messages = { unread, latest: page.docs.map((d) => toListed(d)) };
    }),
    // The bell's badge (notifications-unreadCount's count): the frame takes it from here on the home page.
    notificationsUnread(ctx).then((unread) => void (out.notifications = { unread })),
  );
  await Promise.all(jobs);
  return entriesAsSeen(ctx, out);
});

/** The summary's agenda entries without the client of a lawsuit the caller may not see (one read for them all). */
async function entriesAsSeen(ctx: CallableContext, out: DashboardSummary): Promise<DashboardSummary> {
  const lists = [out.agendaToday ?? [], out.prazos?.next ?? [], out.overdueDeadlines?.latest ?? []];
  const seen = await withoutHiddenClients(ctx, ctx.stores.documents, lists.flat());
  const byId = new Map(seen.map((e) => [e.id, e]));
  const asSeen = (entries: Listed<EventRecord>[]) => entries.map((e) => byId.get(e.id) ?? e);
  return {
    ...out,
    ...(out.agendaToday ? { agendaToday: asSeen(out.agendaToday) } : {}),
    ...(out.prazos ? { prazos: { ...out.prazos, next: asSeen(out.prazos.next) } } : {}),
    ...(out.overdueDeadlines ? { overdueDeadlines: { ...out.overdueDeadlines, latest: asSeen(out.overdueDeadlines.latest) } } : {}),
  };
}

/** The court sources that cannot be trusted right now: the DJEN to who reads Processos, DataJud to who reads Integrações. */
function captureAlerts(store: Store, scopes: ReturnType<typeof normalizeScopes>): Promise<CaptureAlert[]> | null {
  const lawsuits = can(scopes, 'lawsuits', 'read');
  const integrations = can(scopes, 'integrations', 'read');
  const clients = can(scopes, 'clients', 'read');
  if (!lawsuits && !integrations) return null;
  return Promise.all([
    lawsuits ? store.get(COLLECTIONS.integrations, 'djen') : null,
    integrations ? store.get(COLLECTIONS.integrations, 'datajud') : null,
  ]).then(([djen, datajud]) =>
    [lawsuits ? djenCaptureAlert(djen?.data ?? null) : null, integrations ? datajudCaptureAlert(datajud?.data ?? null) : null].flatMap((a) =>
      // Party and free-text targets name clients: counted, not named, to who does not read Clientes.
      a ? [captureAlertForReader(a, clients)] : [],
    ),
  );
}
