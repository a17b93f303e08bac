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
    'workflows-list': query<WorkflowTemplateItem[]>()({ policy: read('agenda'), input: none }),
    'workflows-create': command<WorkflowTemplateItem>()({
      policy: 'admin',
      input: workflowCreateInput,
      attempt: 'criar modelo de fluxo de trabalho',
      actions: { 'workflows.create': created('Criou modelo de fluxo de trabalho') },
    }),
    'workflows-update': command<WorkflowTemplateItem>()({
      policy: 'admin',
      input: workflowUpdateInput,
      attempt: 'editar modelo de fluxo de trabalho',
      actions: { 'workflows.update': updated('Editou modelo de fluxo de trabalho') },
    }),
    'workflows-delete': command<{ deleted: true }>()({
      policy: 'admin',
      input: workflowDeleteInput,
      attempt: 'excluir modelo de fluxo de trabalho',
      actions: { 'workflows.delete': deleted('Excluiu modelo de fluxo de trabalho') },
    }),
    /** What applying would create, with each due date on the lawsuit's court calendar: shown before confirming. */
    'workflows-plan': query<WorkflowPlan>()({ policy: read('agenda'), input: workflowPlanInput }),
    'workflows-apply': command<WorkflowRunItem>()({
      policy: write('agenda'),
      input: workflowApplyInput,
      attempt: 'aplicar fluxo de trabalho a processo',
      actions: { 'workflows.apply': created('Aplicou fluxo de trabalho a processo') },
    }),
    /** The lawsuit's runs, each with where its tasks stand (the lawsuit page's phase and progress). */
    'workflows-runs': query<WorkflowRunItem[]>()({ policy: read('agenda'), input: workflowRunsInput }),
  },
});
