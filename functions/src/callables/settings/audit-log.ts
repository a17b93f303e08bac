import {
  auditActionLabel,
  auditAttemptLabel,
  can,
  COLLECTIONS,
  mailboxId,
  normalizeScopes,
  officeDayBounds,
  type AuditPage,
  type AuditRecord,
  type AuditRecordRef,
  type CallParsed,
  type Listed,
  type Viewer,
} from '@office/domain';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import type { Filter } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { labelFor, viewerOf } from '../../platform/lawsuit-visibility';

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
 * caller does not hold is left out, so the log never shows a client's name to someone without Clientes. A
 * lawsuit under segredo de justiça is named HIDDEN_LAWSUIT_LABEL to whoever may not see it (the log is for
 * administrators, who see every lawsuit; the rule holds should it ever be opened to others).
 */
async function namesOf(reader: TypedReader, entries: Listed<AuditRecord>[], scopes: ReturnType<typeof normalizeScopes>, caller: Viewer) {
  const records: Record<string, AuditRecordRef | null> = {};
  const changes = entries.filter((e) => e.kind !== 'denied');
  const idsOf = (section: AuditRecord['section'], keep: (e: AuditRecord) => boolean = () => true) =>
    unique(changes.filter((e) => e.section === section && e.recordId && keep(e)).map((e) => e.recordId));

  const clientIds = can(scopes, 'clients', 'read') ? idsOf('clients') : [];
  const lawsuitIds = can(scopes, 'lawsuits', 'read') ? idsOf('lawsuits') : [];
  // A calendar feed's entry names its owner (the feed's id), not an agenda entry.
  const eventIds = can(scopes, 'agenda', 'read') ? idsOf('agenda', (e) => e.entity !== COLLECTIONS.calendarFeeds) : [];
  // A payment's entry belongs to its lançamento; a transfer's leg and an account's own entries to the account.
  const financeIds = can(scopes, 'finance', 'read') ? idsOf('finance') : [];
  const articleIds = can(scopes, 'articles', 'read') ? idsOf('articles') : [];
  // A conversation is named only to those in it: the caller's own mailbox entry holds its subject.
  const threadIds = idsOf('messages');
  const staffRecordIds = idsOf('staff', (e) => e.entity === COLLECTIONS.staff);
  const removalIds = idsOf('public').concat(idsOf('settings', (e) => e.entity === COLLECTIONS.removalRequests));
  const people = unique([...entries.map((e) => e.actor), ...staffRecordIds]);

  const [clients, lawsuits, events, staff, removals, transactions, accounts, articles, mailboxes] = await Promise.all([
    reader.getMany(COLLECTIONS.clients, clientIds),
    reader.getMany(COLLECTIONS.lawsuits, lawsuitIds),
    reader.getMany(COLLECTIONS.events, eventIds),
    reader.getMany(COLLECTIONS.staff, people),
    reader.getMany(COLLECTIONS.removalRequests, removalIds),
    reader.getMany(COLLECTIONS.transactions, financeIds),
    reader.getMany(COLLECTIONS.bankAccounts, financeIds),
    reader.getMany(COLLECTIONS.articles, articleIds),
    reader.getMany(
      COLLECTIONS.mailboxes,
      threadIds.map((t) => mailboxId(caller.uid, t)),
    ),
  ]);
  clients.forEach((c, i) => (records[clientIds[i] ?? ''] = c ? { label: c.data.name, href: recordPath('clients', c.id) } : null));
  lawsuits.forEach((l, i) => (records[lawsuitIds[i] ?? ''] = l ? { label: labelFor(caller, l.data), href: recordPath('lawsuits', l.id) } : null));
  events.forEach((e, i) => (records[eventIds[i] ?? ''] = e ? { label: e.data.title, href: recordPath('agenda', e.id) } : null));
  removals.forEach((r, i) => (records[removalIds[i] ?? ''] = r ? { label: `Pedido ${r.data.protocol}`, href: listPath('settings') } : null));
  financeIds.forEach((id, i) => {
    const [t, a] = [transactions[i], accounts[i]];
    records[id] = t ? { label: t.data.description, href: recordPath('finance', id) } : a ? { label: a.data.name, href: pagePath('accounts') } : null;
  });
  articles.forEach((a, i) => (records[articleIds[i] ?? ''] = a ? { label: a.data.title, href: recordPath('articles', a.id) } : null));
  // Not in the conversation: it exists, but its subject is not the caller's to read.
  mailboxes.forEach(
    (m, i) =>
      (records[threadIds[i] ?? ''] = m
        ? { label: m.data.subject, href: recordPath('messages', threadIds[i] ?? '') }
        : { label: 'Conversa de outras pessoas', href: listPath('messages') }),
  );
  const names: Record<string, string> = {};
  staff.forEach((s, i) => {
    const uid = people[i] ?? '';
    if (s) names[uid] = s.data.name;
    if (!staffRecordIds.includes(uid)) return;
    // A declined registration never had a record: it is not "excluído", it was refused.
    const declined = changes.some((e) => e.recordId === uid && e.action === 'staff.declineRegistration');
    records[uid] = s ? { label: s.data.name, href: listPath('settings') } : declined ? { label: 'Cadastro recusado', href: listPath('settings') } : null;
  });
  for (const e of changes) {
    if (e.entity === COLLECTIONS.office) records[e.recordId] = { label: 'Dados do escritório', href: listPath('about') };
    // Each person has one calendar address, kept or revoked on the Agenda page.
    if (e.entity === COLLECTIONS.calendarFeeds)
      records[e.recordId] = { label: `Endereço da agenda de ${names[e.recordId] ?? 'uma pessoa da equipe'}`, href: listPath('agenda') };
  }
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
  return { ...page, items, ...(await namesOf(ctx.stores.documents, items, scopes, viewerOf(ctx))), words: wordsOf(items) };
});
