import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { base64ToBlob } from '../lib/base64';
import { downloadBlob } from '../lib/download';
import { attachmentKeys } from './keys';
import { useCallMutation } from './mutation';

/** Modelos de documentos: the one list (Configurações' page and every "Gerar documento" read it). No other section names it. */
export const templateKeys = { all: ['templates'] as const, list: () => [...templateKeys.all, 'list'] as const };

export const templateQueries = {
  list: () => queryOptions({ queryKey: templateKeys.list(), queryFn: () => call('templates-list', {}) }),
};

export const useCreateTemplate = () => useCallMutation('templates-create', { refresh: [templateKeys.all] });
export const useUpdateTemplate = () => useCallMutation('templates-update', { refresh: [templateKeys.all], onConflict: [templateKeys.all] });
export const useDeleteTemplate = () => useCallMutation('templates-delete', { refresh: [templateKeys.all], onConflict: [templateKeys.all] });

/** A template's .docx as uploaded, handed to the browser to edit in Word. */
export async function downloadTemplate(id: string): Promise<void> {
  const file = await call('templates-download', { id });
  downloadBlob(base64ToBlob(file.dataBase64, file.contentType), file.fileName);
}

/** "Gerar documento": the new file shows in the record's Arquivos card (`folder`, e.g. "lawsuits/proc-001"). */
export const useGenerateDocument = (folder: string) => useCallMutation('templates-generate', { refresh: [attachmentKeys.folder(folder)] });
