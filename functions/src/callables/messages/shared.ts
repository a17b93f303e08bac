import {
  can,
  COLLECTIONS,
  formatDate,
  HIDDEN_LAWSUIT_LABEL,
  lawsuitLabel,
  mailboxId,
  MAX_THREAD_MESSAGES,
  MESSAGE_LINK_SECTION,
  type MailboxRecord,
  type MessageLinkRecord,
  type MessageRecord,
  type MessageView,
  type ThreadView,
  type Scopes,
  type Listed,
  type AuditAction,
} from '@office/domain';
import { auditOp } from '../../platform/audit';
import { toListed } from '../../platform/pages';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSeesLawsuit, hiddenLawsuitIds } from '../../platform/lawsuit-visibility';
import type { StoredDoc } from '../../store/port';
import { markNoticesReadOps, unreadThreadNotices } from '../../notifications/read';
import type { TypedDocumentStore, TypedTransactionReader } from '../../store/typed';

/** The caller's scopes as their staff record holds them (the claims were checked against it on this call). */
export function callerScopes(ctx: CallableContext): Scopes | null {
  return ctx.staff?.data.scopes ?? null;
}

/** The caller's own mailbox entry of a thread: being a participant is what lets one read or answer it. */
export async function ownMailbox(tx: Pick<TypedTransactionReader, 'get'>, ctx: CallableContext, threadId: string): Promise<StoredDoc<MailboxRecord>> {
  const entry = await tx.get(COLLECTIONS.mailboxes, mailboxId(ctx.uid, threadId));
  // Someone else's thread reads as missing: its existence is not the caller's business.
  if (!entry) throw appError('not-found');
  return entry;
}

/**
 * The record a message links to, with the label it is shown by. The sender must be able to read the record's
 * section, and the record must exist: a link is never a way to learn about a record one cannot see (a lawsuit
 * under segredo de justiça that is not the sender's reads as missing).
 */
export async function resolveLink(
  tx: Pick<TypedTransactionReader, 'get'>,
  ctx: CallableContext,
  link: { kind: MessageLinkRecord['kind']; id: string },
): Promise<MessageLinkRecord> {
  if (!can(callerScopes(ctx), MESSAGE_LINK_SECTION[link.kind], 'read')) {
    throw appError('invalid-input', { fields: { link: 'Você não tem acesso a essa seção para vincular um registro dela.' } });
  }
  const missing = () => appError('invalid-input', { fields: { link: 'O registro vinculado não existe mais.' } });
  if (link.kind === 'client') {
    const c = await tx.get(COLLECTIONS.clients, link.id);
    if (!c) throw missing();
    return { ...link, label: c.data.name };
  }
  if (link.kind === 'lawsuit') {
    const l = await tx.get(COLLECTIONS.lawsuits, link.id);
    if (!l || !callerSeesLawsuit(ctx, l.data)) throw missing();
    return { ...link, label: lawsuitLabel(l.data) };
  }
  const e = await tx.get(COLLECTIONS.events, link.id);
  if (!e) throw missing();
  return { ...link, label: `${e.data.title}, ${formatDate(e.data.date)}` };
}

/**
 * A message as `scopes` may see it: a link into a section the reader cannot read keeps only its kind; one to a
 * lawsuit in `hiddenLawsuits` (under segredo, not the reader's) keeps its id and reads HIDDEN_LAWSUIT_LABEL.
 */
export function messageView(doc: StoredDoc<MessageRecord>, scopes: Scopes | null, fromEmail: string | null, hiddenLawsuits: ReadonlySet<string>): MessageView {
  const { link, ...rest } = doc.data;
  const named = link?.kind === 'lawsuit' && hiddenLawsuits.has(link.id) ? { ...link, label: HIDDEN_LAWSUIT_LABEL } : link;
  const visible = named && can(scopes, MESSAGE_LINK_SECTION[named.kind], 'read') ? named : named ? { kind: named.kind, id: null, label: null } : null;
  return { ...rest, id: doc.id, fromEmail, link: visible };
}

/** The thread as the caller sees it, oldest message first. */
export async function readThread(store: TypedDocumentStore, ctx: CallableContext, threadId: string): Promise<ThreadView> {
  const mailbox = await ownMailbox(store, ctx, threadId);
  const page = await store.list(COLLECTIONS.messages, {
    where: [{ field: 'threadId', op: '==', value: threadId }],
    orderBy: [{ field: 'sentAt', direction: 'asc' }],
    limit: MAX_THREAD_MESSAGES,
  });
  const scopes = callerScopes(ctx);
  const senders = [...new Set(page.docs.map((d) => d.data.fromId))];
  // The label a lawsuit link was sent with is shown only while the reader may see the lawsuit (a deleted one: no).
  const lawsuitIds = can(scopes, 'lawsuits', 'read') ? page.docs.flatMap((d) => (d.data.link?.kind === 'lawsuit' ? [d.data.link.id] : [])) : [];
  const [accounts, hidden] = await Promise.all([store.getMany(COLLECTIONS.staff, senders), hiddenLawsuitIds(ctx, store, lawsuitIds)]);
  const emails = new Map(senders.map((id, i) => [id, accounts[i]?.data.email ?? null]));
  // The search prefixes stay on the server; the page has no use for them.
  return {
    mailbox: { ...mailbox.data, searchWords: [], id: mailbox.id, version: mailbox.version },
    messages: page.docs.map((d) => messageView(d, scopes, emails.get(d.data.fromId) ?? null, hidden)),
  };
}

/**
 * Sets a flag of the caller's own mailbox entry. It names no version: marking read or archived is the same
 * answer whoever asked first, so a concurrent reply (which may set `unread` again) simply wins or loses the
 * transaction and the flag is applied to what it wrote. Audited like every write; a no-op writes nothing.
 */
export async function setMailboxFlag(
  ctx: CallableContext,
  threadId: string,
  patch: Partial<Pick<MailboxRecord, 'unread' | 'archived'>>,
  action: AuditAction,
): Promise<Listed<MailboxRecord>> {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const entry = await ownMailbox(tx, ctx, threadId);
    const changed = (Object.keys(patch) as (keyof typeof patch)[]).filter((k) => entry.data[k] !== patch[k]);
    if (changed.length === 0) return { ops: [], result: null };
    // Reading a thread also reads the bell's notices of its messages.
    const notices = patch.unread === false ? await unreadThreadNotices(tx, ctx.uid, threadId) : [];
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.mailboxes, id: entry.id, expectedVersion: entry.version, patch },
        auditOp(ctx, { section: 'messages', action, entity: COLLECTIONS.mailboxes, entityId: entry.id, recordId: threadId, changedFields: changed }),
        ...markNoticesReadOps(ctx, notices, new Date().toISOString()),
      ],
      result: null,
    };
  });
  return toListed(await ownMailbox(store, ctx, threadId));
}
