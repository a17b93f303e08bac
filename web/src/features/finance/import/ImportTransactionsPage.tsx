import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { listPath, pagePath } from '@office/domain/addresses';
import { formatDateTime } from '@office/domain/dates';
import { guessFinanceMapping, type FinanceImportPreview } from '@office/domain/finance-imports';
import { DEFAULT_CATEGORY } from '@office/domain/finance-labels';
import { IMPORT_STATUS_LABELS } from '@office/domain/imports';
import { financeImportQueries, usePreviewFinanceImport, useStartFinanceImport } from '../../../api/finance-imports';
import { ImportSourceCard, type SourceWords } from '../../../components/imports/ImportSourceCard';
import type { ReadTable } from '../../../components/imports/read-table';
import { Button, Card, PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/error-message';
import { FinanceImportJobCard } from './FinanceImportJobCard';
import { FinanceMappingCard, type FinanceMappingChoice } from './FinanceMappingCard';
import { FinancePreviewCard } from './FinancePreviewCard';

const WORDS: SourceWords = {
  title: '1. De onde vêm os lançamentos',
  fileHint: 'Uma linha por lançamento: tipo (receita ou despesa), descrição, valor, vencimento; cliente, processo, categoria e pagamento se houver.',
  pasteLabel: 'Linhas da planilha',
  pasteHint: 'Uma linha por lançamento, colada de uma planilha (as colunas vêm juntas) ou separada por ";".',
  emptyPaste: 'Cole ao menos uma linha.',
};

const FIRST_CHOICE: Omit<FinanceMappingChoice, 'mapping' | 'hasHeader'> = {
  defaultCategories: { receita: DEFAULT_CATEGORY['honorarios-fixos'], despesa: DEFAULT_CATEGORY['despesa-escritorio'] },
  accountId: '',
  method: 'pix',
};

function RecentFinanceImports() {
  const list = useQuery(financeImportQueries.list());
  if (!list.data?.length) return null;
  return (
    <Card title="Importações anteriores" icon="clock">
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {list.data.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link className="text-brand-700 underline dark:text-brand-300" to={pagePath('transactionImport', { job: j.id })}>
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

/** /transactions/import — Financeiro: a spreadsheet of receivables and payments, mapped, previewed, then imported as a job. */
export function ImportTransactionsPage() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const toast = useToast();
  const previewing = usePreviewFinanceImport();
  const starting = useStartFinanceImport();
  const [read, setRead] = useState<ReadTable | null>(null);
  const [choice, setChoice] = useState<FinanceMappingChoice | null>(null);
  const [preview, setPreview] = useState<FinanceImportPreview | null>(null);
  const request = (table: ReadTable, c: FinanceMappingChoice) => ({ ...table, ...c, accountId: c.accountId || null });

  async function check(table: ReadTable, c: FinanceMappingChoice) {
    try {
      setPreview(await previewing.mutateAsync(request(table, c)));
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível conferir', detail: messageOf(failure), life: 10000 });
    }
  }

  async function start() {
    if (!read || !choice) return;
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
    // A spreadsheet starts with its header unless its first row holds a value or a date.
    const hasHeader = table.table.length > 1 && !(table.table[0] ?? []).some((cell) => /\d{1,4}[/-]\d{1,2}[/-]\d{1,4}|\d+[,.]\d{2}$/.test(cell));
    setRead(table);
    setChoice({ ...FIRST_CHOICE, ...choice, hasHeader, mapping: guessFinanceMapping(hasHeader ? (table.table[0] ?? []) : []) });
    setPreview(null);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Importar lançamentos"
        description="Traga o que o escritório tem a receber e a pagar: cada linha é conferida, vinculada ao cliente e ao processo, e pode vir já paga."
        actions={
          <Link className="text-sm text-brand-700 underline dark:text-brand-300" to={listPath('finance')}>
            Voltar para o Financeiro
          </Link>
        }
      />
      {jobId ? (
        <>
          <FinanceImportJobCard jobId={jobId} />
          <div>
            <Button variant="secondary" onClick={() => setParams({})}>
              Nova importação
            </Button>
          </div>
        </>
      ) : (
        <>
          <ImportSourceCard onRead={loaded} words={WORDS} />
          {read && choice && (
            <FinanceMappingCard
              header={choice.hasHeader ? (read.table[0] ?? null) : null}
              columns={Math.max(...read.table.map((r) => r.length))}
              choice={choice}
              onChange={(c) => {
                setChoice(c.hasHeader === choice.hasHeader ? c : { ...c, mapping: guessFinanceMapping(c.hasHeader ? (read.table[0] ?? []) : []) });
                setPreview(null);
              }}
            />
          )}
          {read && choice && !preview && (
            <div>
              <Button onClick={() => void check(read, choice)} disabled={previewing.isPending}>
                Conferir linhas
              </Button>
            </div>
          )}
          {preview && <FinancePreviewCard preview={preview} busy={starting.isPending} onImport={() => void start()} />}
        </>
      )}
      <RecentFinanceImports />
    </div>
  );
}
