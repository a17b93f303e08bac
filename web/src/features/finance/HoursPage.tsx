import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { recordPath } from '@office/domain/addresses';
import { formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { formatMinutes, type BillableClient, type HoursBilled, type TimeEntryItem } from '@office/domain/timesheet';
import { timesheetQueries, useApproveTime } from '../../api/timesheet';
import { useFormDialog } from '../../components/record/record-dialogs';
import { LoadError } from '../../components/ui/LoadError';
import { Button, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';
import { BillForm } from './BillDialog';
import { FinanceTabs } from './FinanceTabs';
import { RatesForm } from './RatesForm';

/** /transactions/hours — Horas: approve the team's time, bill a client's approved hours, keep the rates per hour. */
export function HoursPage() {
  useRecordTitle('Horas');
  const { me } = useSession();
  const canWrite = can(me?.scopes, 'finance', 'write');
  const rates = useQuery(timesheetQueries.rates());
  return (
    <>
      <FinanceTabs />
      <PageHeader title="Horas" description="O tempo registrado pela equipe: aprovar, faturar como honorários por hora e os valores por hora." />
      <div className="flex flex-col gap-5">
        <PendingCard canWrite={canWrite} />
        <BillableCard canWrite={canWrite} />
        <Card title="Valores por hora" icon="wallet">
          {rates.isPending && <Spinner />}
          {rates.isError && <LoadError error={rates.error} onRetry={() => void rates.refetch()} />}
          {rates.data && <RatesForm key={rates.data.version} state={rates.data} canWrite={canWrite} />}
        </Card>
      </div>
    </>
  );
}

/** Horas a aprovar: the oldest pending entries, selected and approved together (one commit). */
function PendingCard({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(timesheetQueries.pending({}));
  const approve = useApproveTime();
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const entries = query.data ?? [];
  const chosen = entries.filter((e) => selected.has(e.id));
  const toggle = (id: string) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  async function onApprove(): Promise<void> {
    try {
      const { approved } = await approve.mutateAsync({ ids: chosen.map((e) => e.id) });
      setSelected(new Set());
      toast.show({ severity: 'success', summary: approved === 1 ? '1 registro aprovado.' : `${approved} registros aprovados.` });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível aprovar.', detail: messageOf(failure), life: 10000 });
    }
  }
  return (
    <Card
      title="Horas a aprovar"
      icon="clock"
      action={
        canWrite && (
          <Button disabled={chosen.length === 0 || approve.isPending} onClick={() => void onApprove()}>
            Aprovar selecionados ({chosen.length})
          </Button>
        )
      }
    >
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <EmptyState icon="success" title="Nenhum registro de tempo esperando aprovação." />}
      {entries.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {canWrite && (
            <li className="py-2 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.length === entries.length}
                  onChange={(e) => setSelected(new Set(e.target.checked ? entries.map((x) => x.id) : []))}
                />
                Selecionar todos
              </label>
            </li>
          )}
          {entries.map((e) => (
            <PendingRow key={e.id} entry={e} canWrite={canWrite} checked={selected.has(e.id)} onToggle={() => toggle(e.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PendingRow({ entry, canWrite, checked, onToggle }: { entry: TimeEntryItem; canWrite: boolean; checked: boolean; onToggle: () => void }) {
  const links = [entry.clientName, entry.lawsuitLabel].filter(Boolean).join(' · ');
  const text = (
    <span className="min-w-0 flex-1">
      <span className="block">
        <strong className="tabular-nums">{formatMinutes(entry.minutes)}</strong> · {entry.personName} · {formatDate(entry.date)}
        {!entry.billable && ' · não faturável'}
      </span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {entry.description}
        {links && ` — ${links}`}
      </span>
    </span>
  );
  return (
    <li className="py-2 text-sm">
      {canWrite ? (
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1 size-4" checked={checked} onChange={onToggle} />
          {text}
        </label>
      ) : (
        text
      )}
    </li>
  );
}

/** Horas aprovadas a faturar: per client, what their approved billable hours come to; "Faturar" makes the lançamento. */
function BillableCard({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(timesheetQueries.billable());
  const openForm = useFormDialog();
  const bill = (client: BillableClient) =>
    openForm<HoursBilled>({
      title: `Faturar horas de ${client.clientName}`,
      size: 'md',
      form: (close) => <BillForm client={client} {...close} />,
      done: (saved) => ({
        summary: saved.chargeId ? 'Horas faturadas e cobrança emitida.' : 'Horas faturadas.',
        detail: `${saved.transaction.description}: ${formatBRL(saved.transaction.amount)}`,
      }),
    });
  return (
    <Card title="Horas aprovadas a faturar" icon="wallet">
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <EmptyState icon="success" title="Nenhuma hora aprovada esperando faturamento." />}
      {query.data && query.data.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {query.data.map((c) => (
            <li key={c.clientId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <Link to={recordPath('clients', c.clientId)} className="font-medium text-brand-700 underline dark:text-brand-300">
                  {c.clientName}
                </Link>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatMinutes(c.minutes)} em {c.entries} registro(s), de {formatDate(c.from)} a {formatDate(c.to)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <strong className="tabular-nums">{formatBRL(c.amount)}</strong>
                {canWrite && <Button onClick={() => void bill(c)}>Faturar</Button>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
