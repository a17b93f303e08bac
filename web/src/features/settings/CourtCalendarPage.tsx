import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useRecordTitle } from '../../lib/page-title';
import { CLOSURE_KIND_LABELS, closureScopeLabel, type Listed, type OfficeClosureRecord } from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { courtCalendarQueries, useDeleteClosure } from '../../api/court-calendar';
import { useDirectory } from '../../api/directory';
import { CursorTable } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { ClosureForm, type ClosureFormResult } from './ClosureForm';
import { messageOf } from '../../lib/error-message';
import { useConfirmDelete } from '../../components/record/record-dialogs';
import { BackLink } from '../../components/ui/detail';

const period = (c: OfficeClosureRecord) => (c.from === c.to ? formatDate(c.from) : `${formatDate(c.from)} a ${formatDate(c.to)}`);

/** What a change did to open prazos, in the toast. */
function flaggedText(r: { flagged: number; cleared: number }): string {
  const parts = [
    r.flagged === 1 ? '1 prazo em aberto a recalcular' : r.flagged ? `${r.flagged} prazos em aberto a recalcular` : '',
    r.cleared === 1 ? '1 prazo voltou a conferir com o calendário' : r.cleared ? `${r.cleared} prazos voltaram a conferir com o calendário` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : 'Nenhum prazo em aberto mudou.';
}

/**
 * Configurações → Calendário forense (administrators): closures the office adds to the courts' calendars. They
 * count at once in every computation; the open prazos they change are listed to be recalculated.
 */
export function CourtCalendarPage() {
  const { me } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const closures = useQuery(courtCalendarQueries.closures());
  const confirmDelete = useConfirmDelete(useDeleteClosure());
  useRecordTitle('Calendário forense');

  async function edit(existing?: Listed<OfficeClosureRecord>) {
    const saved = await dialog.open<ClosureFormResult>({
      title: existing ? 'Editar fechamento' : 'Novo fechamento',
      size: 'lg',
      content: (close) => <ClosureForm existing={existing} onSaved={close} onCancel={() => close()} />,
    });
    if (saved) toast.show({ severity: 'success', summary: existing ? 'Fechamento alterado' : 'Fechamento incluído', detail: flaggedText(saved), life: 8000 });
  }

  const remove = (c: Listed<OfficeClosureRecord>) =>
    confirmDelete(
      { id: c.id, expectedVersion: c.version },
      {
        title: 'Excluir fechamento?',
        message: `“${c.name}” (${period(c)}) deixa de contar nos cálculos. Os prazos em aberto que mudarem ficam marcados para recalcular.`,
        cancelLabel: 'Voltar',
        done: (result) => ({ summary: 'Fechamento excluído', detail: flaggedText(result), life: 8000 }),
      },
    );

  return (
    <>
      <PageHeader
        title="Calendário forense"
        description="Dias que o escritório acrescenta aos calendários dos tribunais (indisponibilidade do sistema, feriado local, suspensão anunciada). Contam na hora em todos os cálculos de prazo."
        actions={
          <>
            <BackLink to="/settings">Configurações</BackLink>
            <Button icon="plus" onClick={() => void edit()}>
              Novo fechamento
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-8">
        <Card title="Fechamentos do escritório" icon="calendar">
          {closures.isPending ? (
            <Spinner />
          ) : closures.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {messageOf(closures.error)}
            </p>
          ) : closures.data.length === 0 ? (
            <EmptyState icon="calendar" title="Nenhum fechamento incluído">
              Os feriados nacionais, a Lei 5.010/1966 e os calendários publicados dos tribunais já estão nos cálculos. Inclua aqui o que eles não trazem.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {closures.data.map((c) => (
                <li key={c.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium">
                      <span className="tabular-nums">{period(c)}</span> · {c.name}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <Badge tone="amber">{CLOSURE_KIND_LABELS[c.kind]}</Badge> {closureScopeLabel(c)} ·{' '}
                      {c.source ? (
                        <a href={c.source} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline dark:text-brand-300">
                          {c.act}
                        </a>
                      ) : (
                        c.act
                      )}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="secondary" icon="edit" onClick={() => void edit(c)} aria-label={`Editar ${c.name} (${period(c)})`}>
                      Editar
                    </Button>
                    <Button variant="secondary" icon="trash" onClick={() => void remove(c)} aria-label={`Excluir ${c.name} (${period(c)})`}>
                      Excluir
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {can(me?.scopes, 'agenda', 'read') && <PrazoReviews />}
      </div>
    </>
  );
}

/** Open prazos whose stored computation the calendar changed, with both last days. */
function PrazoReviews() {
  const navigate = useNavigate();
  const directory = useDirectory();
  return (
    <Card title="Prazos a recalcular" icon="clock">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Nenhum prazo muda sozinho: abra cada um e aplique o novo cálculo, ou mantenha a data e registre o motivo nas observações.
      </p>
      <CursorTable
        query={(page) => courtCalendarQueries.reviews(page)}
        caption="Prazos em aberto cujo cálculo mudou com o calendário"
        empty="Todos os prazos em aberto conferem com o calendário atual."
        emptyIcon="clock"
        onRowClick={(r) => void navigate(`/events/${r.id}`)}
        columns={[
          { header: 'Prazo', cell: (r) => r.title },
          { header: 'Responsável', cell: (r) => directory.nameOf(r.ownerId) },
          { header: 'Prazo fatal', cell: (r) => <span className="tabular-nums">{formatDate(r.fatalDate)}</span> },
          {
            header: 'Último dia',
            cell: (r) => (
              <span className="tabular-nums" title="Cálculo guardado → pelo calendário atual">
                {formatDate(r.storedLastDay)} → <strong>{formatDate(r.newLastDay)}</strong>
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
