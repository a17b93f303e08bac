/**
 * Notifications that go with another write, in its transaction: a new message for its recipients, a change of
 * who is on an agenda entry for who joined or left, a hearing an intimação put on its owner's agenda. Made by the
 * person acting, never for themselves.
 */
import { COLLECTIONS, type EventRecord, type MessageRecord } from '@office/domain';
import { randomBytes } from 'node:crypto';
import type { CallableContext } from '../../platform/define-callable';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';
import { eventFacts, eventSecret } from './event-facts';

/** A new message (thread or reply), for everyone it went to. */
export async function messageNotificationOps(tx: TypedReader, messageId: string, message: MessageRecord): Promise<TypedWriteOp[]> {
  const drafts: NotificationDraft[] = message.toIds.map((recipientId) => ({
    recipientId,
    key: `mensagem-${messageId}`,
    at: message.sentAt,
    facts: { kind: 'mensagem', threadId: message.threadId, fromName: message.fromName, subject: message.subject },
  }));
  return (await notificationOps(tx, drafts, message.sentAt)).flat();
}

/** An audiência or perícia (any entry but a prazo) created from an intimação: what its owner must hear of at once. */
const hearingFromIntimation = (before: EventRecord | null, after: EventRecord | null): after is EventRecord & { intimationId: string } =>
  !before && Boolean(after?.intimationId) && after?.kind !== 'prazo';

/**
 * Who joined and who left an entry (everyone but the actor, when it is deleted), told by the actor's name. The
 * owner of a hearing created from an intimação is told that instead (`audiencia-<entry>`, once per entry).
 */
export async function participationNotificationOps(
  tx: TypedReader,
  ctx: CallableContext,
  id: string,
  before: EventRecord | null,
  after: EventRecord | null,
): Promise<TypedWriteOp[]> {
  const was = new Set(before?.people ?? []);
  const is = new Set(after?.people ?? []);
  const hearing = hearingFromIntimation(before, after);
  if (hearing) is.delete(after.ownerId);
  const changes = [
    ...[...is].filter((uid) => !was.has(uid)).map((uid) => ({ uid, change: 'incluido' as const })),
    ...[...was].filter((uid) => !is.has(uid)).map((uid) => ({ uid, change: after ? ('removido' as const) : ('excluido' as const) })),
  ].filter((c) => c.uid !== ctx.uid);
  const entry = after ?? before;
  const toOwner = hearing && after.ownerId !== ctx.uid;
  if ((changes.length === 0 && !toOwner) || !entry) return [];
  const [lawsuit, client] = await Promise.all([
    entry.lawsuitId ? tx.get(COLLECTIONS.lawsuits, entry.lawsuitId) : null,
    entry.clientId ? tx.get(COLLECTIONS.clients, entry.clientId) : null,
  ]);
  const facts = eventFacts(id, entry, lawsuit?.data, client?.data.name);
  const now = new Date().toISOString();
  // One write of the entry, one key: a retried transaction makes a new one, and only the committed attempt counts.
  const write = `${Date.parse(now).toString(36)}${randomBytes(3).toString('hex')}`;
  const byName = ctx.staff?.data.name ?? 'Alguém da equipe';
  const drafts: NotificationDraft[] = changes.map(({ uid, change }) => {
    const told = { kind: 'agenda-participacao' as const, event: facts, change, byName };
    // Under segredo, who may not see the lawsuit is told without its label (eventSecret).
    return { recipientId: uid, key: `agenda-${id}-${write}`, at: now, facts: told, ...eventSecret(lawsuit?.data, told) };
  });
  if (toOwner) {
    const told = { kind: 'audiencia-intimacao' as const, event: facts, intimationId: after.intimationId, byName };
    drafts.push({ recipientId: after.ownerId, key: `audiencia-${id}`, at: now, facts: told, ...eventSecret(lawsuit?.data, told) });
  }
  return (await notificationOps(tx, drafts, now)).flat();
}
