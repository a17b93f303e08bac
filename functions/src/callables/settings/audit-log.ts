import {
  auditActionLabel,
  auditAttemptLabel,
  COLLECTIONS,
  normalizeScopes,
  officeDayBounds,
  type AuditPage,
  type AuditRecord,
  type CallParsed,
  type Listed,
  type Scopes,
  type Viewer,
} from '@office/domain';
import { listPath } from '@office/domain/addresses';
import type { Filter } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { viewerOf } from '../../platform/lawsuit-visibility';
import { recordNames } from './audit/record-names';

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
 * sections the caller may read (audit-records.ts). A deleted record answers null ("registro excluído"); a record of
 * a section the caller does not hold is left out, so the log never shows a client's name to someone without
 * Clientes. A lawsuit under segredo de justiça is named HIDDEN_LAWSUIT_LABEL to whoever may not see it (the log is
 * for administrators, who see every lawsuit; the rule holds should it ever be opened to others).
 */
async function namesOf(reader: TypedReader, entries: Listed<AuditRecord>[], scopes: Scopes, caller: Viewer) {
  const changes = entries.filter((e) => e.kind !== 'denied');
  const staffRecordIds = changes.filter((e) => e.entity === COLLECTIONS.staff).map((e) => e.recordId);
  const people = unique([...entries.map((e) => e.actor), ...staffRecordIds]);
  const staff = await reader.getMany(COLLECTIONS.staff, people);
  const names: Record<string, string> = {};
  staff.forEach((s, i) => s && (names[people[i] ?? ''] = s.data.name));
  // The portal's own entries (a client's access, download, upload, message) are by a client account, not staff.
  const others = people.filter((uid) => !names[uid]);
  const clients = await reader.getMany(COLLECTIONS.portalAccounts, others);
  clients.forEach((a, i) => a && (names[others[i] ?? ''] = `${a.data.name} (cliente)`));
  const records = await recordNames(reader, changes, scopes, { caller, people: names });
  // A declined registration never had a record: it is not "excluído", it was refused.
  for (const e of changes)
    if (e.action === 'staff.declineRegistration' && records[e.recordId] === null)
      records[e.recordId] = { label: 'Cadastro recusado', href: listPath('settings') };
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
