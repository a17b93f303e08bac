import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { listPath, pagePath } from '@office/domain/addresses';
import { formatDateTime } from '@office/domain/dates';
import { IMPORT_STATUS_LABELS, looksLikeHeader, type LawsuitImportPreview } from '@office/domain/imports';
import { importQueries, usePreviewImport, useStartImport } from '../../../api/imports';
import { directoryQueries, useDirectory } from '../../../api/directory';
import { Button, Card, PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { useSession } from '../../../lib/session-context';
import { can } from '@office/domain/policy';
import { ImportAgendaPanel } from './ImportAgendaPanel';
import { ImportJobCard } from './ImportJobCard';
import { ImportMappingCard, type MappingChoice } from './ImportMappingCard';
import { ImportPreviewCard } from './ImportPreviewCard';
import { ImportSourceCard } from '../../../components/imports/ImportSourceCard';
import type { ReadTable } from '../../../components/imports/read-table';
import { ZipImportCard } from './ZipImportCard';

function RecentImports() {
  const list = useQuery(importQueries.list());
  if (!list.data?.length) return null;
  return (
    <Card title="Importações anteriores" icon="clock">
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {list.data.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link className="text-brand-700 underline dark:text-brand-300" to={pagePath('lawsuitImport', { job: j.id })}>
              {j.fileName ?? 'Lista colada'} — {formatDateTime(j.createdAt)}
            </Link>
            <span>
              {IMPORT_STATUS_LABELS[j.status]} · {j.counts.imported.toLocaleString('pt-BR')} importado(s)
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What the office brings in: its lawsuits, or (with Agenda write) the open prazos and hearings of those lawsuits. */
function ImportKindChoice({ kind, onChange }: { kind: 'processos' | 'agenda'; onChange: (kind: 'processos' | 'agenda') => void }) {
  return (
    <fieldset className="flex flex-wrap gap-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">O que você vai importar?</legend>
      {(
        [
          ['processos', 'Processos'],
          ['agenda', 'Prazos e audiências'],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input type="radio" name="import-kind" value={value} checked={kind === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Processos → Importar: a spreadsheet or a pasted list of CNJ numbers, mapped, previewed, then imported as a job. */
export function ImportLawsuitsPage() {
  const [params, setParams] = useSearchParams();
  const { me: viewer } = useSession();
  const agendaKind = params.get('tipo') === 'agenda' && can(viewer?.scopes, 'agenda', 'write');
  const kindChoice = can(viewer?.scopes, 'agenda', 'write') && (
    <ImportKindChoice kind={agendaKind ? 'agenda' : 'processos'} onChange={(kind) => setParams(kind === 'agenda' ? { tipo: 'agenda' } : {})} />
  );
  if (agendaKind) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader
          title="Importar prazos e audiências"
          description="Traga os prazos em aberto e as audiências marcadas dos processos do escritório: cada prazo com o seu fatal e o interno calculado."
          actions={
            <Link className="text-sm text-brand-700 underline dark:text-brand-300" to={listPath('lawsuits')}>
              Voltar para Processos
            </Link>
          }
        />
        {kindChoice}
        <ImportAgendaPanel />
      </div>
    );
  }
  return <ImportLawsuits kindChoice={kindChoice} />;
}

function ImportLawsuits({ kindChoice }: { kindChoice: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const { me } = useSession();
  const directory = useDirectory();
  const toast = useToast();
  const previewing = usePreviewImport();
  const starting = useStartImport();
  const [read, setRead] = useState<ReadTable | null>(null);
  const [choice, setChoice] = useState<MappingChoice>({ hasHeader: true, mapping: null, defaultLawyerId: '' });
  const [preview, setPreview] = useState<LawsuitImportPreview | null>(null);
  // A list read before the team's names arrive is checked once they do (the default lawyer comes from them).
  const directoryReady = useQuery(directoryQueries.list()).isSuccess;
  const [checkWhenReady, setCheckWhenReady] = useState(false);
  const lawyers = directory.lawyers();
  const defaultLawyer = choice.defaultLawyerId || (lawyers.some((l) => l.uid === me?.uid) ? (me?.uid ?? '') : '');

  const request = (table: ReadTable, c: MappingChoice) => ({
    ...table,
    hasHeader: c.hasHeader,
    mapping: c.mapping,
    defaultLawyerId: c.defaultLawyerId || defaultLawyer,
  });

  async function check(table: ReadTable, c: MappingChoice) {
    if (!(c.defaultLawyerId || defaultLawyer)) {
      toast.show({ severity: 'error', summary: 'Escolha o responsável', detail: 'Escolha quem responde pelos processos cuja linha não indica o advogado.' });
      return;
    }
    try {
      const answer = await previewing.mutateAsync(request(table, c));
      setPreview(answer);
      setChoice({ ...c, mapping: answer.mapping, defaultLawyerId: c.defaultLawyerId || defaultLawyer });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível conferir', detail: messageOf(failure), life: 10000 });
    }
  }

  async function start() {
    if (!read) return;
    try {
      const job = await starting.mutateAsync(request(read, choice));
      setRead(null);
      setPreview(null);
      setParams({ job: job.id });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível importar', detail: messageOf(failure), life: 10000 });
    }
  }

  function loaded(table: ReadTable) {
    const c = { hasHeader: table.table.length > 1 && looksLikeHeader(table.table[0] ?? []), mapping: null, defaultLawyerId: choice.defaultLawyerId };
    setRead(table);
    setChoice(c);
    setPreview(null);
    if (directoryReady) void check(table, c);
    else setCheckWhenReady(true);
  }

  useEffect(() => {
    if (!checkWhenReady || !directoryReady || !read) return;
    setCheckWhenReady(false);
    void check(read, choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the names arrive; `check` reads this render's default lawyer
  }, [checkWhenReady, directoryReady]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Importar processos"
        description="Traga os processos do escritório pelo número CNJ: cada um é conferido, completado pelo DataJud e vinculado ao cliente."
        actions={
          <Link className="text-sm text-brand-700 underline dark:text-brand-300" to={listPath('lawsuits')}>
            Voltar para Processos
          </Link>
        }
      />
      {kindChoice}
      {jobId ? (
        <>
          <ImportJobCard jobId={jobId} />
          <div>
            <Button variant="secondary" onClick={() => setParams({})}>
              Nova importação
            </Button>
          </div>
        </>
      ) : (
        <>
          <ImportSourceCard onRead={loaded} />
          {read && (
            <ImportMappingCard
              header={choice.hasHeader ? (read.table[0] ?? null) : null}
              columns={Math.max(...read.table.map((r) => r.length))}
              choice={{ ...choice, defaultLawyerId: choice.defaultLawyerId || defaultLawyer }}
              lawyers={lawyers}
              remembered={preview?.remembered ?? false}
              onChange={(c) => {
                setChoice(c);
                setPreview(null);
              }}
            />
          )}
          {read && !preview && (
            <div>
              <Button onClick={() => void check(read, choice)} disabled={previewing.isPending}>
                Conferir linhas
              </Button>
            </div>
          )}
          {preview && <ImportPreviewCard preview={preview} nameOf={directory.nameOf} busy={starting.isPending} onImport={() => void start()} />}
        </>
      )}
      <ZipImportCard />
      <RecentImports />
    </div>
  );
}
