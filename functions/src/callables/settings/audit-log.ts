import {
  auditActionLabel,
  auditAttemptLabel,
  can,
  COLLECTIONS,
  normalizeScopes,
  officeDayBounds,
  type AuditPage,
  type AuditRecord,
  type AuditRecordRef,
  type CallParsed,
  type Listed,
} from '@office/domain';
import type { Filter } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** The store filters of the list's choices: each is one equality (or the period's range) on an indexed field. */
function filtersOf(input: CallParsed<'settings-auditLog'>): Filter[] {
  const where: Filter[] = [];
  if (input.actor) where.push({ field: 'actor', op: '==', value: input.actor });
  if (input.section) where.push({ field: 'section', op: '==', value: input.section });
  if (input.recordId) where.push({ field: 'recordId', op: '==', value: input.recordId });
  if (input.kind) where.push({ field: 'kind', op: '==', value: input.kind });
  if (input.from) where.push({ field: 'at', op: '>=', value: officeDayBounds(input.from).start });
  if (input.to) where.push({ field: 'at', op: '<', value: officeDayBounds(input.to).end });
  return where;
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The names behind a page of entries: each actor's, and each record's current name with its page, for the
 * sections the caller may read. A deleted record answers null ("registro excluído"); a record of a section the
 * caller does not hold is left out, so the log never shows a client's name to someone without Clientes.
 */
async function namesOf(reader: TypedReader, entries: Listed<AuditRecord>[], scopes: ReturnType<typeof normalizeScopes>) {
  const records: Record<string, AuditRecordRef | null> = {};
  const changes = entries.filter((e) => e.kind !== 'denied');
  const idsOf = (section: AuditRecord['section'], keep: (e: AuditRecord) => boolean = () => true) =>
    unique(changes.filter((e) => e.section === section && e.recordId && keep(e)).map((e) => e.recordId));

  const clientIds = can(scopes, 'clients', 'read') ? idsOf('clients') : [];
  const lawsuitIds = can(scopes, 'lawsuits', 'read') ? idsOf('lawsuits') : [];
  const eventIds = can(scopes, 'agenda', 'read') ? idsOf('agenda') : [];
  const staffRecordIds = idsOf('staff', (e) => e.entity === COLLECTIONS.staff);
  const removalIds = idsOf('public').concat(idsOf('settings', (e) => e.entity === COLLECTIONS.removalRequests));
  const people = unique([...entries.map((e) => e.actor), ...staffRecordIds]);

  const [clients, lawsuits, events, staff, removals] = await Promise.all([
    reader.getMany(COLLECTIONS.clients, clientIds),
    reader.getMany(COLLECTIONS.lawsuits, lawsuitIds),
    reader.getMany(COLLECTIONS.events, eventIds),
    reader.getMany(COLLECTIONS.staff, people),
    reader.getMany(COLLECTIONS.removalRequests, removalIds),
  ]);
  clients.forEach((c, i) => (records[clientIds[i] ?? ''] = c ? { label: c.data.name, href: `/clients/${c.id}` } : null));
  lawsuits.forEach(
    (l, i) => (records[lawsuitIds[i] ?? ''] = l ? { label: l.data.cnj || l.data.internalRef || l.data.subject, href: `/lawsuits/${l.id}` } : null),
  );
  events.forEach((e, i) => (records[eventIds[i] ?? ''] = e ? { label: e.data.title, href: `/events/${e.id}` } : null));
  removals.forEach((r, i) => (records[removalIds[i] ?? ''] = r ? { label: `Pedido ${r.data.protocol}`, href: '/settings' } : null));
  const names: Record<string, string> = {};
  staff.forEach((s, i) => {
    const uid = people[i] ?? '';
    if (s) names[uid] = s.data.name;
    if (!staffRecordIds.includes(uid)) return;
    // A declined registration never had a record: it is not "excluído", it was refused.
    const declined = changes.some((e) => e.recordId === uid && e.action === 'staff.declineRegistration');
    records[uid] = s ? { label: s.data.name, href: '/settings' } : declined ? { label: 'Cadastro recusado', href: '/settings' } : null;
  });
  for (const e of changes) if (e.entity === COLLECTIONS.office) records[e.recordId] = { label: 'Dados do escritório', href: '/about' };
  return { people: names, records };
}

/** The log's words for these entries' actions and, for refusals, what was attempted. */
function wordsOf(entries: readonly AuditRecord[]): AuditPage['words'] {
  const actions = Object.fromEntries(entries.map((e) => [e.action, auditActionLabel(e.action)]));
  const attempts = Object.fromEntries(entries.filter((e) => e.kind === 'denied').map((e) => [e.entityId, auditAttemptLabel(e.entityId)]));
  return { actions, attempts };
}

/** Configurações → Auditoria (administrators): the audit log newest first, filtered, a page at a time, with names to read it by. */
export default implement('settings-auditLog', async (ctx, input): Promise<AuditPage> => {
  const page = await readPage(ctx.stores.documents, COLLECTIONS.audit, {
    where: filtersOf(input),
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  });
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  // Entries written before entries named their record and kind (local data from earlier versions) read as changes to their document.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- entries from earlier versions lack both fields
  const items = page.items.map((e) => ({ ...e, recordId: e.recordId ?? e.entityId, kind: e.kind ?? 'change' }));
  return { ...page, items, ...(await namesOf(ctx.stores.documents, items, scopes)), words: wordsOf(items) };
});
