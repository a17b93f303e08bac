import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { exportDownloadPath, type ExportView } from '@office/domain/exports';
import { call } from '../lib/callable';
import { downloadBlob } from '../lib/download';
import { fetchFile } from '../lib/files';
import { invalidate } from './invalidate';
import { exportKeys, notificationKeys } from './keys';

/** An export's run may take minutes: the server allows it 9, the browser waits as long (it does not block the page). */
const RUN_TIMEOUT_MS = 560_000;
/** How often the list is read again while an export is queued or being written (its progress bar). */
const PROGRESS_POLL_MS = 1_500;

const working = (items: readonly ExportView[]) => items.some((e) => e.status === 'na-fila' || e.status === 'gerando');

export const exportQueries = {
  /** The latest exports, read again every moment while one is being written. */
  list: () =>
    queryOptions({
      queryKey: exportKeys.list(),
      queryFn: () => call('exports-list', {}),
      refetchInterval: (query) => (working(query.state.data?.items ?? []) ? PROGRESS_POLL_MS : false),
    }),
};

/**
 * Asks the server to write an export's archive, without waiting for it: the page follows its progress in the
 * list, and the notification says when it is ready. When the run ends (or fails) the list and the bell are read again.
 */
export function runExportInBackground(client: QueryClient, exportId: string): void {
  void call('exports-run', { exportId }, { timeoutMs: RUN_TIMEOUT_MS })
    .catch(() => undefined)
    .finally(() => void invalidate(client, exportKeys.all, notificationKeys.all));
}

/** "Exportar": queues the export (the answer comes at once), then starts its run in the background. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'exports-start'>) => call('exports-start', input),
    onSuccess: (started) => {
      runExportInBackground(client, started.id);
      return invalidate(client, exportKeys.all);
    },
  });
}

/** Downloads a ready archive; a refusal (an expired link) is thrown with the server's pt-BR words. */
export async function downloadExport(view: Pick<ExportView, 'id' | 'fileName'>): Promise<void> {
  const res = await fetchFile(exportDownloadPath(view.id, view.fileName));
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? 'Não foi possível baixar a exportação.');
  }
  downloadBlob(await res.blob(), view.fileName);
}
