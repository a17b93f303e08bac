import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { taskKeys } from './keys';
import { useCallMutation } from './mutation';

export type TaskListParams = CallInput<'tasks-list'>;
export type TaskBoardParams = CallInput<'tasks-board'>;

export const taskQueries = {
  list: (params: TaskListParams) =>
    queryOptions({ queryKey: taskKeys.list(params), queryFn: () => call('tasks-list', params), placeholderData: keepPreviousData }),
  /** Every column's first page in one call. */
  board: (params: TaskBoardParams) =>
    queryOptions({ queryKey: taskKeys.board(params), queryFn: () => call('tasks-board', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => call('tasks-get', { id }) }),
  comments: (taskId: string) => queryOptions({ queryKey: taskKeys.comments(taskId), queryFn: () => call('tasks-comments', { taskId }) }),
  /** Per person (everyone for an administrator, oneself otherwise) for a period: counts, never the tasks. */
  productivity: (period: CallInput<'tasks-productivity'>) =>
    queryOptions({ queryKey: taskKeys.productivity(period), queryFn: () => call('tasks-productivity', period), placeholderData: keepPreviousData }),
  /** My tasks, my reviews and my prazos in order of urgency (the home page asks for its first few). */
  myWork: (limit?: number) => queryOptions({ queryKey: taskKeys.myWork(limit ?? 0), queryFn: () => call('tasks-myWork', limit ? { limit } : {}) }),
};

// A task shows on the board, the lists, its page and "Meu trabalho" (also on the home page): every write reads
// them again; a stale write (someone moved or edited it meanwhile) does too, so the page shows what is there now.
const shownIn = { refresh: [taskKeys.all], onConflict: [taskKeys.all] } as const;

export const useCreateTask = () => useCallMutation('tasks-create', shownIn);
export const useUpdateTask = () => useCallMutation('tasks-update', shownIn);
export const useMoveTask = () => useCallMutation('tasks-move', shownIn);
export const useSetTaskStep = () => useCallMutation('tasks-setStep', shownIn);
export const useCommentTask = () => useCallMutation('tasks-comment', { refresh: [taskKeys.all] });
export const useDeleteTask = () => useCallMutation('tasks-delete', shownIn);
