import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { taskAsSeen } from './shared';

/**
 * Tarefas: one task with its links as the caller may read them, the prazo it serves as the agenda has it now, and
 * the workflow (template and phase) that created it.
 */
export default implement('tasks-get', async (ctx, input) => {
  const store = ctx.stores.documents;
  const stored = await store.get(COLLECTIONS.tasks, input.id);
  if (!stored) throw appError('not-found');
  const flow = stored.data.workflow;
  const [task, prazo, run] = await Promise.all([
    taskAsSeen(ctx, store, stored),
    stored.data.prazoEventId ? store.get(COLLECTIONS.events, stored.data.prazoEventId) : Promise.resolve(null),
    flow ? store.get(COLLECTIONS.workflowRuns, flow.runId) : Promise.resolve(null),
  ]);
  const item = flow ? run?.data.items[flow.index] : undefined;
  return {
    task,
    prazo: prazo?.data.prazo
      ? { id: prazo.id, title: prazo.data.title, fatalDate: prazo.data.prazo.fatalDate, internalDate: prazo.data.prazo.internalDate, status: prazo.data.status }
      : null,
    workflow: run && item ? { templateName: run.data.templateName, phase: run.data.phases[item.phase] ?? '' } : null,
  };
});
