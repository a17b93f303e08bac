/**
 * The one writer of `portalThreads` and `portalMessages` (portal do cliente): a message from either side, stored
 * with its thread's counts in one transaction (the other side's unread count grows), and each side's read mark.
 * Every write is audited under the lawsuit the thread is about. Who may write where is checked by the callables;
 * here the thread's counts hold against concurrent messages.
 */
import {
  COLLECTIONS,
  PORTAL_THREAD_SHOWN,
  portalThreadId,
  type PortalMessageRecord,
  type PortalMessageSide,
  type PortalMessageView,
  type PortalThreadRecord,
} from '@office/domain';
import { auditOp } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedTransactionReader } from '../../store/typed';

const threads = COLLECTIONS.portalThreads;
const messages = COLLECTIONS.portalMessages;

export function toPortalMessageView(doc: StoredDoc<PortalMessageRecord>): PortalMessageView {
  const { from, authorName, text, at } = doc.data;
  return { id: doc.id, from, authorName, text, at };
}

/** The thread's latest messages, oldest first (as a conversation reads). */
export async function threadMessages(reader: Pick<TypedReader, 'list'>, threadId: string): Promise<PortalMessageView[]> {
  const page = await reader.list(messages, {
    where: [{ field: 'threadId', op: '==', value: threadId }],
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: PORTAL_THREAD_SHOWN,
  });
  return page.docs.map(toPortalMessageView).reverse();
}

export interface NewPortalMessage {
  lawsuitId: string;
  clientId: string;
  from: PortalMessageSide;
  authorName: string;
  text: string;
}

/** Stores a message and its thread's counts (the other side has one more unread, the writer has read it all); its id. */
export async function addPortalMessage(
  ctx: CallableContext,
  message: NewPortalMessage,
  /** The callable's rule (the lawsuit still open to the portal, the client still its party), checked at commit. */
  guard: (tx: TypedTransactionReader) => Promise<void>,
): Promise<string> {
  const threadId = portalThreadId(message.lawsuitId, message.clientId);
  const at = new Date().toISOString();
  const id = newId('pmsg');
  await ctx.stores.documents.transact(async (tx) => {
    await guard(tx);
    const current = await tx.get(threads, threadId);
    const fromClient = message.from === 'cliente';
    const next: PortalThreadRecord = {
      lawsuitId: message.lawsuitId,
      clientId: message.clientId,
      messageCount: (current?.data.messageCount ?? 0) + 1,
      lastMessageAt: at,
      lastFrom: message.from,
      unreadByClient: fromClient ? 0 : (current?.data.unreadByClient ?? 0) + 1,
      unreadByOffice: fromClient ? (current?.data.unreadByOffice ?? 0) + 1 : 0,
      updatedBy: ctx.uid,
    };
    const record: PortalMessageRecord = { ...message, threadId, authorId: ctx.uid, at };
    return {
      ops: [
        current
          ? { kind: 'update', collection: threads, id: threadId, expectedVersion: current.version, patch: next }
          : { kind: 'create', collection: threads, id: threadId, data: next },
        { kind: 'create', collection: messages, id, data: record },
        auditOp(
          ctx,
          {
            section: 'lawsuits',
            action: fromClient ? 'portalMessages.send' : 'portalMessages.reply',
            entity: messages,
            entityId: id,
            recordId: message.lawsuitId,
            changedFields: ['text'],
          },
          at,
        ),
      ],
      result: null,
    };
  });
  return id;
}

/** Marks the thread read by one side (nothing to do, and nothing audited, when it already is). */
export async function markPortalThreadRead(ctx: CallableContext, lawsuitId: string, clientId: string, side: PortalMessageSide): Promise<void> {
  const threadId = portalThreadId(lawsuitId, clientId);
  const field = side === 'cliente' ? 'unreadByClient' : 'unreadByOffice';
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(threads, threadId);
    if (!current || current.data[field] === 0) return { ops: [], result: null };
    return {
      ops: [
        { kind: 'update', collection: threads, id: threadId, expectedVersion: current.version, patch: { [field]: 0, updatedBy: ctx.uid } },
        auditOp(ctx, {
          section: 'lawsuits',
          action: side === 'cliente' ? 'portalMessages.clientRead' : 'portalMessages.officeRead',
          entity: threads,
          entityId: threadId,
          recordId: lawsuitId,
          changedFields: [field],
        }),
      ],
      result: null,
    };
  });
}
