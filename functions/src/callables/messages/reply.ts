import { COLLECTIONS, mailboxAfterMessage, mailboxId, type MessageRecord } from '@office/domain';
import { messageNotificationOps } from '../../entities/notifications/in-write';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { ownMailbox, readThread } from './shared';

/**
 * Mensagens: answers a thread, to everyone else in it. Each participant's mailbox entry is read and written
 * in the same transaction, so two replies at once both land and each entry counts both.
 */
export default implement('messages-reply', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const own = await ownMailbox(tx, ctx, input.threadId);
    const participants = own.data.participantIds;
    const names = own.data.participantNames;
    const toIds = participants.filter((p) => p !== ctx.uid);
    const id = newId('msg');
    const message: MessageRecord = {
      threadId: input.threadId,
      fromId: ctx.uid,
      fromName: ctx.staff?.data.name ?? '',
      toIds,
      toNames: toIds.map((uid) => names[participants.indexOf(uid)] ?? ''),
      subject: own.data.subject,
      body: input.body,
      sentAt: new Date().toISOString(),
      link: null,
    };
    const entries = await tx.getMany(
      COLLECTIONS.mailboxes,
      participants.map((p) => mailboxId(p, input.threadId)),
    );
    const ops: TypedWriteOp[] = [
      { kind: 'create', collection: COLLECTIONS.messages, id, data: message },
      ...participants.map((owner, i): TypedWriteOp => {
        const before = entries[i] ?? null;
        // The participant list stays the thread's: a reply names the same people in another order.
        const data = { ...mailboxAfterMessage(before?.data ?? null, owner, message), participantIds: participants, participantNames: names };
        return before
          ? { kind: 'update', collection: COLLECTIONS.mailboxes, id: before.id, expectedVersion: before.version, patch: data }
          : { kind: 'create', collection: COLLECTIONS.mailboxes, id: mailboxId(owner, input.threadId), data };
      }),
      auditOp(
        ctx,
        { section: 'messages', action: 'messages.reply', entity: COLLECTIONS.messages, entityId: id, recordId: input.threadId, changedFields: ['body'] },
        message.sentAt,
      ),
      ...(await messageNotificationOps(tx, id, message)),
    ];
    return { ops, result: id };
  });
  return readThread(store, ctx, input.threadId);
});
