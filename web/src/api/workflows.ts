import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { taskKeys, workflowKeys } from './keys';
import { useCallMutation } from './mutation';

export const workflowQueries = {
  templates: () => queryOptions({ queryKey: workflowKeys.templates, queryFn: () => call('workflows-list', {}) }),
  /** What applying from a phase would create today (dates on the court calendar): always read afresh. */
  plan: (templateId: string, lawsuitId: string, startPhase: number) =>
    queryOptions({
      queryKey: workflowKeys.plan(templateId, lawsuitId, startPhase),
      queryFn: () => call('workflows-plan', { templateId, lawsuitId, startPhase }),
      staleTime: 0,
    }),
  runs: (lawsuitId: string) => queryOptions({ queryKey: workflowKeys.runs(lawsuitId), queryFn: () => call('workflows-runs', { lawsuitId }) }),
};

const templatesShown = { refresh: [workflowKeys.templates], onConflict: [workflowKeys.templates] } as const;
export const useCreateWorkflow = () => useCallMutation('workflows-create', templatesShown);
export const useUpdateWorkflow = () => useCallMutation('workflows-update', templatesShown);
export const useDeleteWorkflow = () => useCallMutation('workflows-delete', templatesShown);
/** Applying creates tasks: the board, the lists, "Meu trabalho" and the lawsuit's runs read again. */
export const useApplyWorkflow = () => useCallMutation('workflows-apply', { refresh: [taskKeys.all] });
