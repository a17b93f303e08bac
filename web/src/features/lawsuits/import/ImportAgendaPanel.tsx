import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { AgendaImportPreview } from '@office/domain/agenda-imports';
import { formatDateTime } from '@office/domain/dates';
import { IMPORT_STATUS_LABELS } from '@office/domain/imports';
import { agendaImportQueries, usePreviewAgendaImport, useStartAgendaImport } from '../../../api/agenda-imports';
import { useDirectory } from '../../../api/directory';
import { Button, Card } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { useSession } from '../../../lib/session-context';
import { AgendaMappingCard, type AgendaMappingChoice } from './AgendaMappingCard';
import { AgendaPreviewCard } from './AgendaPreviewCard';
import { ImportJobCard } from './ImportJobCard';
import { ImportSourceCard, type SourceWords } from '../../../components/imports/ImportSourceCard';
import type { ReadTable } from '../../../components/imports/read-table';

const WORDS: SourceWords = {
  title: '1. De onde vêm os prazos e audiências',
  fileHint: 'Uma linha por prazo ou audiência: data, hora (audiências), número do processo, tipo, descrição, responsáveis.',
  pasteLabel: 'Linhas da planilha',
  pasteHint: 'Uma linha por prazo ou audiência, colada de uma planilha (as colunas vêm juntas) ou separada por ";".',
  emptyPaste: 'Cole ao menos uma linha.',
};

function RecentAgendaImports() {
  const list = useQuery(agendaImportQueries.list());
  if (!list.data?.length) return null;
  return (
    <Card title="Importações anteriores da agenda" icon="clock">
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {list.data.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link className="text-brand-700 underline dark:text-brand-300" to={`?tipo=agenda&job=${encodeURIComponent(j.id)}`}>
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

/** Importar → Prazos e audiências: a spreadsheet of open prazos and hearings, mapped, previewed, then imported as a job. */
export function ImportAgendaPanel() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const { me } = useSession();
  const directory = useDirectory();
  const toast = useToast();
  const previewing = usePreviewAgendaImport();
  const starting = useStartAgendaImport();
  const [read, setRead] = useState<ReadTable | null>(null);
  const [choice, setChoice] = useState<AgendaMappingChoice>({ hasHeader: true, mapping: null, defaultOwnerId: '' });
  const [preview, setPreview] = useState<AgendaImportPreview | null>(null);
  const people = directory.agendaPeople();
  const defaultOwner = choice.defaultOwnerId || (people.some((p) => p.uid === me?.uid) ? (me?.uid ?? '') : '');
  const request = (table: ReadTable, c: AgendaMappingChoice) => ({
    ...table,
    hasHeader: c.hasHeader,
    mapping: c.mapping,
    defaultOwnerId: c.defaultOwnerId || defaultOwner,
  });

  async function check(table: ReadTable, c: AgendaMappingChoice) {
    if (!(c.defaultOwnerId || defaultOwner)) {
      toast.show({
        severity: 'error',
        summary: 'Escolha o responsável',
        detail: 'Escolha quem responde pelos prazos e audiências cuja linha não indica ninguém.',
      });
      return;
    }
    try {
      const answer = await previewing.mutateAsync(request(table, c));
      setPreview(answer);
      setChoice({ ...c, mapping: answer.mapping, defaultOwnerId: c.defaultOwnerId || defaultOwner });
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
      setParams({ tipo: 'agenda', job: job.id });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível importar', detail: messageOf(failure), life: 10000 });
    }
  }

  function loaded(table: ReadTable) {
    // A spreadsheet of dates starts with its header unless its first cell is a date.
    const c = {
      hasHeader: table.table.length > 1 && !/\d{1,4}[/-]\d{1,2}[/-]\d{1,4}/.test(table.table[0]?.[0] ?? ''),
      mapping: null,
      defaultOwnerId: choice.defaultOwnerId,
    };
    setRead(table);
    setChoice(c);
    setPreview(null);
  }

  if (jobId) {
    return (
      <>
        <ImportJobCard jobId={jobId} kind="agenda" />
        <div>
          <Button variant="secondary" onClick={() => setParams({ tipo: 'agenda' })}>
            Nova importação
          </Button>
        </div>
        <RecentAgendaImports />
      </>
    );
  }
  return (
    <>
      <ImportSourceCard onRead={loaded} words={WORDS} />
      {read && (
        <AgendaMappingCard
          header={choice.hasHeader ? (read.table[0] ?? null) : null}
          columns={Math.max(...read.table.map((r) => r.length))}
          choice={{ ...choice, defaultOwnerId: choice.defaultOwnerId || defaultOwner }}
          people={people}
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
      {preview && <AgendaPreviewCard preview={preview} nameOf={directory.nameOf} busy={starting.isPending} onImport={() => void start()} />}
      <RecentAgendaImports />
    </>
  );
}
