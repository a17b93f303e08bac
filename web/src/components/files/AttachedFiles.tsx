import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ALLOWED_CONTENT_TYPES, fileNameProblem, MAX_UPLOAD_BYTES, type FileEntry } from '@office/domain';
import { formatDateTime } from '@office/domain/dates';
import { attachmentQueries, useDeleteAttachment, useRefreshAttachments } from '../../api/attachments';
import { downloadFile, uploadFile } from '../../lib/files';
import { useDialog } from '../ui/dialog';
import { Button, Card } from '../ui/primitives';
import { useToast } from '../ui/toast';
import { messageOf } from '../../lib/error-message';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Files of one record (contracts, procurações, receipts): upload with progress, list, download, delete. */
export function AttachedFiles({ folder, canWrite, title = 'Arquivos' }: { folder: string; canWrite: boolean; title?: string }) {
  const dialog = useDialog();
  const toast = useToast();
  const query = useQuery(attachmentQueries.folder(folder));
  const refresh = useRefreshAttachments(folder);
  const deletion = useDeleteAttachment(folder);
  const [progress, setProgress] = useState<number | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks again, and also reads the content against the type.
    const problem = fileNameProblem(file.name, file.type);
    if (problem) {
      toast.show({ severity: 'warn', summary: 'Arquivo não aceito', detail: problem });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.show({ severity: 'warn', summary: 'Arquivo grande demais', detail: 'O limite é 20 MB.' });
      return;
    }
    setProgress(0);
    try {
      await uploadFile<FileEntry>(folder, file, setProgress);
      toast.show({ severity: 'success', summary: 'Arquivo anexado', detail: file.name });
      await refresh();
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Falha no envio', detail: messageOf(failure) });
    }
    setProgress(null);
  }

  async function remove(f: FileEntry) {
    if (!(await dialog.confirm({ title: 'Excluir arquivo?', message: `${f.name} será excluído.`, confirmLabel: 'Excluir', tone: 'danger' }))) return;
    try {
      await deletion.mutateAsync({ path: f.path });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível excluir', detail: messageOf(failure) });
    }
  }

  return (
    <Card
      title={title}
      icon="download"
      action={
        canWrite ? (
          <label className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-within:outline-2 dark:border-slate-600 dark:hover:bg-slate-800">
            Anexar arquivo
            <input type="file" className="sr-only" onChange={(e) => void onFile(e)} disabled={progress !== null} accept={ALLOWED_CONTENT_TYPES.join(',')} />
          </label>
        ) : undefined
      }
    >
      {progress !== null && (
        <div className="mb-3">
          <progress className="h-2 w-full" value={progress} max={1} aria-label="Envio do arquivo" />
          <p className="text-xs text-slate-600 dark:text-slate-400">Enviando… {Math.round(progress * 100)}%</p>
        </div>
      )}
      {query.data?.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {query.data.map((f) => (
            <li key={f.path} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{f.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {size(f.size)} · {formatDateTime(f.uploadedAt)}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  icon="download"
                  aria-label={`Baixar ${f.name}`}
                  onClick={() => void downloadFile(f.path, f.name).catch((e: unknown) => toast.show({ severity: 'error', summary: messageOf(e) }))}
                />
                {canWrite && <Button variant="ghost" icon="trash" aria-label={`Excluir ${f.name}`} onClick={() => void remove(f)} />}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {query.isPending ? 'Carregando…' : query.isError ? messageOf(query.error) : 'Nenhum arquivo anexado.'}
        </p>
      )}
    </Card>
  );
}
