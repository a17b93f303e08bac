import {
  can,
  COLLECTIONS,
  type CollectionName,
  type RecordOf,
  LAWSUIT_STATUSES,
  normalizeScopes,
  type DashboardSummary,
  type EventRecord,
  type LawsuitStatus,
  type Listed,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { officeDate, officeDayRange } from '../../platform/office-time';
import { toListed } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';

const OPEN_PRAZOS = [
  { field: 'kind', op: '==' as const, value: 'prazo' },
  { field: 'status', op: '==' as const, value: 'aberto' },
];

/** The next few open prazos by one of their dates (`field`, from `from` on), soonest first. */
async function nextPrazos(store: CallableContext['stores']['documents'], field: string, from: string): Promise<Listed<EventRecord>[]> {
  const page = await store.list(COLLECTIONS.events, { where: [...OPEN_PRAZOS, { field, op: '>=', value: from }], orderBy: [{ field }], limit: 6 });
  return page.docs.map((d) => toListed(d));
}

/** How many documents match `where` (an aggregation), and the first five of them in `orderBy` order. */
async function countAndFirst<C extends CollectionName>(
  store: CallableContext['stores']['documents'],
  collection: C,
  where: Filter[],
  orderBy: OrderBy[],
): Promise<{ count: number; latest: Listed<RecordOf<C>>[] }> {
  const [count, page] = await Promise.all([store.count(collection, where), store.list(collection, { where, orderBy, limit: 5 })]);
  return { count, latest: page.docs.map((d) => toListed(d)) };
}

/** The home page in one call: each card only for the sections the caller can read; counts are aggregations. */
export default implement('dashboard-summary', async (ctx) => {
  const store = ctx.stores.documents;
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  const now = new Date();
  const today = officeDayRange(now);
  const out: DashboardSummary = { messages: { unread: 0, latest: [] } };
  const jobs: Promise<void>[] = [];

  if (can(scopes, 'agenda', 'read')) {
    jobs.push(
      store
        .list(COLLECTIONS.events, {
          where: [
            { field: 'startsAt', op: '>=', value: today.start },
            { field: 'startsAt', op: '<', value: today.end },
          ],
          orderBy: [{ field: 'startsAt' }],
          limit: 8,
        })
        .then((p) => void (out.agendaToday = p.docs.map((d) => toListed(d)))),
      // A prazo is an all-day entry: today's is still ahead until the day ends.
      nextPrazos(store, 'startsAt', today.start).then((list) => void (out.deadlines = list)),
      nextPrazos(store, 'prazo.internalDate', officeDate(now)).then((list) => void (out.internalDeadlines = list)),
      // Prazos still open after their fatal day ended, most recent first (see isPastDeadline).
      countAndFirst(
        store,
        COLLECTIONS.events,
        [...OPEN_PRAZOS, { field: 'endsAt', op: '<=', value: now.toISOString() }],
        [{ field: 'endsAt', direction: 'desc' }],
      ).then((overdue) => void (out.overdueDeadlines = overdue)),
      countAndFirst(store, COLLECTIONS.prazoReviews, [], [{ field: 'fatalDate' }]).then((reviews) => void (out.prazoReviews = reviews)),
    );
  }
  if (can(scopes, 'lawsuits', 'read')) {
    const withoutOpenPrazo = can(scopes, 'agenda', 'read')
      ? store.count(COLLECTIONS.lawsuitPrazos, [{ field: 'withoutOpenPrazo', op: '==', value: true }])
      : Promise.resolve(null);
    jobs.push(
      Promise.all([
        Promise.all(LAWSUIT_STATUSES.map((status) => store.count(COLLECTIONS.lawsuits, [{ field: 'status', op: '==', value: status }]))),
        withoutOpenPrazo,
      ]).then(([counts, without]) => {
        out.lawsuits = {
          byStatus: Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number>,
          withoutOpenPrazo: without,
        };
      }),
    );
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
        store.list(COLLECTIONS.transactions, { where, orderBy: [{ field: 'dueDate' }], limit: 5 }),
        // This month's cash, from its rollup: one document.
        store.get(COLLECTIONS.financeMonths, officeDate(now).slice(0, 7)),
      ]).then(([count, overdue, totalCentavos, page, month]) => {
        const cash = month?.data.cash ?? { receita: 0, despesa: 0 };
        out.receivables = { count, overdue, totalCentavos, next: page.docs.map((d) => toListed(d)), thisMonth: { received: cash.receita, paid: cash.despesa } };
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
      }),
    ]).then(([unread, page]) => {
      out.messages = { unread, latest: page.docs.map((d) => toListed(d)) };
    }),
  );
  await Promise.all(jobs);
  return out;
});
