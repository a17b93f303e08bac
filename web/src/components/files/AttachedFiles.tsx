import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import {
  ALLOWED_CONTENT_TYPES,
  declaredContentType,
  FILE_CATEGORY_LABELS,
  FILE_TYPES,
  fileNameProblem,
  UPLOAD_LIMITS_TEXT,
  uploadSizeProblem,
  clientUploadLine,
  type FileEntry,
  type FileVersionEntry,
} from '@office/domain';
import { formatDateTime } from '@office/domain/dates';
import { attachmentQueries, useDeleteAttachment, useRefreshAttachments } from '../../api/attachments';
import { downloadFile, uploadFile } from '../../lib/files';
import { useFormDialog } from '../record/record-dialogs';
import { useDialog } from '../ui/dialog';
import { Badge, Button, Card } from '../ui/primitives';
import { useToast } from '../ui/toast';
import { isConflict, messageOf } from '../../lib/error-message';
import { FileDetailsForm, FileUploadForm } from './file-forms';
import { PortalShareControls } from './PortalShareControls';

// The types and their name endings: a browser that knows no type for ".opus" still offers the file.
const ACCEPT = [...ALLOWED_CONTENT_TYPES, ...new Set(Object.values(FILE_TYPES).flatMap((t) => t.extensions.map((e) => `.${e}`)))].join(',');

const PICKER =
  'cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-within:outline-2 dark:border-slate-600 dark:hover:bg-slate-800';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** "versão 2 · 120 KB · enviado por Ana Costa em 03/02/2026 14:30": one version's facts (a client's upload says so). */
function versionLine(v: FileVersionEntry): string {
  const who = v.uploadedByClient ? clientUploadLine(v.uploadedByName, v.uploadedAt) : `enviado por ${v.uploadedByName} em ${formatDateTime(v.uploadedAt)}`;
  return `versão ${v.version} · ${size(v.size)} · ${who}`;
}

/** The chosen file from a picker, which is emptied so the same file may be chosen again. */
function picked(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/**
 * Files of one record (contracts, procurações, receipts, recordings): upload with a category and a description,
 * the list with who sent each file and when, new versions with their history, download, edit and delete.
 */
export function AttachedFiles({
  folder,
  canWrite,
  canAttach = canWrite,
  title = 'Arquivos',
  portalSharing,
}: {
  folder: string;
  canWrite: boolean;
  /** Attaching, new versions and details without deleting (a task's own people: the server's requireAttach). */
  canAttach?: boolean;
  title?: string;
  /** A client's or a lawsuit's files: each row shares its version with the client (portal do cliente). */
  portalSharing?: { secret: boolean };
}) {
  const dialog = useDialog();
  const toast = useToast();
  const openForm = useFormDialog();
  const query = useQuery(attachmentQueries.folder(folder));
  const refresh = useRefreshAttachments(folder);
  const deletion = useDeleteAttachment(folder);
  const [sending, setSending] = useState<{ name: string; fraction: number } | null>(null);
  const [history, setHistory] = useState<string | null>(null);

  /** The type to declare for a chosen file, or null after saying why it cannot be sent (the server checks again, content included). */
  function accepted(file: File): string | null {
    const type = declaredContentType(file.name, file.type);
    const nameProblem = fileNameProblem(file.name, type);
    if (nameProblem) {
      toast.show({ severity: 'warn', summary: 'Arquivo não aceito', detail: nameProblem });
      return null;
    }
    const sizeProblem = uploadSizeProblem(file.size, type);
    if (sizeProblem) {
      toast.show({ severity: 'warn', summary: file.size === 0 ? 'Arquivo não aceito' : 'Arquivo grande demais', detail: sizeProblem });
      return null;
    }
    return type;
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = picked(event);
    const contentType = file && accepted(file);
    if (!file || !contentType) return;
    await openForm<FileEntry>({
      title: 'Anexar arquivo',
      size: 'md',
      form: (close) => <FileUploadForm folder={folder} file={file} contentType={contentType} {...close} />,
      done: (entry) => ({ summary: 'Arquivo anexado', detail: entry.name }),
    });
  }

  async function onNewVersion(f: FileEntry, event: ChangeEvent<HTMLInputElement>) {
    const file = picked(event);
    const contentType = file && accepted(file);
    if (!file || !contentType) return;
    setSending({ name: f.name, fraction: 0 });
    try {
      // Sent to the file's own path: the server keeps the current bytes as its previous version.
      const entry = await uploadFile<FileEntry>(f.path, file, (fraction) => setSending({ name: f.name, fraction }), { contentType });
      toast.show({ severity: 'success', summary: 'Nova versão enviada', detail: `${entry.name} (versão ${entry.version})` });
      await refresh();
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Falha no envio', detail: messageOf(failure) });
      // Someone else's version got there first: show it, so the person decides on the current file.
      if (isConflict(failure)) await refresh();
    }
    setSending(null);
  }

  const edit = (f: FileEntry) =>
    openForm<FileEntry>({
      title: `Editar ${f.name}`,
      size: 'md',
      form: (close) => <FileDetailsForm folder={folder} entry={f} {...close} />,
      done: { summary: 'Arquivo atualizado', detail: f.name },
    });

  async function remove(f: FileEntry) {
    const earlier = f.versions.length > 0 ? ' com as versões anteriores' : '';
    if (!(await dialog.confirm({ title: 'Excluir arquivo?', message: `${f.name} será excluído${earlier}.`, confirmLabel: 'Excluir', tone: 'danger' }))) return;
    try {
      await deletion.mutateAsync({ path: f.path });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível excluir', detail: messageOf(failure) });
    }
  }

  const download = (v: FileVersionEntry) => void downloadFile(v.path, v.name).catch((e: unknown) => toast.show({ severity: 'error', summary: messageOf(e) }));

  return (
    <Card
      title={title}
      icon="download"
      action={
        canAttach ? (
          <label className={PICKER}>
            Anexar arquivo
            <input type="file" className="sr-only" onChange={(e) => void onFile(e)} disabled={sending !== null} accept={ACCEPT} />
          </label>
        ) : undefined
      }
    >
      {canAttach && (
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
          PDF, imagens, documentos, planilhas, áudio (MP3, M4A, OGG/Opus, WAV) e vídeo (MP4, MOV, WebM): {UPLOAD_LIMITS_TEXT}.
        </p>
      )}
      {sending !== null && (
        <div className="mb-3" role="status">
          <progress className="h-2 w-full" value={sending.fraction} max={1} aria-label={`Envio da nova versão de ${sending.name}`} />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Enviando nova versão de {sending.name}… {Math.round(sending.fraction * 100)}%
          </p>
        </div>
      )}
      {query.data?.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {query.data.map((f) => (
            <li key={f.path} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 truncate font-medium">{f.name}</span>
                    <Badge tone={f.category === 'gravacao' ? 'blue' : 'slate'}>{FILE_CATEGORY_LABELS[f.category]}</Badge>
                  </p>
                  {f.description && <p className="text-slate-700 dark:text-slate-300">{f.description}</p>}
                  <p className="text-xs text-slate-500 dark:text-slate-400">{versionLine(f)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  {portalSharing && <PortalShareControls folder={folder} file={f} canWrite={canWrite} secret={portalSharing.secret} />}
                  <Button variant="ghost" icon="download" aria-label={`Baixar ${f.name}`} onClick={() => download(f)} />
                  {f.versions.length > 0 && (
                    <Button
                      variant="ghost"
                      icon="clock"
                      aria-label={`Histórico de ${f.name}`}
                      aria-expanded={history === f.path}
                      onClick={() => setHistory(history === f.path ? null : f.path)}
                    >
                      Histórico
                    </Button>
                  )}
                  {canAttach && (
                    <>
                      <Button variant="ghost" icon="edit" aria-label={`Editar ${f.name}`} onClick={() => void edit(f)} />
                      <label className={PICKER}>
                        Enviar nova versão
                        <input
                          type="file"
                          className="sr-only"
                          aria-label={`Enviar nova versão de ${f.name}`}
                          onChange={(e) => void onNewVersion(f, e)}
                          disabled={sending !== null}
                          accept={ACCEPT}
                        />
                      </label>
                      {canWrite && <Button variant="ghost" icon="trash" aria-label={`Excluir ${f.name}`} onClick={() => void remove(f)} />}
                    </>
                  )}
                </div>
              </div>
              {history === f.path && (
                <ul aria-label={`Histórico de ${f.name}`} className="mt-2 ml-4 border-l border-slate-200 pl-3 dark:border-slate-700">
                  {f.versions.map((v) => (
                    <li key={v.path} className="flex flex-wrap items-center justify-between gap-2 py-1">
                      <div className="min-w-0">
                        <p className="truncate">{v.name}</p>
                        <p className="text-xs text-slate-500 dark:text-slate-400">{versionLine(v)}</p>
                      </div>
                      <Button variant="ghost" icon="download" aria-label={`Baixar ${v.name} (versão ${v.version})`} onClick={() => download(v)} />
                    </li>
                  ))}
                </ul>
              )}
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
