import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CourtDataCard } from './CourtDataCard';
import { useRecordTitle } from '../../lib/page-title';
import { CLOSURE_KIND_LABELS, closureScopeLabel, type Listed, type OfficeClosureRecord } from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { recordPath } from '@office/domain/addresses';
import { courtCalendarQueries, useDeleteClosure } from '../../api/court-calendar';
import { useDirectory } from '../../api/directory';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Card } from '../../components/ui/primitives';
import { ManagedListPage, Row, RowActions, RowList } from '../../components/list/ManagedListPage';
import { useSession } from '../../lib/session-context';
import { ClosureForm, type ClosureFormResult } from './ClosureForm';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';

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
  const openForm = useFormDialog();
  const closures = useQuery(courtCalendarQueries.closures());
  const confirmDelete = useConfirmDelete(useDeleteClosure());
  useRecordTitle('Calendário forense');

  const edit = (existing?: Listed<OfficeClosureRecord>) =>
    openForm<ClosureFormResult>({
      title: existing ? 'Editar fechamento' : 'Novo fechamento',
      size: 'lg',
      form: (close) => <ClosureForm existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? 'Fechamento alterado' : 'Fechamento incluído', detail: flaggedText(saved), life: 8000 }),
    });

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
    <ManagedListPage
      header={{
        title: 'Calendário forense',
        description:
          'Dias que o escritório acrescenta aos calendários dos tribunais (indisponibilidade do sistema, feriado local, suspensão anunciada). Contam na hora em todos os cálculos de prazo.',
        backToSettings: true,
        create: { label: 'Novo fechamento', onClick: () => void edit() },
      }}
      query={closures}
      card={{ title: 'Fechamentos do escritório', icon: 'calendar' }}
      empty={{
        when: (list) => list.length === 0,
        icon: 'calendar',
        title: 'Nenhum fechamento incluído',
        text: 'Os feriados nacionais, a Lei 5.010/1966 e os calendários publicados dos tribunais já estão nos cálculos. Inclua aqui o que eles não trazem.',
      }}
      after={
        <>
          {can(me?.scopes, 'agenda', 'read') && <PrazoReviews />}
          <CourtDataCard />
        </>
      }
    >
      {(list) => (
        <RowList>
          {list.map((c) => (
            <Row
              key={c.id}
              actions={
                <RowActions
                  editLabel={`Editar ${c.name} (${period(c)})`}
                  deleteLabel={`Excluir ${c.name} (${period(c)})`}
                  onEdit={() => void edit(c)}
                  onDelete={() => void remove(c)}
                />
              }
            >
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
            </Row>
          ))}
        </RowList>
      )}
    </ManagedListPage>
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
        onRowClick={(r) => void navigate(recordPath('agenda', r.id))}
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
