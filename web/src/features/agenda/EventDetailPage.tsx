import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatLongDate } from '@office/domain/dates';
import { EVENT_STATUS_LABELS, REMINDER_LABELS } from '@office/domain/agenda-labels';
import { isPastDeadline } from '@office/domain/overdue';
import { can } from '@office/domain/policy';
import type { EventRecord, EventStatus, Listed } from '@office/domain';
import type { EventDetail } from '@office/domain/office-calendar';
import { listPath } from '@office/domain/addresses';
import { agendaQueries, useDeleteEvent, useSetEventStatus } from '../../api/agenda';
import { useDirectory } from '../../api/directory';
import { SendMessageButton } from '../../components/messages/compose';
import { NamedClient, NamedLawsuit } from '../../components/records/RecordLinks';
import { BackLink, DetailItem } from '../../components/ui/detail';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card, PageHeader } from '../../components/ui/primitives';
import { RecordPage } from '../../components/record/RecordPage';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { DeadlineResult } from './DeadlineResult';
import { DeadlineSummary } from './DeadlineSummary';
import { EventForm, type EventFormResult } from './EventForm';
import { EventHistory } from './EventHistory';
import { EVENT_KIND, EVENT_TONE, overlapWarning, scheduleLabel, STATUS_TONE } from './events';
import { PrazoReviewNotice } from './PrazoReviewNotice';
import { RescheduleForm } from './RescheduleForm';
import { messageOf } from '../../lib/error-message';

const isLink = (place: string) => /^https:\/\/\S+$/i.test(place);

/** /events/:id and /appointment/:id: one agenda entry, what can be done to it, and its history. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(agendaQueries.detail(id));
  return (
    <RecordPage query={query} back={{ to: listPath('agenda'), label: 'Voltar à agenda' }} title={(e) => e.title}>
      {(e) => <EventView event={e} />}
    </RecordPage>
  );
}

function EventView({ event: e }: { event: EventDetail }) {
  const { me } = useSession();
  const directory = useDirectory();
  const canWrite = can(me?.scopes, 'agenda', 'write');
  const overdue = isPastDeadline(e);
  return (
    <>
      <PageHeader
        title={e.title}
        description={`${EVENT_KIND[e.kind]} · ${e.allDay ? formatLongDate(e.date) : `${formatLongDate(e.date)}, ${scheduleLabel(e).split(', ')[1]}`}`}
        actions={
          <>
            <EventActions event={e} canWrite={canWrite} />
            <SendMessageButton link={{ kind: 'event', id: e.id, label: `${e.title}, ${formatDate(e.date)}` }} />
          </>
        }
      />
      {overdue && (
        <div
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Prazo vencido em {formatDate(e.date)} sem conclusão. Se a peça foi protocolada, conclua o prazo; se não, avise o responsável.
        </div>
      )}
      <PrazoReviewNotice event={e} canWrite={canWrite} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Dados" icon="calendar" className="lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailItem label="Tipo">
              <Badge tone={EVENT_TONE[e.kind]}>{EVENT_KIND[e.kind]}</Badge>
            </DetailItem>
            <DetailItem label="Situação">
              {overdue ? <Badge tone="red">prazo vencido</Badge> : <Badge tone={STATUS_TONE[e.status]}>{EVENT_STATUS_LABELS[e.status]}</Badge>}
              {e.statusBy && e.statusAt && (
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">
                  por {directory.nameOf(e.statusBy)} em {formatDateTime(e.statusAt)}
                </span>
              )}
            </DetailItem>
            <DetailItem label="Quando">{scheduleLabel(e)}</DetailItem>
            <DetailItem label="Local ou link">
              {e.location && isLink(e.location) ? (
                <a href={e.location} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline dark:text-brand-300">
                  {e.location}
                </a>
              ) : (
                e.location
              )}
            </DetailItem>
            <DetailItem label="Processo">
              {e.lawsuitId && <NamedLawsuit id={e.lawsuitId} label={e.links.lawsuit?.label ?? null} parties={e.links.lawsuit?.parties} />}
            </DetailItem>
            <DetailItem label="Cliente">{e.clientId && <NamedClient id={e.clientId} name={e.links.clientName} />}</DetailItem>
            <DetailItem label="Responsável">{directory.nameOf(e.ownerId)}</DetailItem>
            <DetailItem label="Participantes">{e.participantIds.map((uid) => directory.nameOf(uid)).join(', ')}</DetailItem>
            <DetailItem label="Lembrete">{e.reminderMinutes ? REMINDER_LABELS[e.reminderMinutes as keyof typeof REMINDER_LABELS] : 'Sem lembrete'}</DetailItem>
          </dl>
          {e.notes && (
            <dl className="mt-4">
              <DetailItem label="Observações">
                <span className="whitespace-pre-line">{e.notes}</span>
              </DetailItem>
            </dl>
          )}
        </Card>
        {e.prazo && (
          <Card title="Prazo" icon="scale" className="lg:col-span-2">
            <dl className="grid gap-4 sm:grid-cols-3">
              <DetailItem label="Prazo fatal">
                <strong>{formatDate(e.prazo.fatalDate)}</strong>
              </DetailItem>
              <DetailItem label="Prazo interno">{formatDate(e.prazo.internalDate)}</DetailItem>
              <DetailItem label="Fundamento legal">{e.prazo.legalBasis}</DetailItem>
            </dl>
            <div className="mt-3 text-sm">
              {e.prazo.calculation ? (
                <DeadlineSummary input={e.prazo.calculation.input} lawsuitId={e.lawsuitId} />
              ) : (
                <p className="text-slate-600 dark:text-slate-400">Data informada à mão, sem cálculo guardado.</p>
              )}
            </div>
          </Card>
        )}
        <Card title="Histórico" icon="clock" className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <EventHistory id={e.id} />
        </Card>
      </div>
      {e.prazo?.calculation && (
        <div className="mt-6">
          <DeadlineResult result={e.prazo.calculation} title="Cálculo guardado com o prazo" />
        </div>
      )}
    </>
  );
}

/** The header's actions: back, and for people who write in the Agenda: conclude, reschedule, edit, cancel, reopen, delete. */
function EventActions({ event: e, canWrite }: { event: Listed<EventRecord>; canWrite: boolean }) {
  const dialog = useDialog();
  const toast = useToast();
  const directory = useDirectory();
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDeleteEvent(), listPath('agenda'));
  const setStatus = useSetEventStatus();
  const failed = (summary: string) => (failure: unknown) => toast.show({ severity: 'error', summary, detail: messageOf(failure), life: 10000 });

  // A hearing at the same time as others is saved, with a warning naming them.
  function warnOverlaps(result: EventFormResult | undefined) {
    if (result && result.overlaps.length > 0) {
      toast.show({ severity: 'warn', summary: 'Audiências no mesmo horário', detail: overlapWarning(result.overlaps, directory.nameOf), life: 15000 });
    }
  }

  const edit = async () =>
    warnOverlaps(
      await openForm<EventFormResult>({
        title: 'Editar compromisso',
        form: (close) => <EventForm existing={e} {...close} />,
        done: { summary: 'Compromisso atualizado' },
      }),
    );

  const reschedule = async () =>
    warnOverlaps(
      await openForm<EventFormResult>({
        title: e.kind === 'prazo' ? 'Remarcar prazo' : 'Remarcar compromisso',
        size: 'md',
        form: (close) => <RescheduleForm event={e} {...close} />,
        done: { summary: 'Compromisso remarcado' },
      }),
    );

  async function changeStatus(status: EventStatus) {
    const questions: Record<EventStatus, { title: string; message: string; confirmLabel: string }> = {
      concluido:
        e.kind === 'prazo'
          ? {
              title: 'Concluir o prazo?',
              message: `Confirme que “${e.title}” foi cumprido (peça protocolada) até ${formatDate(e.date)}. A conclusão fica registrada com seu nome.`,
              confirmLabel: 'Concluir prazo',
            }
          : { title: 'Concluir compromisso?', message: `“${e.title}” ficará como concluído, com seu nome e a hora.`, confirmLabel: 'Concluir' },
      cancelado: {
        title: 'Cancelar compromisso?',
        message: `“${e.title}” continua na agenda como cancelado, com seu nome e a hora. Para um lançamento feito por engano, use Excluir.`,
        confirmLabel: 'Cancelar compromisso',
      },
      aberto: { title: 'Reabrir?', message: `“${e.title}” volta a ficar em aberto.`, confirmLabel: 'Reabrir' },
    };
    if (!(await dialog.confirm({ ...questions[status], cancelLabel: 'Voltar', tone: status === 'cancelado' ? 'danger' : 'default' }))) return;
    await setStatus
      .mutateAsync({ id: e.id, expectedVersion: e.version, status })
      .then(() => toast.show({ severity: 'success', summary: `${e.kind === 'prazo' ? 'Prazo' : 'Compromisso'} ${EVENT_STATUS_LABELS[status].toLowerCase()}` }))
      .catch(failed('Não foi possível alterar a situação'));
  }

  const remove = () =>
    confirmDelete(
      { id: e.id, expectedVersion: e.version },
      {
        title: 'Excluir compromisso?',
        message: `Use só para um lançamento feito por engano: “${e.title}” sai da agenda (o registro da exclusão fica na auditoria). O que não vai acontecer deve ser cancelado.`,
        cancelLabel: 'Voltar',
        done: { summary: 'Compromisso excluído' },
      },
    );

  return (
    <>
      <BackLink to={listPath('agenda')}>Agenda</BackLink>
      {canWrite && e.status === 'aberto' && (
        <>
          <Button icon="success" onClick={() => void changeStatus('concluido')}>
            {e.kind === 'prazo' ? 'Concluir prazo' : 'Concluir'}
          </Button>
          <Button variant="secondary" icon="calendar" onClick={() => void reschedule()}>
            Remarcar
          </Button>
          <Button variant="secondary" icon="edit" onClick={() => void edit()}>
            Editar
          </Button>
          <Button variant="secondary" icon="close" onClick={() => void changeStatus('cancelado')}>
            Cancelar
          </Button>
        </>
      )}
      {canWrite && e.status !== 'aberto' && (
        <Button variant="secondary" icon="refresh" onClick={() => void changeStatus('aberto')}>
          Reabrir
        </Button>
      )}
      {canWrite && (
        <Button variant="danger" icon="trash" onClick={() => void remove()}>
          Excluir
        </Button>
      )}
    </>
  );
}
