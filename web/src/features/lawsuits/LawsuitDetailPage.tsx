import { useQuery } from '@tanstack/react-query';
import { RelatedLawsuitsCard } from './RelatedLawsuitsCard';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { CONFIDENTIAL_LABEL, partyRoleLabel, type LawsuitRecord, type Listed } from '@office/domain';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries, useDeleteLawsuit } from '../../api/lawsuits';
import { AttachedFiles } from '../../components/files/AttachedFiles';
import { SendMessageButton } from '../../components/messages/compose';
import { FinanceCard } from '../../components/records/FinanceCard';
import { TimeButtons } from '../../components/timesheet/TimeButtons';
import { GenerateDocument } from '../../components/records/GenerateDocument';
import { labelledCpfCnpj } from '@office/domain/documents';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import { RelatedEvents } from '../../components/records/RelatedRecords';
import { LawsuitTasksCard } from '../../components/records/tasks/LawsuitTasksCard';
import { WorkflowCard } from './WorkflowCard';
import { RecordResultButton } from './RecordResultButton';
import { DetailItem, RecordActions } from '../../components/ui/detail';
import { auditHistoryPath } from '../../api/settings';
import { Badge, buttonClass, Card, PageHeader } from '../../components/ui/primitives';
import { NEW_EVENT_PARAM } from '../../lib/new-event';
import { useSession } from '../../lib/session-context';
import { ClientMessagesCard } from './ClientMessagesCard';
import { CourtDataCard } from './CourtDataCard';
import { LawsuitForm } from './LawsuitForm';
import { LAWSUIT_STATUS_TONE } from './LawsuitsPage';
import { MovementsCard } from './MovementsCard';
import { PortalCaseCard } from './PortalCaseCard';
import { RecordPage } from '../../components/record/RecordPage';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';

/**
 * /lawsuits/:id — the lawsuit, what DataJud says of it, its andamentos (newest first, typed in or imported),
 * linked agenda entries and transactions.
 */
export function LawsuitDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(lawsuitQueries.detail(id));
  return (
    <RecordPage query={query} back={{ to: listPath('lawsuits'), label: 'Voltar aos processos' }} title={(l) => l.cnj ?? l.internalRef ?? l.subject}>
      {(l) => <LawsuitView lawsuit={l} />}
    </RecordPage>
  );
}

function LawsuitView({ lawsuit: l }: { lawsuit: Listed<LawsuitRecord> }) {
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDeleteLawsuit(), listPath('lawsuits'));
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const canReadAgenda = can(me?.scopes, 'agenda', 'read');
  const canWriteAgenda = can(me?.scopes, 'agenda', 'write');
  const id = l.id;

  // The form saves through useUpdateLawsuit, which refreshes this page and every list showing the lawsuit.
  const edit = () =>
    openForm<Listed<LawsuitRecord>>({
      title: 'Editar processo',
      form: (close) => <LawsuitForm existing={l} {...close} />,
      done: { summary: 'Processo atualizado' },
    });

  const remove = () =>
    confirmDelete(
      { id: l.id, expectedVersion: l.version },
      {
        title: 'Excluir processo?',
        message: `${l.cnj ?? l.internalRef} e seus andamentos serão excluídos. Esta ação não pode ser desfeita.`,
        done: { summary: 'Processo excluído' },
      },
    );

  return (
    <>
      <PageHeader
        title={l.cnj ?? l.internalRef ?? 'Processo'}
        description={`${l.className} · ${l.subject}`}
        actions={
          <>
            {canWriteAgenda && (
              // The Agenda opens its form for this lawsuit (features do not share their forms).
              <Link to={listPath('agenda', { [NEW_EVENT_PARAM]: id })} className={buttonClass('secondary')}>
                Novo compromisso
              </Link>
            )}
            {canReadAgenda && (
              <Link to={pagePath('deadline', { lawsuit: id })} className={buttonClass('secondary')}>
                Calcular prazo
              </Link>
            )}
            <TimeButtons preset={{ lawsuitId: id }} />
            {canWrite && <RecordResultButton lawsuitId={id} />}
            <GenerateDocument target={{ kind: 'lawsuit', id, clients: l.clients }} />
            <RecordActions
              backTo={listPath('lawsuits')}
              backLabel="Processos"
              canWrite={canWrite}
              history={auditHistoryPath(id)}
              onEdit={() => void edit()}
              onDelete={() => void remove()}
            />
            <SendMessageButton link={{ kind: 'lawsuit', id: l.id, label: l.cnj ?? l.internalRef ?? l.subject }} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Dados do processo" icon="scale" className="lg:col-span-3">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <DetailItem label="Situação">
              <span className="flex flex-wrap gap-1">
                <Badge tone={LAWSUIT_STATUS_TONE[l.status]}>{l.status}</Badge>
                {l.confidential && <Badge tone="amber">{CONFIDENTIAL_LABEL}</Badge>}
              </span>
            </DetailItem>
            <DetailItem label="Tribunal">{l.tribunal}</DetailItem>
            <DetailItem label="Juízo">{l.court}</DetailItem>
            <DetailItem label="Comarca">{l.comarca}</DetailItem>
            <DetailItem label="Instância">{l.instance}</DetailItem>
            {l.practiceArea && <DetailItem label="Área de atuação">{l.practiceArea}</DetailItem>}
            <DetailItem label="Distribuição">{l.filedOn ? formatDate(l.filedOn) : ''}</DetailItem>
            <DetailItem label="Valor da causa">{l.claimValue !== null ? formatBRL(l.claimValue) : 'Não informado'}</DetailItem>
            <DetailItem label="Clientes" className="sm:col-span-2">
              <ul className="flex flex-col gap-0.5">
                {l.clients.map((c) => (
                  <li key={c.clientId}>
                    <Link to={recordPath('clients', c.clientId)} className="text-brand-700 hover:underline dark:text-brand-300">
                      {c.name}
                    </Link>{' '}
                    — {partyRoleLabel(c.role, c.gender)}
                  </li>
                ))}
              </ul>
            </DetailItem>
            <DetailItem label="Partes contrárias" className="sm:col-span-2">
              {l.opposingParties.length > 0 && (
                <ul className="flex flex-col gap-1">
                  {l.opposingParties.map((p, i) => (
                    // Parties have no id; the list is the stored order.
                    <li key={i}>
                      {p.name} — {partyRoleLabel(p.role, null)}
                      {p.document && <span className="text-slate-600 dark:text-slate-400"> · {labelledCpfCnpj(p.document)}</span>}
                      {p.lawyers.length > 0 && (
                        <span className="block text-sm text-slate-600 dark:text-slate-400">
                          {p.lawyers.map((a) => `adv. ${a.name}${a.oab ? ` (${a.oab})` : ''}`).join('; ')}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </DetailItem>
            <DetailItem label="Responsáveis">{l.responsibleLawyerIds.map(nameOf).join(', ')}</DetailItem>
            {l.outcome && <DetailItem label="Resultado">{l.outcome}</DetailItem>}
          </dl>
        </Card>
        <CourtDataCard lawsuit={l} />
        <div className="min-w-0 lg:col-span-3">
          <RelatedLawsuitsCard lawsuitId={l.id} canWrite={canWrite} />
        </div>
        <MovementsCard lawsuitId={l.id} hasCnj={Boolean(l.cnjDigits)} canWrite={canWrite} canReadAgenda={canReadAgenda} />
        <div className="flex min-w-0 flex-col gap-6">
          <RelatedEvents params={{ lawsuitId: l.id }} title="Próximos compromissos" empty="Nada marcado daqui em diante." withTime />
          <LawsuitTasksCard lawsuitId={l.id} />
          <WorkflowCard lawsuit={l} />
          <FinanceCard filter={{ lawsuitId: l.id }} receiveFor={{ clientId: l.clientId, lawsuitId: l.id }} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <AttachedFiles folder={`lawsuits/${l.id}`} canWrite={canWrite} portalSharing={{ secret: l.confidential }} />
        </div>
        <PortalCaseCard lawsuitId={l.id} canWrite={canWrite} />
        <ClientMessagesCard lawsuitId={l.id} canWrite={canWrite} />
      </div>
    </>
  );
}
