import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { FILE_IMPORT_STATUS_LABELS, MAX_ZIP_BYTES, type FileImportPreview, type FileImportView } from '@office/domain/file-imports';
import { fileImportQueries, sendZipParts, useCreateFileImport, usePreviewFileImport, useStartFileImport } from '../../../api/file-imports';
import { Button, buttonClass, Card, Field } from '../../../components/ui/primitives';
import { messageOf } from '../../../lib/error-message';
import { ZipJobPanel } from './ZipJobPanel';
import { ZipMatchedList, ZipProblems } from './ZipProblems';

const nf = (n: number) => n.toLocaleString('pt-BR');

function RecentZipImports({ onOpen }: { onOpen: (id: string) => void }) {
  const list = useQuery(fileImportQueries.list());
  const started = (list.data ?? []).filter((j) => j.status !== 'enviando');
  if (started.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-1 text-sm font-semibold">Importações de arquivos anteriores</h3>
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {started.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <button type="button" className="text-left text-brand-700 underline wrap-anywhere dark:text-brand-300" onClick={() => onOpen(j.id)}>
              {j.fileName} — {formatDateTime(j.createdAt)}
            </button>
            <span>
              {FILE_IMPORT_STATUS_LABELS[j.status]} · {nf(j.counts.imported)} importado(s)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Processos → Importar, files: a ZIP whose top folders are named by CNJ number (a lawsuit's files) or CPF/CNPJ (a
 * client's). Sent in parts, previewed folder by folder, then imported as a job with a progress bar and a report.
 */
export function ZipImportCard() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('zip');
  const creating = useCreateFileImport();
  const previewing = usePreviewFileImport();
  const starting = useStartFileImport();
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ job: FileImportView; preview: FileImportPreview } | null>(null);

  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('zip', id);
      else next.delete('zip');
      return next;
    });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setChecked(null);
    setProblem(null);
    const refusal = !/\.zip$/i.test(file.name)
      ? 'Envie um arquivo .zip.'
      : file.size > MAX_ZIP_BYTES
        ? 'O arquivo ZIP passa do limite de 2 GB. Divida as pastas em mais de um ZIP.'
        : null;
    if (refusal) {
      setProblem(refusal);
      return;
    }
    try {
      setSending(0);
      const job = await creating.mutateAsync({ fileName: file.name, size: file.size });
      await sendZipParts(job, file, setSending);
      setChecked({ job, preview: await previewing.mutateAsync({ id: job.id }) });
    } catch (failure) {
      setProblem(messageOf(failure));
    }
    setSending(null);
  }

  async function start() {
    if (!checked) return;
    try {
      const job = await starting.mutateAsync({ id: checked.job.id, expectedVersion: checked.job.version });
      setChecked(null);
      setFileName(null);
      open(job.id);
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }

  return (
    <Card title="Arquivos de um ZIP" icon="download">
      {jobId ? (
        <>
          <ZipJobPanel jobId={jobId} />
          <div className="mt-4">
            <Button variant="secondary" onClick={() => open(null)}>
              Importar outro ZIP
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            Cada pasta do ZIP com o número CNJ de um processo (ex.: 0001234-56.2024.8.26.0100) leva seus arquivos para esse processo; com o CPF ou CNPJ de um
            cliente, para esse cliente. Subpastas com o nome de uma categoria (Procurações, Contratos…) dão a categoria; as outras ficam na descrição. Até 2 GB.
          </p>
          <Field label="Arquivo ZIP" htmlFor="zip-import-file" hint="Os arquivos seguem as mesmas regras dos anexos: tipos aceitos e tamanho máximo.">
            <div className="flex flex-wrap items-center gap-3">
              <label className={`${buttonClass('secondary')} cursor-pointer focus-within:outline-2`}>
                {sending !== null ? 'Enviando…' : 'Escolher ZIP'}
                <input id="zip-import-file" type="file" accept=".zip" disabled={sending !== null} onChange={(e) => void pick(e)} className="sr-only" />
              </label>
              <span className="text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{fileName ?? 'Nenhum arquivo escolhido'}</span>
            </div>
          </Field>
          {sending !== null && (
            <p className="mt-2 text-sm tabular-nums" aria-live="polite">
              Enviando o ZIP: {Math.floor(sending * 100)}%
            </p>
          )}
          {problem && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          {checked && (
            <div className="mt-4">
              <p className="mb-2 text-sm" role="status">
                {nf(checked.preview.counts.files)} arquivo(s) no ZIP · {nf(checked.preview.counts.planned)} a importar · {nf(checked.preview.counts.refused)}{' '}
                recusado(s)
              </p>
              <h3 className="mb-1 text-sm font-semibold">Pastas encontradas</h3>
              <ZipMatchedList matched={checked.preview.matched} />
              <ZipProblems unmatched={checked.preview.unmatched} refused={checked.preview.refused} />
              <div className="mt-4 flex justify-end">
                <Button onClick={() => void start()} disabled={starting.isPending || checked.preview.counts.planned === 0}>
                  Importar {nf(checked.preview.counts.planned)} arquivo(s)
                </Button>
              </div>
            </div>
          )}
          <RecentZipImports onOpen={open} />
        </>
      )}
    </Card>
  );
}
