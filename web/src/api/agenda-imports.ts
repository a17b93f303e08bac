import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { agendaKeys, dashboardKeys } from './keys';
import { useCallMutation } from './mutation';

/** Importações de prazos e audiências: the caller's jobs and each one's progress and report. */
export const agendaImportKeys = {
  all: ['agendaImports'] as const,
  list: () => [...agendaImportKeys.all, 'list'] as const,
  detail: (id: string) => [...agendaImportKeys.all, 'detail', id] as const,
};

export const agendaImportQueries = {
  list: () => queryOptions({ queryKey: agendaImportKeys.list(), queryFn: () => call('agendaImports-list', {}) }),
  detail: (id: string) => queryOptions({ queryKey: agendaImportKeys.detail(id), queryFn: () => call('agendaImports-get', { id }) }),
};

/** What an import changes: the agenda's entries (or their removal) and the dashboard's counts. */
const importedInto = [agendaImportKeys.all, agendaKeys.all, dashboardKeys.all] as const;

/** The preview: what each row would become. Writes nothing. */
export const usePreviewAgendaImport = () => useCallMutation('agendaImports-preview');

export const useStartAgendaImport = () =>
  useCallMutation('agendaImports-start', { storeAt: (job) => agendaImportKeys.detail(job.id), refresh: [agendaImportKeys.list()] });

/** A few more steps of a job while its page is open; the answer is the job as it stands. */
export const useAdvanceAgendaImport = () =>
  useCallMutation('agendaImports-advance', { storeAt: (job) => agendaImportKeys.detail(job.id), refresh: importedInto });

export const useUndoAgendaImport = () =>
  useCallMutation('agendaImports-undo', { storeAt: (job) => agendaImportKeys.detail(job.id), refresh: [agendaImportKeys.list()] });
