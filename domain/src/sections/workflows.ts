/**
 * Fluxos de trabalho (Agenda section, their templates kept by administrators in Configurações): the templates are
 * listed to whoever reads the Agenda; applying one creates tasks, so it takes Agenda's write label, and the
 * lawsuit must be one the caller may see (the handlers check it).
 */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import {
  type WorkflowPlan,
  type WorkflowRunItem,
  type WorkflowTemplateItem,
  workflowApplyInput,
  workflowCreateInput,
  workflowDeleteInput,
  workflowPlanInput,
  workflowRunsInput,
  workflowUpdateInput,
  WORKFLOW_FIELD_LABELS,
} from '../workflows';

export const workflowsSlice = slice({
  fieldWords: { section: 'settings', labels: WORKFLOW_FIELD_LABELS },
  operations: {
    'workflows-list': query<WorkflowTemplateItem[]>()(read('agenda'), none),
    'workflows-create': command<WorkflowTemplateItem>()('admin', workflowCreateInput, 'criar modelo de fluxo de trabalho', {
      'workflows.create': created('Criou modelo de fluxo de trabalho'),
    }),
    'workflows-update': command<WorkflowTemplateItem>()('admin', workflowUpdateInput, 'editar modelo de fluxo de trabalho', {
      'workflows.update': updated('Editou modelo de fluxo de trabalho'),
    }),
    'workflows-delete': command<{ deleted: true }>()('admin', workflowDeleteInput, 'excluir modelo de fluxo de trabalho', {
      'workflows.delete': deleted('Excluiu modelo de fluxo de trabalho'),
    }),
    /** What applying would create, with each due date on the lawsuit's court calendar: shown before confirming. */
    'workflows-plan': query<WorkflowPlan>()(read('agenda'), workflowPlanInput),
    'workflows-apply': command<WorkflowRunItem>()(write('agenda'), workflowApplyInput, 'aplicar fluxo de trabalho a processo', {
      'workflows.apply': created('Aplicou fluxo de trabalho a processo'),
    }),
    /** The lawsuit's runs, each with where its tasks stand (the lawsuit page's phase and progress). */
    'workflows-runs': query<WorkflowRunItem[]>()(read('agenda'), workflowRunsInput),
  },
});
