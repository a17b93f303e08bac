/**
 * Tarefas (Agenda section): tasks, their board, steps and comments, and "Meu trabalho". Creating, editing and
 * deleting need Agenda's write label. Moving a task, checking its steps and commenting need Agenda read: whoever
 * edits the agenda may, and so may the task's own people (its assignee and reviewers), so an intern who only
 * reads the agenda works on the tasks handed to them. The handlers check the second half (worksOn).
 */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import { getInput, type Listed, type Page } from '../lists';
import {
  myWorkInput,
  productivityInput,
  type ProductivityRow,
  taskBoardInput,
  taskCommentInput,
  taskCommentsInput,
  taskCreateInput,
  taskDeleteInput,
  taskListInput,
  taskMoveInput,
  taskStepSetInput,
  taskUpdateInput,
  type TaskBoard,
  type TaskCommentRecord,
  type TaskDetail,
  type TaskItem,
  type WorkItem,
  TASK_FIELD_LABELS,
} from '../tasks';

export const tasksSlice = slice({
  fieldWords: { section: 'agenda', labels: TASK_FIELD_LABELS },
  operations: {
    'tasks-list': query<Page<TaskItem>>()({ policy: read('agenda'), input: taskListInput }),
    'tasks-board': query<TaskBoard>()({ policy: read('agenda'), input: taskBoardInput }),
    'tasks-get': query<TaskDetail>()({ policy: read('agenda'), input: getInput }),
    'tasks-comments': query<Listed<TaskCommentRecord>[]>()({ policy: read('agenda'), input: taskCommentsInput }),
    'tasks-myWork': query<WorkItem[]>()({ policy: read('agenda'), input: myWorkInput }),
    /** Everyone's numbers for an administrator; one's own for everyone else. */
    'tasks-productivity': query<ProductivityRow[]>()({ policy: read('agenda'), input: productivityInput }),
    'tasks-create': command<TaskItem>()({
      policy: write('agenda'),
      input: taskCreateInput,
      attempt: 'criar tarefa',
      actions: { 'tasks.create': created('Criou tarefa') },
    }),
    'tasks-update': command<TaskItem>()({
      policy: write('agenda'),
      input: taskUpdateInput,
      attempt: 'editar tarefa',
      actions: { 'tasks.update': updated('Editou tarefa') },
    }),
    'tasks-move': command<TaskItem>()({
      policy: read('agenda'),
      input: taskMoveInput,
      attempt: 'mudar a situação de tarefa',
      actions: { 'tasks.move': updated('Mudou a situação da tarefa') },
    }),
    'tasks-setStep': command<TaskItem>()({
      policy: read('agenda'),
      input: taskStepSetInput,
      attempt: 'marcar passo de tarefa',
      actions: { 'tasks.step': updated('Marcou passo da tarefa') },
    }),
    'tasks-comment': command<Listed<TaskCommentRecord>>()({
      policy: read('agenda'),
      input: taskCommentInput,
      attempt: 'comentar tarefa',
      actions: { 'tasks.comment': created('Comentou tarefa') },
    }),
    'tasks-delete': command<{ deleted: true }>()({
      policy: write('agenda'),
      input: taskDeleteInput,
      attempt: 'excluir tarefa',
      actions: { 'tasks.delete': deleted('Excluiu tarefa') },
    }),
  },
});
