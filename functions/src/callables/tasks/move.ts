import { COLLECTIONS, moveRefusal, runItemStateOf } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { taskWrite } from '../../entities/tasks/task-write';
import { advanceRunOps } from '../workflows/shared';
import { movedTo, requireWorksOn, savedTask } from './shared';

/**
 * Tarefas: move a task to another status (a card across the board). The version the card showed must be the
 * current one, so of two people moving one card at once one wins and the other is told of the conflict.
 * The only write of a task's status, so the review rule (moveRefusal in domain/tasks.ts) holds for every way
 * to "Concluída": the page's buttons, the board's drag, menu and keys. A task with reviewers is concluded only
 * from "Aguardando revisão", by a reviewer or an administrator who is not its assignee. A task of a workflow
 * tells its run, which creates the next task when this one is finished (see advanceRunOps): a refused move
 * advances nothing.
 */
export default implement('tasks-move', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    requireWorksOn(ctx, before.data);
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const task = before.data;
    const refusal = moveRefusal(task, input.status, { uid: ctx.uid, admin: ctx.staff?.data.admin === true });
    if (refusal) throw appError('invalid-state', { reason: refusal });
    const after = { ...task, ...movedTo(input.status, task, ctx.uid) };
    const change = { id: input.id, before: task, after, expectedVersion: input.expectedVersion };
    return {
      ops: [...(await taskWrite(tx, ctx, { action: 'tasks.move' }, change)), ...(await advanceRunOps(tx, ctx, after, runItemStateOf(after.status)))],
      result: null,
    };
  });
  return savedTask(ctx, input.id);
});
