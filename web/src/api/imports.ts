import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { dashboardKeys, lawsuitKeys, clientKeys } from './keys';
import { useCallMutation } from './mutation';

/** Importações de processos: the caller's jobs and each one's progress and report. */
export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
};

export const importQueries = {
  list: () => queryOptions({ queryKey: importKeys.list(), queryFn: () => call('imports-list', {}) }),
  detail: (id: string) => queryOptions({ queryKey: importKeys.detail(id), queryFn: () => call('imports-get', { id }) }),
};

/** What an import changes: the lawsuits and clients it writes (or removes), the counts on the dashboard. */
const importedInto = [importKeys.all, lawsuitKeys.all, clientKeys.all, dashboardKeys.all] as const;

/** The preview: what each row would become. Writes nothing. */
export const usePreviewImport = () => useCallMutation('imports-preview');

export const useStartImport = () => useCallMutation('imports-start', { storeAt: (job) => importKeys.detail(job.id), refresh: [importKeys.list()] });

/** A few more steps of a job while its page is open; the answer is the job as it stands. */
export const useAdvanceImport = () => useCallMutation('imports-advance', { storeAt: (job) => importKeys.detail(job.id), refresh: importedInto });

export const useUndoImport = () => useCallMutation('imports-undo', { storeAt: (job) => importKeys.detail(job.id), refresh: [importKeys.list()] });
