import { COLLECTIONS, MAX_TASK_COMMENTS, type TaskCommentRecord, type TaskRecord } from '@office/domain';
import type { TypedWriteOp } from '../../store/typed';
import { taskActFeeOps } from '../finance/agreement-acts';
import { taskChanges, taskNotificationOps } from '../notifications/task-notices';
import { changeAuditOp, recordOp, type RecordChange, type WriteOwner } from '../record-change';

export type TaskRecordChange = RecordChange<TaskRecord>;

/** A new comment on a task, as the task stands in the comment's transaction. */
export interface NewTaskComment {
  id: string;
  comment: TaskCommentRecord;
  task: TaskRecord;
}

/**
 * The one owner of task writes: every op of a change to a task, read in its transaction. The record, its audit
 * entry (section Agenda), and the notices of who it now concerns (the new assignee, the reviewers when it is sent
 * for review), and the per-act fee of a task that is an act; a deleted task takes its comments with it. What a
 * workflow's run records of the task is the caller's.
 */
export const taskWrite: WriteOwner<TaskRecordChange> = async (tx, ctx, note, change) => {
  const ops: TypedWriteOp[] = [recordOp(COLLECTIONS.tasks, change), changeAuditOp(ctx, 'agenda', COLLECTIONS.tasks, change, note)];
  if (change.after)
    return [
      ...ops,
      ...(await taskNotificationOps(tx, ctx, change.id, taskChanges(change.before, change.after), change.after)),
      // A diligência or petição task of a lawsuit moved to Concluída charges the per-act fee its agreement sets (fee-agreements.ts).
      ...(await taskActFeeOps(tx, ctx, change)),
    ];
  const comments = await tx.list(COLLECTIONS.taskComments, { where: [{ field: 'taskId', op: '==', value: change.id }], limit: MAX_TASK_COMMENTS });
  return [...ops, ...comments.docs.map((c): TypedWriteOp => ({ kind: 'delete', collection: COLLECTIONS.taskComments, id: c.id }))];
};

/** The one owner of task comments: the comment, the notices of who it mentions, and its audit entry in the task's history. */
export const taskCommentWrite: WriteOwner<NewTaskComment> = async (tx, ctx, note, { id, comment, task }) => [
  recordOp(COLLECTIONS.taskComments, { id, before: null, after: comment }),
  ...(await taskNotificationOps(tx, ctx, comment.taskId, taskChanges(task, task, comment.mentionIds), task)),
  changeAuditOp(ctx, 'agenda', COLLECTIONS.taskComments, { id, before: null, after: comment }, note, comment.taskId),
];
