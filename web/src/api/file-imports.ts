import { queryOptions } from '@tanstack/react-query';
import { ZIP_PART_BYTES, zipPartName, type FileImportView } from '@office/domain/file-imports';
import { call } from '../lib/callable';
import { uploadFile } from '../lib/files';
import { attachmentKeys } from './keys';
import { useCallMutation } from './mutation';

/** Importações de arquivos (ZIP): the caller's jobs and each one's progress and report. */
export const fileImportKeys = {
  all: ['fileImports'] as const,
  list: () => [...fileImportKeys.all, 'list'] as const,
  detail: (id: string) => [...fileImportKeys.all, 'detail', id] as const,
};

export const fileImportQueries = {
  list: () => queryOptions({ queryKey: fileImportKeys.list(), queryFn: () => call('fileImports-list', {}) }),
  detail: (id: string) => queryOptions({ queryKey: fileImportKeys.detail(id), queryFn: () => call('fileImports-get', { id }) }),
};

/**
 * Sends the ZIP in parts of ZIP_PART_BYTES (each a request the functions' hosts accept), one after another, with
 * the progress of the whole (0–1). A part that fails is sent once more before giving up.
 */
export async function sendZipParts(job: FileImportView, zip: File, onProgress: (fraction: number) => void): Promise<void> {
  for (let n = 1; n <= job.partCount; n++) {
    const part = new File([zip.slice((n - 1) * ZIP_PART_BYTES, n * ZIP_PART_BYTES)], zip.name, { type: 'application/zip' });
    const done = (n - 1) * ZIP_PART_BYTES;
    const send = () => uploadFile(`fileImports/${job.id}/${zipPartName(n)}`, part, (f) => onProgress((done + f * part.size) / zip.size));
    await send().catch(send);
  }
  onProgress(1);
}

export const useCreateFileImport = () => useCallMutation('fileImports-create', { storeAt: (job) => fileImportKeys.detail(job.id) });

/** What the uploaded ZIP would become. Writes nothing. */
export const usePreviewFileImport = () => useCallMutation('fileImports-preview');

export const useStartFileImport = () =>
  useCallMutation('fileImports-start', { storeAt: (job) => fileImportKeys.detail(job.id), refresh: [fileImportKeys.list()] });

/** A few more steps while the page is open; the records' file lists are read again. */
export const useAdvanceFileImport = () =>
  useCallMutation('fileImports-advance', { storeAt: (job) => fileImportKeys.detail(job.id), refresh: [fileImportKeys.list(), attachmentKeys.all] });

export const useUndoFileImport = () =>
  useCallMutation('fileImports-undo', { storeAt: (job) => fileImportKeys.detail(job.id), refresh: [fileImportKeys.list()] });
