import { COLLECTIONS, mailboxAfterMessage, mailboxId, type MessageRecord } from '@office/domain';
import { messageNotificationOps } from '../../entities/notifications/in-write';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TypedWriteOp } from '../../store/typed';
import { readThread, resolveLink } from './shared';

/**
 * Mensagens: starts a thread. Recipients must be active colleagues (read in the same transaction, so one
 * disabled meanwhile is refused); the message and every participant's mailbox entry commit together.
 */
export default implement('messages-send', async (ctx, input) => {
  const store = ctx.stores.documents;
  const threadId = await store.transact(async (tx) => {
    if (input.toIds.includes(ctx.uid)) throw appError('invalid-input', { fields: { toIds: 'Você não precisa se incluir: a mensagem fica em Enviadas.' } });
    const recipients = await tx.getMany(COLLECTIONS.staff, input.toIds);
    const available = recipients.flatMap((r) => (r && !r.data.disabled ? [r] : []));
    if (available.length < recipients.length) {
      throw appError('invalid-input', { fields: { toIds: 'Um dos destinatários não está na equipe ou teve o acesso desativado. Escolha outro.' } });
    }
    const link = input.link ? await resolveLink(tx, ctx, input.link) : null;
    const id = newId('msg');
    const message: MessageRecord = {
      threadId: id,
      fromId: ctx.uid,
      fromName: ctx.staff?.data.name ?? '',
      toIds: input.toIds,
      toNames: available.map((r) => r.data.name),
      subject: input.subject,
      body: input.body,
      sentAt: new Date().toISOString(),
      link,
    };
    const ops: TypedWriteOp[] = [
      { kind: 'create', collection: COLLECTIONS.messages, id, data: message },
      ...[ctx.uid, ...input.toIds].map((owner): TypedWriteOp => ({
        kind: 'create',
        collection: COLLECTIONS.mailboxes,
        id: mailboxId(owner, id),
        data: mailboxAfterMessage(null, owner, message),
      })),
      auditOp(
        ctx,
        {
          section: 'messages',
          action: 'messages.send',
          entity: COLLECTIONS.messages,
          entityId: id,
          changedFields: ['toIds', 'subject', 'body', ...(link ? ['link'] : [])],
        },
        message.sentAt,
      ),
      ...(await messageNotificationOps(tx, id, message)),
    ];
    return { ops, result: id };
  });
  return readThread(store, ctx, threadId);
});
