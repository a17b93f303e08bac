/**
 * Notifications about tasks: made in the write's transaction (assigned to someone, sent for review, someone
 * mentioned in a comment) or by the scheduler's daily pass (due tomorrow). Never for the person acting. Under
 * segredo de justiça, who may not see the lawsuit is told without its label or client (as the agenda's notices).
 */
import {
  COLLECTIONS,
  HIDDEN_LAWSUIT_LABEL,
  addDays,
  lawsuitLabel,
  officeDate,
  type LawsuitRecord,
  type TaskChange,
  type TaskFacts,
  type TaskRecord,
} from '@office/domain';
import { randomBytes } from 'node:crypto';
import type { CallableContext } from '../../platform/define-callable';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';

function taskFacts(id: string, t: TaskRecord, lawsuit: LawsuitRecord | undefined, clientName: string | undefined): TaskFacts {
  return {
    taskId: id,
    title: t.title,
    dueDate: t.dueDate,
    lawsuitId: t.lawsuitId,
    lawsuitLabel: lawsuit ? lawsuitLabel(lawsuit) : null,
    clientName: clientName ?? null,
  };
}

function draft(
  recipientId: string,
  key: string,
  at: string,
  task: TaskFacts,
  change: TaskChange,
  byName: string | null,
  lawsuit: LawsuitRecord | undefined,
): NotificationDraft {
  const facts = { kind: 'tarefa' as const, task, change, byName };
  const secret = lawsuit?.confidential ? { lawsuit, facts: { ...facts, task: { ...task, lawsuitLabel: HIDDEN_LAWSUIT_LABEL, clientName: null } } } : undefined;
  return { recipientId, key, at, facts, ...(secret ? { secret } : {}) };
}

async function linksOf(reader: Pick<TypedReader, 'get'>, t: TaskRecord): Promise<{ lawsuit: LawsuitRecord | undefined; clientName: string | undefined }> {
  const [lawsuit, client] = await Promise.all([
    t.lawsuitId ? reader.get(COLLECTIONS.lawsuits, t.lawsuitId) : null,
    t.clientId ? reader.get(COLLECTIONS.clients, t.clientId) : null,
  ]);
  return { lawsuit: lawsuit?.data, clientName: client?.data.name };
}

/** Who a write tells what: the new assignee; the reviewers when it is sent for review; who a comment mentions. */
export function taskChanges(before: TaskRecord | null, after: TaskRecord, mentionIds: readonly string[] = []): { uid: string; change: TaskChange }[] {
  return [
    ...(before?.assigneeId !== after.assigneeId ? [{ uid: after.assigneeId, change: 'atribuida' as const }] : []),
    ...(after.status === 'aguardando_revisao' && before?.status !== 'aguardando_revisao'
      ? after.reviewerIds.map((uid) => ({ uid, change: 'revisao' as const }))
      : []),
    ...mentionIds.map((uid) => ({ uid, change: 'mencao' as const })),
  ];
}

/** The notices of a task write, in its transaction, told by the actor's name. */
export async function taskNotificationOps(
  tx: TypedReader,
  ctx: CallableContext,
  id: string,
  changes: readonly { uid: string; change: TaskChange }[],
  task: TaskRecord,
): Promise<TypedWriteOp[]> {
  const told = changes.filter((c) => c.uid !== ctx.uid);
  if (told.length === 0) return [];
  const { lawsuit, clientName } = await linksOf(tx, task);
  const facts = taskFacts(id, task, lawsuit, clientName);
  const now = new Date().toISOString();
  // One write, one key: a retried transaction makes a new one, and only the committed attempt counts.
  const write = `${Date.parse(now).toString(36)}${randomBytes(3).toString('hex')}`;
  const byName = ctx.staff?.data.name ?? 'Alguém da equipe';
  const drafts = told.map(({ uid, change }) => draft(uid, `tarefa-${id}-${change}-${write}`, now, facts, change, byName, lawsuit));
  return (await notificationOps(tx, drafts, now)).flat();
}

/** Open tasks due tomorrow (office day), for their assignees: once per task and due date. */
export async function dueTasks(store: TypedDocumentStore, now: string): Promise<NotificationDraft[]> {
  const tomorrow = addDays(officeDate(new Date(now)), 1);
  const page = await store.list(COLLECTIONS.tasks, {
    where: [
      { field: 'open', op: '==', value: true },
      { field: 'dueSort', op: '==', value: tomorrow },
    ],
    limit: 500,
  });
  // One read of the day's lawsuits and clients, not two per task.
  const ids = (pick: (t: TaskRecord) => string | null) => [...new Set(page.docs.flatMap((d) => pick(d.data) ?? []))];
  const lawsuitIds = ids((t) => t.lawsuitId);
  const clientIds = ids((t) => t.clientId);
  const [lawsuits, clients] = await Promise.all([store.getMany(COLLECTIONS.lawsuits, lawsuitIds), store.getMany(COLLECTIONS.clients, clientIds)]);
  const lawsuitOf = new Map(lawsuitIds.map((id, i) => [id, lawsuits[i]?.data]));
  const clientNameOf = new Map(clientIds.map((id, i) => [id, clients[i]?.data.name]));
  return page.docs.map((doc) => {
    const lawsuit = doc.data.lawsuitId ? lawsuitOf.get(doc.data.lawsuitId) : undefined;
    const clientName = doc.data.clientId ? clientNameOf.get(doc.data.clientId) : undefined;
    return draft(
      doc.data.assigneeId,
      `tarefa-vence-${doc.id}-${tomorrow}`,
      now,
      taskFacts(doc.id, doc.data, lawsuit, clientName),
      'vence-amanha',
      null,
      lawsuit,
    );
  });
}
