import {
  dashboardInput,
  hasScope,
  normalizeScopes,
  SYSTEM_COLLECTIONS,
  type DashboardSummary,
  type EventRecord,
  type LawsuitStatus,
  type MessageRecord,
  type TransactionRecord,
} from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { officeDate, officeDayRange } from '../../platform/office-time';
import { toListed } from '../../platform/pages';

const LAWSUIT_STATUSES: LawsuitStatus[] = ['ativo', 'suspenso', 'arquivado', 'encerrado'];

/** The home page in one call: each card only for the sections the caller can read; counts are aggregations. */
export const summary = defineCallable({ policy: 'staff', input: dashboardInput }, async (ctx): Promise<DashboardSummary> => {
  const store = ctx.stores.documents;
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  const now = new Date();
  const today = officeDayRange(now);
  const out: DashboardSummary = { messages: { unread: 0, latest: [] } };
  const jobs: Promise<void>[] = [];

  if (hasScope(scopes, 'Agenda', 'read')) {
    jobs.push(
      store
        .list('events', { where: [{ field: 'startsAt', op: '>=', value: today.start }, { field: 'startsAt', op: '<', value: today.end }], orderBy: [{ field: 'startsAt' }], limit: 8 })
        .then((p) => void (out.agendaToday = p.docs.map((d) => toListed<EventRecord>(d)))),
      store
        .list('events', { where: [{ field: 'kind', op: '==', value: 'prazo' }, { field: 'startsAt', op: '>=', value: now.toISOString() }], orderBy: [{ field: 'startsAt' }], limit: 6 })
        .then((p) => void (out.deadlines = p.docs.map((d) => toListed<EventRecord>(d)))),
    );
  }
  if (hasScope(scopes, 'Processos', 'read')) {
    jobs.push(
      Promise.all(LAWSUIT_STATUSES.map((status) => store.count('lawsuits', [{ field: 'status', op: '==', value: status }]))).then((counts) => {
        out.lawsuits = { byStatus: Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number> };
      }),
    );
  }
  if (hasScope(scopes, 'Financeiro', 'read')) {
    const where = [
      { field: 'kind', op: '==' as const, value: 'receita' },
      { field: 'status', op: '==' as const, value: 'pendente' },
      { field: 'dueDate', op: '<=' as const, value: officeDate(now, 30) },
    ];
    jobs.push(
      Promise.all([store.count('transactions', where), store.sum('transactions', 'amount', where), store.list('transactions', { where, orderBy: [{ field: 'dueDate' }], limit: 5 })]).then(
        ([count, totalCentavos, page]) => {
          out.receivables = { count, totalCentavos, next: page.docs.map((d) => toListed<TransactionRecord>(d)) };
        },
      ),
    );
  }
  const inbox = [{ field: 'toId', op: '==' as const, value: ctx.uid }];
  jobs.push(
    Promise.all([
      store.count(SYSTEM_COLLECTIONS.messages, [...inbox, { field: 'read', op: '==', value: false }]),
      store.list(SYSTEM_COLLECTIONS.messages, { where: inbox, orderBy: [{ field: 'sentAt', direction: 'desc' }], limit: 3 }),
    ]).then(([unread, page]) => {
      out.messages = { unread, latest: page.docs.map((d) => toListed<MessageRecord>(d)) };
    }),
  );
  await Promise.all(jobs);
  return out;
});
