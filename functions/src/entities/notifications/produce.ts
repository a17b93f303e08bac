/**
 * The one writer of notifications: a draft (who, what, a key unique for that person and event) becomes the
 * notification and, when the person wants it at once, its outbox entry, in one write. The id is the key, so the
 * same event found twice — by two concurrent scheduler passes, a retried pass, a pass after a crash — is stored
 * once: the second create is refused and skipped.
 */
import {
  can,
  COLLECTIONS,
  digestDayOf,
  emailModes,
  notificationId,
  pendingOutbox,
  seesLawsuit,
  type LawsuitRecord,
  type NotificationFacts,
  type NotificationRecord,
  type StaffRecord,
  type Viewer,
} from '@office/domain';
import { noteImmediateMail } from '../../platform/mail-now';
import { AlreadyExistsError } from '../../store/errors';
import type { StoredDoc } from '../../store/port';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';

export interface NotificationDraft {
  recipientId: string;
  /** Unique per person and event: `lembrete-<entry>-<instant>`, `intimacao-<id>`… (letters, digits, `-`). */
  key: string;
  at: string;
  facts: NotificationFacts;
  /**
   * Segredo de justiça: the lawsuit under segredo the facts name, and what a recipient who may not see it is told
   * instead (null: nothing). Judged here, where each recipient's staff record is read.
   */
  secret?: { lawsuit: Pick<LawsuitRecord, 'confidential' | 'responsibleLawyerIds'>; facts: NotificationFacts | null };
  /**
   * Facts about several lawsuits (a capture run's): what this recipient may be told, made from their staff record
   * here (null: nothing). Takes the place of `facts` when present.
   */
  perReader?: (viewer: Viewer) => NotificationFacts | null;
}

/** Capture failures reach administrators; every other kind reaches whoever a source names. */
function mayReceive(staff: StoredDoc<StaffRecord> | null, draft: NotificationDraft): staff is StoredDoc<StaffRecord> {
  if (!staff || staff.data.disabled) return false;
  if (draft.facts.kind === 'captura-falhando') return staff.data.admin;
  // Untreated intimações nag only who can treat them.
  if (draft.facts.kind === 'intimacao-pendente') return can(staff.data.scopes, 'lawsuits', 'read');
  // A contact through the site names a person: only who reads Clientes hears of it.
  if (draft.facts.kind === 'contato-site') return can(staff.data.scopes, 'clients', 'read');
  // A client's upload names the client: only who reads Clientes hears of it.
  if (draft.facts.kind === 'documento-cliente') return can(staff.data.scopes, 'clients', 'read');
  // A request to correct a client's data is for who can correct it: Clientes write.
  if (draft.facts.kind === 'correcao-dados') return can(staff.data.scopes, 'clients', 'write');
  // A success fee's figures are Financeiro's: who charges it hears of it.
  if (draft.facts.kind === 'exito-registrado') return can(staff.data.scopes, 'finance', 'write');
  // A monthly fee stopped for want of an index is Financeiro's to fix.
  if (draft.facts.kind === 'reajuste-sem-indice') return can(staff.data.scopes, 'finance', 'write');
  // An export's archive is for the administrator who asked for it.
  if (draft.facts.kind === 'exportacao-pronta') return staff.data.admin;
  return true;
}

/** The facts as `staff` may be told them: without a lawsuit under segredo that is not theirs (or not at all). */
function factsFor(staff: StoredDoc<StaffRecord>, draft: NotificationDraft): NotificationFacts | null {
  const { secret } = draft;
  if (draft.perReader) return draft.perReader({ uid: staff.id, admin: staff.data.admin });
  return !secret || seesLawsuit({ uid: staff.id, admin: staff.data.admin }, secret.lawsuit) ? draft.facts : secret.facts;
}

/** Outbox id of a notification's own e-mail. */
export const immediateOutboxId = (notification: string) => `n_${notification}`;

/**
 * The writes that store `drafts` (each person once per draft key), reading the recipients and their preferences
 * through `reader` (a transaction's, when the drafts go with another write). Drafts for someone disabled or not
 * entitled to the kind are dropped, and so is the secret of a lawsuit under segredo not theirs (see `secret`).
 */
export async function notificationOps(reader: TypedReader, drafts: readonly NotificationDraft[], now: string): Promise<TypedWriteOp[][]> {
  const people = [...new Set(drafts.map((d) => d.recipientId))];
  const [staff, preferences] = await Promise.all([reader.getMany(COLLECTIONS.staff, people), reader.getMany(COLLECTIONS.notificationPreferences, people)]);
  const byPerson = new Map(people.map((uid, i) => [uid, { staff: staff[i] ?? null, modes: emailModes(preferences[i]?.data) }]));
  const writes: TypedWriteOp[][] = [];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const person = byPerson.get(draft.recipientId);
    const id = notificationId(draft.recipientId, draft.key);
    if (!person || !mayReceive(person.staff, draft) || seen.has(id)) continue;
    const facts = factsFor(person.staff, draft);
    if (!facts) continue;
    seen.add(id);
    const email = person.modes[facts.kind];
    const notification: NotificationRecord = {
      recipientId: draft.recipientId,
      kind: facts.kind,
      at: draft.at,
      facts,
      read: false,
      readAt: null,
      email,
      digestDay: email === 'resumo' ? digestDayOf(now) : null,
      pendingDigest: email === 'resumo',
    };
    const ops: TypedWriteOp[] = [{ kind: 'create', collection: COLLECTIONS.notifications, id, data: notification }];
    if (email === 'imediato') {
      ops.push({ kind: 'create', collection: COLLECTIONS.emailOutbox, id: immediateOutboxId(id), data: pendingOutbox(draft.recipientId, [id], null, now) });
      noteImmediateMail(immediateOutboxId(id));
    }
    writes.push(ops);
  }
  return writes;
}

/**
 * Stores drafts found by the scheduler: those already stored are skipped on one read, the rest each committed
 * on its own (a concurrent pass that stored one first makes that one's create fail, and only that one).
 * Answers how many this call stored.
 */
export async function storeDrafts(store: TypedDocumentStore, drafts: readonly NotificationDraft[], now: string): Promise<number> {
  if (drafts.length === 0) return 0;
  const ids = drafts.map((d) => notificationId(d.recipientId, d.key));
  const existing = await store.getMany(COLLECTIONS.notifications, ids);
  const fresh = drafts.filter((_, i) => !existing[i]);
  let stored = 0;
  for (const ops of await notificationOps(store, fresh, now)) {
    try {
      await store.commit(ops);
      stored++;
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
    }
  }
  return stored;
}
