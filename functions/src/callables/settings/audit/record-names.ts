/**
 * The audit log's names for the records its entries belong to: one namer for every collection an entry's record
 * may be (AUDIT_RECORD_LOOKUP in the domain), so a new kind of record cannot reach the log unnamed. A record of a
 * section the caller does not read is left out (the page shows its id); one that is gone answers null.
 */
import {
  auditRecordCandidates,
  can,
  CATEGORY_PLAN_ID,
  ECONOMIC_INDEXES_ID,
  FAQ_ORDER_ID,
  formatDate,
  INTEGRATION_IDS,
  INTEGRATION_INFO,
  mailboxId,
  PRACTICE_AREAS_ID,
  SECOND_FACTOR_POLICY_ID,
  SECTIONS,
  type AuditRecord,
  type AuditRecordRef,
  type CollectionName,
  type IntegrationId,
  type RecordOf,
  type Scopes,
  type Viewer,
} from '@office/domain';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import type { TypedReader } from '../../../store/typed';
import { labelFor } from '../../../platform/lawsuit-visibility';

/** What a namer knows besides the record: who asks, and the names of the people on the page. */
interface Names {
  caller: Viewer;
  people: Record<string, string>;
}

type Namer<C extends CollectionName> = (id: string, data: RecordOf<C>, names: Names) => AuditRecordRef;

const SETTINGS_RECORDS: Record<string, AuditRecordRef> = {
  [CATEGORY_PLAN_ID]: { label: 'Plano de contas', href: pagePath('categories') },
  [ECONOMIC_INDEXES_ID]: { label: 'Índices econômicos', href: pagePath('economicIndexes') },
  [PRACTICE_AREAS_ID]: { label: 'Áreas de atuação', href: listPath('about') },
  [FAQ_ORDER_ID]: { label: 'Ordem das perguntas frequentes', href: listPath('faq') },
  [SECOND_FACTOR_POLICY_ID]: { label: 'Exigência da verificação em duas etapas', href: listPath('settings') },
};

const isIntegrationId = (id: string): id is IntegrationId => (INTEGRATION_IDS as readonly string[]).includes(id);

const person = (uid: string, names: Names) => names.people[uid] ?? 'uma pessoa da equipe';

const NAMERS: { [C in CollectionName]?: Namer<C> } = {
  office: () => ({ label: 'Dados do escritório', href: listPath('about') }),
  team: (_, m) => ({ label: m.name, href: listPath('about') }),
  clients: (id, c) => ({ label: c.name, href: recordPath('clients', id) }),
  lawsuits: (id, l, { caller }) => ({ label: labelFor(caller, l), href: recordPath('lawsuits', id) }),
  events: (id, e) => ({ label: e.title, href: recordPath('agenda', id) }),
  articles: (id, a) => ({ label: a.title, href: recordPath('articles', id) }),
  faq: (_, f) => ({ label: f.question, href: listPath('faq') }),
  transactions: (id, t) => ({ label: t.description, href: recordPath('finance', id) }),
  bankAccounts: (_, a) => ({ label: a.name, href: pagePath('accounts') }),
  feeAgreements: (id, a) => ({ label: a.title, href: recordPath('feeAgreements', id) }),
  charges: (id, c) => ({ label: `Cobrança de ${c.clientName}`, href: recordPath('charges', id) }),
  settings: (id) => SETTINGS_RECORDS[id] ?? { label: 'Configuração do escritório', href: listPath('settings') },
  removalRequests: (_, r) => ({ label: `Pedido ${r.protocol}`, href: listPath('settings') }),
  integrations: (id) => ({ label: isIntegrationId(id) ? INTEGRATION_INFO[id].name : id, href: listPath('integrations') }),
  integrationRuns: (_, r) => ({ label: `${INTEGRATION_INFO[r.integration].name}: execução de ${formatDate(r.startedAt)}`, href: listPath('integrations') }),
  // Whose data a client's export holds stays on Exportações (the log's readers may not read Clientes).
  exports: (_, e) => ({
    label: `${e.scope === 'escritorio' ? 'Exportação do escritório' : 'Exportação de dados de cliente (LGPD)'} de ${formatDate(e.requestedAt)}`,
    href: pagePath('exports'),
  }),
  // Not named after the person: the log's readers may not read Clientes, and the account names a client.
  portalAccounts: (_, p) => ({ label: `Acesso ao portal do cliente de ${formatDate(p.invitedAt)}`, href: recordPath('clients', p.clientId) }),
  // Named by its date: the text may name a lawsuit under segredo de justiça.
  intimations: (id, i) => ({ label: `Intimação de ${formatDate(i.availableOn)}`, href: recordPath('intimations', id) }),
  admin: (_, s) => ({ label: s.name, href: listPath('settings') }),
  // Each person has one calendar address, kept or revoked on the Agenda page.
  calendarFeeds: (uid, _, names) => ({ label: `Endereço da agenda de ${person(uid, names)}`, href: listPath('agenda') }),
  courtClosures: (_, c) => ({ label: `${c.name} (${formatDate(c.from)})`, href: pagePath('courtCalendar') }),
  notifications: (_, n, names) => ({ label: `Notificação de ${person(n.recipientId, names)}`, href: pagePath('notifications') }),
  documentTemplates: (_, t) => ({ label: t.name, href: pagePath('templates') }),
  tasks: (id, t) => ({ label: t.title, href: recordPath('tasks', id) }),
  workflowTemplates: (_, w) => ({ label: w.name, href: pagePath('workflows') }),
  imports: (_, j) => ({
    label: `Importação de ${j.kind === 'agenda' ? 'prazos e audiências' : 'processos'} de ${formatDate(j.createdAt)}`,
    href: pagePath('lawsuitImport'),
  }),
  fileImports: (_, j) => ({ label: `Importação de arquivos (ZIP) de ${formatDate(j.createdAt)}`, href: pagePath('lawsuitImport') }),
};

/**
 * A record no namer above knows (a new section's): by its first naming field, on its section's page. Never
 * "registro excluído" while the record is there.
 */
function namedByItsFields(collection: CollectionName): Namer<CollectionName> {
  const section = sectionOf.get(collection);
  return (id, data) => {
    const fields = data as Partial<Record<'name' | 'title' | 'question' | 'description', unknown>>;
    const label = [fields.name, fields.title, fields.question, fields.description].find((v): v is string => typeof v === 'string' && v.length > 0);
    return { label: label ?? `Registro ${id}`, href: section ? listPath(section) : listPath('settings') };
  };
}

/** Records named without reading them: they are always there (the office's profile, its settings, a person's calendar address). */
const UNREAD: ReadonlySet<CollectionName> = new Set(['office', 'settings', 'calendarFeeds']);

const sectionOf = new Map<string, (typeof SECTIONS)[number]['id']>(SECTIONS.flatMap((s) => s.collections.map((c) => [c, s.id] as const)));

/** Whether the caller may read a collection's records by name: its section's label, or any administrator for the rest. */
const readable = (collection: CollectionName, scopes: Scopes) => {
  const section = sectionOf.get(collection);
  return section ? can(scopes, section, 'read') : true;
};

/** The record each change on the page belongs to, named for the caller: recordId → name and page, or null once gone. */
export async function recordNames(
  reader: TypedReader,
  entries: readonly AuditRecord[],
  scopes: Scopes,
  names: Names,
): Promise<Record<string, AuditRecordRef | null>> {
  const wanted = new Map<CollectionName, Set<string>>();
  const plans = entries.flatMap((e) => {
    const all = auditRecordCandidates(e);
    const candidates = all.filter((c) => readable(c, scopes));
    for (const c of candidates) if (!UNREAD.has(c)) wanted.set(c, (wanted.get(c) ?? new Set()).add(e.recordId));
    // Where the record may sit in a section the caller does not read, not finding it proves nothing: leave it unnamed.
    return candidates.length ? [{ entry: e, candidates, partial: candidates.length < all.length }] : [];
  });
  const found = new Map<string, unknown>();
  await Promise.all(
    [...wanted].map(async ([collection, idSet]) => {
      const ids = [...idSet];
      // A conversation is read through the caller's mailbox: it exists for them only if they are in it.
      const docs =
        collection === 'messages'
          ? await reader.getMany(
              'mailboxes',
              ids.map((t) => mailboxId(names.caller.uid, t)),
            )
          : await reader.getMany(collection, ids);
      docs.forEach((d, i) => d && found.set(`${collection}/${ids[i] ?? ''}`, d.data));
    }),
  );
  const records: Record<string, AuditRecordRef | null> = {};
  for (const { entry, candidates, partial } of plans) {
    const name = nameOf(entry.recordId, candidates, found, names);
    // One record's entries may name it through several collections: a name found once wins over a miss.
    if (name) records[entry.recordId] = name;
    else if (!partial && !Object.hasOwn(records, entry.recordId)) records[entry.recordId] = null;
  }
  return records;
}

function nameOf(id: string, candidates: readonly CollectionName[], found: Map<string, unknown>, names: Names): AuditRecordRef | null {
  for (const collection of candidates) {
    const data = found.get(`${collection}/${id}`);
    // A conversation was read through the caller's own mailbox: only those in it see its subject; to the others it
    // exists, unnamed.
    if (collection === 'messages') {
      const mailbox = data as RecordOf<'mailboxes'> | undefined;
      return mailbox ? { label: mailbox.subject, href: recordPath('messages', id) } : { label: 'Conversa de outras pessoas', href: listPath('messages') };
    }
    const namer = (NAMERS[collection] as Namer<CollectionName> | undefined) ?? namedByItsFields(collection);
    if (UNREAD.has(collection)) return namer(id, undefined as never, names);
    if (data !== undefined) return namer(id, data as never, names);
  }
  return null;
}
