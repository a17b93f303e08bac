import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import {
  ALLOWED_CONTENT_TYPES,
  declaredContentType,
  FILE_TYPES,
  fileNameProblem,
  PORTAL_REQUESTS_PREFIX,
  PORTAL_SHARES_PREFIX,
  UPLOAD_LIMITS_TEXT,
  uploadSizeProblem,
  type PortalDocuments,
} from '@office/domain';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { portalDocQueries, useRefreshPortalDocuments } from '../../api/portal-docs';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';
import { downloadFile, uploadFile } from '../../lib/files';

const ACCEPT = [...ALLOWED_CONTENT_TYPES, ...new Set(Object.values(FILE_TYPES).flatMap((t) => t.extensions.map((e) => `.${e}`)))].join(',');
const MUTED = 'text-sm text-slate-600 dark:text-slate-400';
const ACTION =
  'inline-flex cursor-pointer items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-within:outline-2 dark:border-slate-600 dark:hover:bg-slate-800';

type Request = PortalDocuments['requests'][number];

/** One document the office asked for: what, until when, and the file the client sends (checked here, then again there). */
function RequestItem({ request }: { request: Request }) {
  const refresh = useRefreshPortalDocuments();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const type = declaredContentType(file.name, file.type);
    const refused = fileNameProblem(file.name, type) ?? uploadSizeProblem(file.size, type);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      await uploadFile(`${PORTAL_REQUESTS_PREFIX}/${request.id}`, file, setProgress, { contentType: type });
      await refresh();
    } catch (failure) {
      setProblem(messageOf(failure));
    }
    setProgress(null);
  }

  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="font-medium wrap-anywhere">{request.title}</p>
      {request.note && <p className="wrap-anywhere">{request.note}</p>}
      <p className={MUTED}>
        Pedido em {formatDate(request.createdAt)}
        {request.dueDate ? ` · envie até ${formatDate(request.dueDate)}` : ''}
      </p>
      <div>
        <label className={ACTION}>
          {progress === null ? 'Enviar arquivo' : `Enviando… ${Math.round(progress * 100)}%`}
          <input
            type="file"
            className="sr-only"
            aria-label={`Enviar arquivo: ${request.title}`}
            accept={ACCEPT}
            disabled={progress !== null}
            onChange={(e) => void onFile(e)}
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {problem}
        </p>
      )}
    </li>
  );
}

/**
 * /portal's "Documentos": what the office asked the client to send (each answered with an upload) and the files the
 * office shared with them, each downloaded as the version shared.
 */
export function PortalDocumentsSection() {
  const docs = useQuery(portalDocQueries.mine());
  const [failure, setFailure] = useState<string | null>(null);
  const download = (id: string, name: string) => {
    setFailure(null);
    downloadFile(`${PORTAL_SHARES_PREFIX}/${id}`, name).catch((e: unknown) => setFailure(messageOf(e)));
  };
  return (
    <section aria-labelledby="portal-documentos" className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <h2 id="portal-documentos" className="text-lg font-semibold">
        Documentos
      </h2>
      {docs.isPending && <Spinner label="Carregando seus documentos…" />}
      {docs.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
          {messageOf(docs.error)}
        </p>
      )}
      {docs.data && (
        <>
          <div>
            <h3 className="font-semibold">O escritório pediu</h3>
            {docs.data.requests.length ? (
              <>
                <p className={MUTED}>Formatos aceitos: PDF, imagens, documentos, planilhas, áudio e vídeo ({UPLOAD_LIMITS_TEXT}).</p>
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {docs.data.requests.map((r) => (
                    <RequestItem key={r.id} request={r} />
                  ))}
                </ul>
              </>
            ) : (
              <p className={MUTED}>Nenhum documento pendente: o escritório não está esperando nada de você agora.</p>
            )}
          </div>
          <div>
            <h3 className="font-semibold">Arquivos compartilhados com você</h3>
            {failure && (
              <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {failure}
              </p>
            )}
            {docs.data.shared.length ? (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {docs.data.shared.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium wrap-anywhere">{s.name}</p>
                      <p className={MUTED}>
                        Compartilhado por {s.sharedByName} em {formatDateTime(s.sharedAt)}
                      </p>
                    </div>
                    <button type="button" className={ACTION} aria-label={`Baixar ${s.name}`} onClick={() => download(s.id, s.name)}>
                      Baixar
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={MUTED}>O escritório ainda não compartilhou arquivos com você.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
