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
    'tasks-list': query<Page<TaskItem>>()(read('agenda'), taskListInput),
    'tasks-board': query<TaskBoard>()(read('agenda'), taskBoardInput),
    'tasks-get': query<TaskDetail>()(read('agenda'), getInput),
    'tasks-comments': query<Listed<TaskCommentRecord>[]>()(read('agenda'), taskCommentsInput),
    'tasks-myWork': query<WorkItem[]>()(read('agenda'), myWorkInput),
    /** Everyone's numbers for an administrator; one's own for everyone else. */
    'tasks-productivity': query<ProductivityRow[]>()(read('agenda'), productivityInput),
    'tasks-create': command<TaskItem>()(write('agenda'), taskCreateInput, 'criar tarefa', { 'tasks.create': created('Criou tarefa') }),
    'tasks-update': command<TaskItem>()(write('agenda'), taskUpdateInput, 'editar tarefa', { 'tasks.update': updated('Editou tarefa') }),
    'tasks-move': command<TaskItem>()(read('agenda'), taskMoveInput, 'mudar a situação de tarefa', { 'tasks.move': updated('Mudou a situação da tarefa') }),
    'tasks-setStep': command<TaskItem>()(read('agenda'), taskStepSetInput, 'marcar passo de tarefa', { 'tasks.step': updated('Marcou passo da tarefa') }),
    'tasks-comment': command<Listed<TaskCommentRecord>>()(read('agenda'), taskCommentInput, 'comentar tarefa', { 'tasks.comment': created('Comentou tarefa') }),
    'tasks-delete': command<{ deleted: true }>()(write('agenda'), taskDeleteInput, 'excluir tarefa', { 'tasks.delete': deleted('Excluiu tarefa') }),
  },
});
