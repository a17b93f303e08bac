/**
 * The one place notices are marked read: the bell's own calls, and reading a message thread (which reads the
 * notices of its messages). Each notice marked gets its audit entry, except "mark all", which audits a chunk.
 */
import { COLLECTIONS, type NotificationRecord } from '@office/domain';
import { auditOp, type AuditActor } from '../platform/audit';
import type { StoredDoc } from '../store/port';
import type { TypedTransactionReader, TypedWriteOp } from '../store/typed';

type Notice = Pick<StoredDoc<NotificationRecord>, 'id' | 'version'>;

/** The updates that mark `notices` read at `now`, each against the version read. */
export function readNoticeUpdates(notices: readonly Notice[], now: string): TypedWriteOp[] {
  return notices.map((n) => ({
    kind: 'update',
    collection: COLLECTIONS.notifications,
    id: n.id,
    expectedVersion: n.version,
    patch: { read: true, readAt: now },
  }));
}

/** Marks `notices` read, each with its audit entry by `actor`. */
export function markNoticesReadOps(actor: AuditActor, notices: readonly Notice[], now: string): TypedWriteOp[] {
  return [
    ...readNoticeUpdates(notices, now),
    ...notices.map((n) =>
      auditOp(
        actor,
        { section: 'notifications', action: 'notifications.markRead', entity: COLLECTIONS.notifications, entityId: n.id, changedFields: ['read'] },
        now,
      ),
    ),
  ];
}

/** `uid`'s unread "Nova mensagem" notices of a thread (equality filters only: no composite index). */
export async function unreadThreadNotices(tx: Pick<TypedTransactionReader, 'list'>, uid: string, threadId: string): Promise<StoredDoc<NotificationRecord>[]> {
  const page = await tx.list(COLLECTIONS.notifications, {
    where: [
      { field: 'recipientId', op: '==', value: uid },
      { field: 'kind', op: '==', value: 'mensagem' },
      { field: 'read', op: '==', value: false },
    ],
    limit: 100,
  });
  return page.docs.filter((d) => d.data.facts.kind === 'mensagem' && d.data.facts.threadId === threadId);
}
