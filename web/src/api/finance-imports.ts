import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { dashboardKeys, financeKeys } from './keys';
import { useCallMutation } from './mutation';

/** Importações de lançamentos: the caller's jobs and each one's progress and report. */
export const financeImportKeys = {
  all: ['financeImports'] as const,
  list: () => [...financeImportKeys.all, 'list'] as const,
  detail: (id: string) => [...financeImportKeys.all, 'detail', id] as const,
};

export const financeImportQueries = {
  list: () => queryOptions({ queryKey: financeImportKeys.list(), queryFn: () => call('financeImports-list', {}) }),
  detail: (id: string) => queryOptions({ queryKey: financeImportKeys.detail(id), queryFn: () => call('financeImports-get', { id }) }),
};

/** What an import changes: the lançamentos (or their removal), the accounts' balances, the reports and the dashboard. */
const importedInto = [financeImportKeys.all, financeKeys.all, dashboardKeys.all] as const;

/** The preview: what each row would become. Writes nothing. */
export const usePreviewFinanceImport = () => useCallMutation('financeImports-preview');

export const useStartFinanceImport = () =>
  useCallMutation('financeImports-start', { storeAt: (job) => financeImportKeys.detail(job.id), refresh: [financeImportKeys.list()] });

/** A few more steps of a job while its page is open; the answer is the job as it stands. */
export const useAdvanceFinanceImport = () =>
  useCallMutation('financeImports-advance', { storeAt: (job) => financeImportKeys.detail(job.id), refresh: importedInto });

export const useUndoFinanceImport = () =>
  useCallMutation('financeImports-undo', { storeAt: (job) => financeImportKeys.detail(job.id), refresh: [financeImportKeys.list()] });
