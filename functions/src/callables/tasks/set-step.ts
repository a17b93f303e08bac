import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { taskWrite } from '../../entities/tasks/task-write';
import { requireWorksOn, savedTask } from './shared';

/**
 * Tarefas: mark one step done or not. It names the step and the state wanted, not a version: two people checking
 * two steps at once both succeed, and checking a step that is already checked changes nothing.
 */
export default implement('tasks-setStep', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.tasks, input.id);
    if (!before) throw appError('not-found');
    requireWorksOn(ctx, before.data);
    const step = before.data.steps.find((s) => s.id === input.stepId);
    if (!step) throw appError('invalid-input', { fields: { stepId: 'Este passo foi removido da tarefa: atualize a página.' } });
    if (step.done === input.done) return { ops: [], result: null };
    const steps = before.data.steps.map((s) =>
      s.id === input.stepId ? { ...s, done: input.done, doneBy: input.done ? ctx.uid : null, doneAt: input.done ? new Date().toISOString() : null } : s,
    );
    const change = { id: input.id, before: before.data, after: { ...before.data, steps, updatedBy: ctx.uid }, expectedVersion: before.version };
    return { ops: await taskWrite(tx, ctx, { action: 'tasks.step' }, change), result: null };
  });
  return savedTask(ctx, input.id);
});
