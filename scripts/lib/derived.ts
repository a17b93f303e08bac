import {
  agreementLawsuitIds,
  documentLawsuitIds,
  type FeeAgreementRecord,
  clientKeys,
  COLLECTIONS,
  eventConcerns,
  eventSchedule,
  eventSearchWords,
  transactionSearchWords,
  lawsuitSearchWords,
  lawsuitAudience,
  normalizeOab,
  officeDate,
  opposingKeys,
  type OpposingLawyer,
  PARTY_ROLES,
  type PartyRole,
  type ClientRecord,
  type EventRecord,
  type LawsuitRecord,
  DEFAULT_CATEGORY,
  FAQ_ORDER_ID,
  formatDate,
  mailboxAfterMessage,
  mailboxId,
  MAX_FAQ_ENTRIES,
  type MessageRecord,
  type ArticleRecord,
  readingMinutes,
  searchKey,
  searchPrefixes,
  settle,
  type TransactionKind,
  type TransactionRecord,
  triageFields,
  triageOf,
  type IntimationTriage,
  isOpenStatus,
  NO_DUE_DATE_SORT,
  taskSearchWords,
  type TaskRecord,
  type IntimationRecord,
} from '@office/domain';
import type { ChargeRecord } from '@office/domain/charges';
import type { DocData, DocumentStore, ListPage, WriteOp } from '../../functions/src/store/port';
import { typedDocuments } from '../../functions/src/store/typed';
import { rebuildFinanceMonths } from '../../functions/src/entities/finance/finance-rollup';
import { rebuildTimeMonths } from '../../functions/src/entities/timesheet/time-entry-write';
import { rebuildLawsuitProjections } from '../../functions/src/entities/lawsuits/rebuild-projections';
import { forEachPage } from '../../functions/src/platform/pages';
import { intimationOwners, proposalFields, termHolders, type TermHolders } from '../../functions/src/entities/intimations/intimation-derived';

/** An agenda entry as stored before entries could be edited: a `done` flag, no status, people or prazo dates. */
interface LegacyEvent {
  kind: EventRecord['kind'];
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string;
  ownerId: string;
  done: boolean;
}

/**
 * The current shape of an entry stored by the read-only agenda: its status from `done` (concluded by its
 * owner when it ended), a prazo as an all-day entry on its day with that day as both fatal and internal date.
 * The old `done` field stays behind, unread (a patch cannot remove a field).
 */
function upgradeLegacyEvent(e: LegacyEvent): Omit<EventRecord, 'title' | 'lawsuitId' | 'clientId' | 'notes' | 'searchWords'> {
  const date = officeDate(e.startsAt);
  const prazo = e.kind === 'prazo';
  return {
    kind: e.kind,
    date,
    ...(prazo ? eventSchedule({ date, allDay: true, startTime: null, endTime: null }) : { startsAt: e.startsAt, endsAt: e.endsAt, allDay: e.allDay }),
    location: e.location || null,
    ownerId: e.ownerId,
    participantIds: [],
    people: [e.ownerId],
    reminderMinutes: null,
    status: e.done ? 'concluido' : 'aberto',
    statusBy: e.done ? e.ownerId : null,
    statusAt: e.done ? e.endsAt : null,
    prazo: prazo ? { fatalDate: date, internalDate: date, legalBasis: null, calculation: null } : null,
    createdBy: e.ownerId,
    updatedBy: e.ownerId,
  };
}

/** A lawsuit's parties before litisconsórcio: one client as autor or réu, opposing parties with one lawyer in words. */
interface LegacyParties {
  clientId: string;
  clientName: string;
  clientRole: 'autor' | 'reu';
  opposingParties: { name: string; lawyer?: string; lawyers?: unknown }[];
}

/**
 * The parties as they are now: the one client with its role (gender unknown: neutral words until the client
 * record says it; the next client write copies it), each opposing party on the other pole with its lawyer,
 * whose "(OAB/SP 123456)" is read into the OAB field when it is one.
 */
function upgradeLegacyParties(l: LegacyParties): Pick<LawsuitRecord, 'clients' | 'opposingParties'> {
  const theirs: PartyRole = l.clientRole === 'reu' ? 'autor' : 'reu';
  const lawyerOf = (text: string): OpposingLawyer[] => {
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(text.trim());
    const oab = m ? normalizeOab(m[2] ?? '') : null;
    const name = (oab && m ? (m[1] ?? '') : text).trim();
    return name.length >= 3 ? [{ name, oab }] : [];
  };
  return {
    clients: [{ clientId: l.clientId, role: l.clientRole === 'reu' ? 'reu' : 'autor', name: l.clientName, gender: null }],
    opposingParties: l.opposingParties.map((p) => ({ name: p.name, document: null, role: theirs, lawyers: lawyerOf(p.lawyer ?? '') })),
  };
}

/** A lançamento as the read-only Financeiro stored it: receita or despesa in `kind`, a typed-in status. */
interface LegacyTransaction {
  kind: 'receita' | 'despesa';
  description: string;
  category: string;
  amount: number;
  dueDate: string;
  paidOn: string | null;
  status: 'pendente' | 'pago' | 'cancelado';
  clientId: string | null;
  lawsuitId: string | null;
}

/**
 * The current shape of a lançamento stored before baixas existed: its kind from the old category, paid in full
 * when it was marked paid (the date kept in the notes, since no payment or account was recorded then).
 */
function upgradeLegacyTransaction(t: LegacyTransaction): Omit<TransactionRecord, 'searchWords'> {
  const kind: TransactionKind = t.kind === 'receita' ? 'honorarios-fixos' : t.category === 'Custas' ? 'custas' : 'despesa-escritorio';
  const paid = t.status === 'pago';
  return {
    type: t.kind,
    kind,
    description: t.description,
    amount: t.amount,
    competence: t.dueDate.slice(0, 7),
    dueDate: t.dueDate,
    clientId: t.clientId,
    lawsuitId: t.lawsuitId,
    category: kind === 'despesa-escritorio' ? 'Outras despesas › Outras' : DEFAULT_CATEGORY[kind],
    costCenter: null,
    accountId: null,
    method: null,
    invoice: { issued: false, number: null },
    successFee: null,
    notes: paid ? `Pago${t.paidOn ? ` em ${formatDate(t.paidOn)}` : ''}, registrado antes das baixas por conta.` : '',
    clientName: null,
    lawsuitLabel: null,
    series: null,
    seriesId: null,
    ...settle(t.amount, paid ? t.amount : 0, t.status === 'cancelado'),
    cancellation: t.status === 'cancelado' ? { at: `${t.dueDate}T12:00:00.000Z`, by: 'system', reason: 'Cancelado antes do registro de motivos.' } : null,
    createdBy: 'system',
    updatedBy: 'system',
  };
}

/** A lawsuit's responsible lawyers by its id (none for an unknown one): who its prazos concern besides their people. */
export type LawyersOf = (lawsuitId: string) => readonly string[];

/**
 * Fields computed from a record's own data (search prefixes, an entry's people) and, for an entry, its lawsuit's
 * lawyers (`lawyersOf`): the callables write them with every save; seeds leave them out and get them here, and
 * data stored before a field existed (or in an older shape) is completed at start.
 */
export function withDerivedFields(collection: string, data: DocData, lawyersOf: LawyersOf = () => []): DocData {
  if (collection === COLLECTIONS.clients) {
    const c = data as unknown as ClientRecord;
    return { ...data, ...clientKeys(c) };
  }
  if (collection === COLLECTIONS.lawsuits) {
    const current = 'clients' in data ? data : { ...data, ...(upgradeLegacyParties(data as unknown as LegacyParties) as unknown as DocData) };
    const l = current as unknown as LawsuitRecord;
    const [first] = l.clients;
    return {
      ...current,
      clientId: first?.clientId ?? l.clientId,
      clientIds: l.clients.map((c) => c.clientId),
      clientSide: first ? PARTY_ROLES[first.role].side : 'ativo',
      opposingKeys: opposingKeys(l.opposingParties),
      searchWords: lawsuitSearchWords(l),
      // Lawsuits stored before segredo de justiça are public.
      confidential: (l as Partial<LawsuitRecord>).confidential ?? false,
      audience: lawsuitAudience(l),
    };
  }
  if (collection === COLLECTIONS.events) {
    const current = 'status' in data ? data : { ...data, ...(upgradeLegacyEvent(data as unknown as LegacyEvent) as unknown as DocData) };
    const e = current as unknown as EventRecord;
    const people = [e.ownerId, ...e.participantIds];
    const concerns = eventConcerns({ kind: e.kind, people, lawsuitId: e.lawsuitId }, e.lawsuitId ? lawyersOf(e.lawsuitId) : []);
    return { ...current, people, concerns, searchWords: eventSearchWords(e) };
  }
  // A time entry's month is its date's: the rollups and the report go by it.
  if (collection === COLLECTIONS.timeEntries && typeof data.date === 'string') return { ...data, month: data.date.slice(0, 7) };
  if (collection === COLLECTIONS.transactions) {
    const current = 'type' in data ? data : { ...data, ...(upgradeLegacyTransaction(data as unknown as LegacyTransaction) as unknown as DocData) };
    return { ...current, searchWords: transactionSearchWords(current as unknown as TransactionRecord) };
  }
  if (collection === COLLECTIONS.tasks) {
    const t = data as unknown as TaskRecord;
    return {
      ...data,
      people: [t.assigneeId, ...t.reviewerIds],
      dueSort: t.dueDate ?? NO_DUE_DATE_SORT,
      open: isOpenStatus(t.status),
      searchWords: taskSearchWords(t),
    };
  }
  // The lawsuits the security rules check on an agreement or a charge (segredo de justiça).
  if (collection === COLLECTIONS.feeAgreements) return { ...data, lawsuitIds: agreementLawsuitIds(data as unknown as FeeAgreementRecord) };
  if (collection === COLLECTIONS.charges) return { ...data, lawsuitIds: documentLawsuitIds((data as unknown as ChargeRecord).items.map((i) => i.lawsuitId)) };
  // The read-only FAQ had no categories or authors; its `order` numbers are read once by upgradeLegacyRecords.
  if (collection === COLLECTIONS.faq && !('category' in data)) return { ...data, category: 'Geral', createdBy: 'system', updatedBy: 'system' };
  // Intimações stored before triage: prazo lançado when a prazo was saved from them, else a tratar; the flat
  // copies (`treated`, `assignee`) always follow the triage.
  // Before monitored terms, the inscriptions that found it were all its terms.
  if (collection === COLLECTIONS.intimations) {
    const i = data as unknown as { triage?: IntimationTriage; prazoEventId: string | null; termKeys?: string[]; oabKeys?: string[] };
    return { ...data, ...(triageFields(triageOf(i)) as unknown as DocData), termKeys: i.termKeys ?? i.oabKeys ?? [] };
  }
  return data;
}

/** Bump when a derivation changes: the next start recomputes the stored copies, once. */
export const DERIVED_FIELDS_VERSION = 19;

const MARKER = { collection: COLLECTIONS.settings, id: 'derivedFields' } as const;

/** Records that the store's derived fields follow DERIVED_FIELDS_VERSION (written with a fresh seed too). */
export function derivedFieldsMarker(): WriteOp {
  return { kind: 'create', ...MARKER, data: { version: DERIVED_FIELDS_VERSION } };
}

/**
 * Brings stored derived fields up to date once per derivation version: records saved by an older version
 * (a local data folder from before a field existed, or from before its rule changed) are recomputed, a
 * batch at a time, each write naming the version it read; then the projections (open prazos per lawsuit). A store already marked current is not read at
 * all, so a normal start costs one lookup. Returns how many records and projections it wrote.
 */
export async function completeDerivedFields(store: DocumentStore): Promise<{ records: number; projections: number }> {
  const marker = await store.get(MARKER.collection, MARKER.id);
  if (marker?.data.version === DERIVED_FIELDS_VERSION) return { records: 0, projections: 0 };
  let completed = 0;
  let holders: TermHolders | undefined;
  completed += await upgradeLegacyRecords(store);
  for (const collection of [
    COLLECTIONS.clients,
    COLLECTIONS.lawsuits,
    COLLECTIONS.events,
    COLLECTIONS.transactions,
    COLLECTIONS.faq,
    COLLECTIONS.intimations,
    COLLECTIONS.feeAgreements,
    COLLECTIONS.charges,
  ]) {
    let after: string | null = null;
    do {
      const page: ListPage = await store.list(collection, { limit: 200, after });
      const more = collection === COLLECTIONS.intimations ? await intimationExtras(store, page, (holders ??= await termHolders(typedDocuments(store)))) : null;
      const lawyersOf = collection === COLLECTIONS.events ? await lawyersOfPage(store, page) : undefined;
      const ops: WriteOp[] = page.docs.flatMap((d): WriteOp[] => {
        const derived = { ...withDerivedFields(collection, d.data, lawyersOf), ...more?.(d.data) };
        const patch = Object.fromEntries(Object.entries(derived).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(d.data[k])));
        return Object.keys(patch).length === 0 ? [] : [{ kind: 'update', collection, id: d.id, expectedVersion: d.version, patch }];
      });
      if (ops.length > 0) await store.commit(ops);
      completed += ops.length;
      after = page.nextCursor;
    } while (after);
  }
  const typed = typedDocuments(store);
  const projections = (await rebuildLawsuitProjections(typed)) + (await rebuildFinanceMonths(typed)) + (await rebuildTimeMonths(typed));
  await store.commit([
    marker ? { kind: 'update', ...MARKER, expectedVersion: marker.version, patch: { version: DERIVED_FIELDS_VERSION } } : derivedFieldsMarker(),
  ]);
  return { records: completed, projections };
}

/** The responsible lawyers of the lawsuits a page's prazos link to, read at once (only a prazo concerns them). */
async function lawyersOfPage(store: DocumentStore, page: ListPage): Promise<LawyersOf> {
  const prazos = page.docs.map((d) => d.data as Partial<EventRecord>).filter((e) => e.kind === 'prazo');
  const ids = [...new Set(prazos.map((e) => e.lawsuitId).filter((id): id is string => Boolean(id)))];
  const lawsuits = await typedDocuments(store).getMany(COLLECTIONS.lawsuits, ids);
  const lawyers = new Map(ids.map((id, i) => [id, lawsuits[i]?.data.responsibleLawyerIds ?? []]));
  return (id) => lawyers.get(id) ?? [];
}

/**
 * Intimações stored before owners and proposals: whose they are (their terms' holders and their lawsuit's
 * lawyers) and what their text proposes, read with their lawsuit's data as the capture does. Only what is absent
 * is filled in: a stored proposal stays as the capture computed it.
 */
async function intimationExtras(store: DocumentStore, page: ListPage, holders: TermHolders): Promise<(data: DocData) => DocData> {
  type Stored = Partial<Pick<IntimationRecord, 'owners' | 'proposal' | 'termKeys' | 'oabKeys' | 'lawsuitId' | 'text' | 'tribunal' | 'availableOn'>>;
  const ids = [...new Set(page.docs.map((d) => (d.data as Stored).lawsuitId).filter((id): id is string => Boolean(id)))];
  const lawsuits = await typedDocuments(store).getMany(COLLECTIONS.lawsuits, ids);
  const byId = new Map(lawsuits.flatMap((l) => (l ? [[l.id, l.data] as const] : [])));
  return (data) => {
    const i = data as Stored;
    const lawsuit = i.lawsuitId ? (byId.get(i.lawsuitId) ?? null) : null;
    const extra: Record<string, unknown> = {};
    if (i.owners === undefined) extra.owners = intimationOwners(i.termKeys ?? i.oabKeys ?? [], holders, lawsuit);
    if (i.proposal === undefined && typeof i.text === 'string' && i.tribunal && i.availableOn) {
      Object.assign(extra, proposalFields({ text: i.text, tribunal: i.tribunal, availableOn: i.availableOn }, lawsuit));
    }
    return extra as DocData;
  };
}

/** A message as the read-only inbox stored it: one document per recipient, a `read` flag, no thread. */
interface LegacyMessage {
  fromId: string;
  fromName: string;
  toId: string;
  subject: string;
  body: string;
  sentAt: string;
  read: boolean;
}

/** An article as the read-only list stored it: published or draft, no visibility, authors' names or cover. */
interface LegacyArticle {
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: 'publicado' | 'rascunho';
  publishedAt: string | null;
  authorId: string;
  tags: string[];
}

/**
 * Messages stored before threads become one-message threads with both people's mailbox entries (read as the
 * old flag said); the old FAQ's `order` numbers become the order record; old articles get what the editor
 * derives and their address is reserved. Runs before the derived fields, once per derivation version; a store
 * with none of these writes nothing.
 */
async function upgradeLegacyRecords(store: DocumentStore): Promise<number> {
  const typed = typedDocuments(store);
  let written = 0;
  const names = new Map<string, string>();
  await forEachPage(typed, COLLECTIONS.staff, {}, (docs) => docs.forEach((d) => names.set(d.id, d.data.name)));
  let after: string | null = null;
  do {
    const page: ListPage = await store.list(COLLECTIONS.messages, { limit: 200, after });
    const ops: WriteOp[] = page.docs.flatMap((d): WriteOp[] => {
      if ('threadId' in d.data) return [];
      const old = d.data as unknown as LegacyMessage;
      const message: MessageRecord = {
        threadId: d.id,
        fromId: old.fromId,
        fromName: old.fromName,
        toIds: [old.toId],
        toNames: [names.get(old.toId) ?? ''],
        subject: old.subject,
        body: old.body,
        sentAt: old.sentAt,
        link: null,
      };
      const sender = mailboxAfterMessage(null, old.fromId, message);
      const recipient = { ...mailboxAfterMessage(null, old.toId, message), unread: !old.read };
      return [
        { kind: 'update', collection: COLLECTIONS.messages, id: d.id, expectedVersion: d.version, patch: message as unknown as DocData },
        { kind: 'create', collection: COLLECTIONS.mailboxes, id: mailboxId(old.fromId, d.id), data: sender as unknown as DocData },
        { kind: 'create', collection: COLLECTIONS.mailboxes, id: mailboxId(old.toId, d.id), data: recipient as unknown as DocData },
      ];
    });
    if (ops.length > 0) await store.commit(ops);
    written += ops.length;
    after = page.nextCursor;
  } while (after);
  written += await upgradeLegacyArticles(store, names);
  written += await upgradeLegacyCourtRecords(store);
  if (!(await store.get(COLLECTIONS.settings, FAQ_ORDER_ID))) {
    const faq = await store.list(COLLECTIONS.faq, { limit: MAX_FAQ_ENTRIES });
    const numbered = faq.docs.filter((d) => typeof d.data.order === 'number');
    if (numbered.length > 0) {
      const ids = [...numbered].sort((a, b) => (a.data.order as number) - (b.data.order as number)).map((d) => d.id);
      await store.commit([{ kind: 'create', collection: COLLECTIONS.settings, id: FAQ_ORDER_ID, data: { ids } }]);
      written += 1;
    }
  }
  return written;
}

/**
 * Before the DataJud import, andamentos had no origin details and earlier seeds marked some "integracao" at
 * random (no importer existed: every one was typed in or seeded), so all become manual. The old integration
 * cards (`integrations/<name>` with a seeded status) described nothing that ran: they go.
 */
async function upgradeLegacyCourtRecords(store: DocumentStore): Promise<number> {
  let written = 0;
  let after: string | null = null;
  do {
    const page: ListPage = await store.list(COLLECTIONS.movements, { limit: 200, after });
    const ops: WriteOp[] = page.docs
      .filter((d) => !('hidden' in d.data))
      .map((d) => ({
        kind: 'update',
        collection: COLLECTIONS.movements,
        id: d.id,
        expectedVersion: d.version,
        patch: { source: 'manual', imported: null, hidden: false },
      }));
    if (ops.length > 0) await store.commit(ops);
    written += ops.length;
    after = page.nextCursor;
  } while (after);
  const integrations = await store.list(COLLECTIONS.integrations, { limit: 50 });
  const stale: WriteOp[] = integrations.docs
    .filter((d) => 'status' in d.data)
    .map((d) => ({ kind: 'delete', collection: COLLECTIONS.integrations, id: d.id, expectedVersion: d.version }));
  if (stale.length > 0) await store.commit(stale);
  return written + stale.length;
}

async function upgradeLegacyArticles(store: DocumentStore, names: Map<string, string>): Promise<number> {
  let written = 0;
  let after: string | null = null;
  do {
    const page: ListPage = await store.list(COLLECTIONS.articles, { limit: 200, after });
    const ops: WriteOp[] = [];
    for (const d of page.docs) {
      if ('public' in d.data) continue;
      const old = d.data as unknown as LegacyArticle;
      const upgraded: ArticleRecord = {
        ...old,
        tags: old.tags.map((t) => t.toLowerCase()),
        authorName: names.get(old.authorId) ?? '',
        public: old.status === 'publicado',
        publishedAt: old.status === 'publicado' ? (old.publishedAt ?? d.createdAt) : null,
        editedAt: old.publishedAt ?? d.updatedAt,
        readingMinutes: readingMinutes(old.body),
        cover: null,
        titleKey: searchKey(old.title),
        searchWords: searchPrefixes([old.title]),
        createdBy: old.authorId,
        updatedBy: old.authorId,
      };
      ops.push({ kind: 'update', collection: COLLECTIONS.articles, id: d.id, expectedVersion: d.version, patch: upgraded as unknown as DocData });
      if (!(await store.get(COLLECTIONS.articleSlugs, old.slug))) {
        ops.push({ kind: 'create', collection: COLLECTIONS.articleSlugs, id: old.slug, data: { articleId: d.id } });
      }
    }
    if (ops.length > 0) await store.commit(ops);
    written += ops.length;
    after = page.nextCursor;
  } while (after);
  return written;
}
