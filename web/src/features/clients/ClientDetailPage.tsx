import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CallOutput } from '@office/domain/contracts';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { formatCep, formatPhoneBR, formatRg, lawsuitLabel, MARITAL_STATUS_LABELS, type ClientRecord, type LawsuitRecord, type Listed } from '@office/domain';
import { listPath, recordPath } from '@office/domain/addresses';
import { clientQueries, useDeleteClient } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries } from '../../api/lawsuits';
import { AttachedFiles } from '../../components/files/AttachedFiles';
import { SendMessageButton } from '../../components/messages/compose';
import { FeeAgreementsCard } from '../../components/records/FeeAgreementsCard';
import { FinanceCard } from '../../components/records/FinanceCard';
import { GenerateDocument } from '../../components/records/GenerateDocument';
import { ExportClientData } from '../../components/records/ExportClientData';
import { RelatedEvents } from '../../components/records/RelatedRecords';
import { DetailItem, RecordActions } from '../../components/ui/detail';
import { auditHistoryPath } from '../../api/settings';
import { Badge, Button, Card, PageHeader } from '../../components/ui/primitives';
import { LawsuitForm } from '../../components/records/LawsuitForm';
import { useSession } from '../../lib/session-context';
import { ClientForm } from './ClientForm';
import { SiteContactsCard } from './SiteContactsCard';
import { PortalAccessCard } from './PortalAccessCard';
import { DocumentRequestsCard } from './DocumentRequestsCard';
import { CorrectionRequestsCard } from './CorrectionRequestsCard';
import { CLIENT_STATUS_TONE, formatDocument } from './ClientsPage';
import { RecordPage } from '../../components/record/RecordPage';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';

/** /clients/:id — the client's data, lawsuits, upcoming events and lançamentos (what is open, what is past due). */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const { me } = useSession();
  const query = useQuery(clientQueries.detail(id));
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  // Fixed when the page opens, so the query key (and the list) stays stable while it is shown.
  const lawsuits = useQuery({ ...lawsuitQueries.list({ clientId: id, limit: 20 }), enabled: canLawsuits });
  return (
    <RecordPage query={query} back={{ to: listPath('clients'), label: 'Voltar aos clientes' }} title={(c) => c.name}>
      {(c) => <ClientView client={c} lawsuits={canLawsuits ? lawsuits : null} />}
    </RecordPage>
  );
}

function ClientView({ client: c, lawsuits }: { client: Listed<ClientRecord>; lawsuits: UseQueryResult<CallOutput<'lawsuits-list'>> | null }) {
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const openForm = useFormDialog();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete(useDeleteClient(), listPath('clients'));
  const canWrite = can(me?.scopes, 'clients', 'write');
  const id = c.id;

  // The form saves through useUpdateClient, which refreshes this page and every list showing the client.
  const edit = () =>
    openForm<Listed<ClientRecord>>({
      title: `Editar ${c.name}`,
      form: (close) => <ClientForm existing={c} {...close} />,
      done: { summary: 'Cliente atualizado' },
    });

  // A lawsuit of this client: the form starts with the client chosen; saved, its page opens.
  const canWriteLawsuits = can(me?.scopes, 'lawsuits', 'write');
  const newLawsuit = async () => {
    const saved = await openForm<Listed<LawsuitRecord>>({
      title: 'Novo processo',
      form: (close) => <LawsuitForm preset={{ clients: [{ clientId: c.id, role: 'autor' }] }} presetClientName={c.name} {...close} />,
      done: { summary: 'Processo cadastrado' },
    });
    if (saved) void navigate(recordPath('lawsuits', saved.id));
  };

  const remove = () =>
    confirmDelete(
      { id: c.id, expectedVersion: c.version },
      {
        title: 'Excluir cliente?',
        message: `${c.name} será excluído(a) do cadastro. Esta ação não pode ser desfeita.`,
        done: { summary: 'Cliente excluído', detail: c.name },
      },
    );

  return (
    <>
      <PageHeader
        title={c.name}
        description={`${c.document ? `${c.kind === 'pf' ? 'CPF' : 'CNPJ'} ${formatDocument(c)}` : 'Sem CPF/CNPJ'} · atualizado em ${formatDateTime(c.updatedAt)}`}
        actions={
          <>
            <GenerateDocument target={{ kind: 'client', id }} />
            <RecordActions
              backTo={listPath('clients')}
              backLabel="Clientes"
              canWrite={canWrite}
              history={auditHistoryPath(id)}
              onEdit={() => void edit()}
              onDelete={() => void remove()}
            />
            <SendMessageButton link={{ kind: 'client', id: c.id, label: c.name }} />
            <ExportClientData clientId={c.id} clientName={c.name} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Cadastro" icon="user" className="lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailItem label="Situação">
              <Badge tone={CLIENT_STATUS_TONE[c.status]}>{c.status}</Badge>
            </DetailItem>
            <DetailItem label="Responsável">{nameOf(c.responsibleLawyerId)}</DetailItem>
            {c.kind === 'pf' ? (
              <>
                <DetailItem label="RG">{formatRg(c)}</DetailItem>
                <DetailItem label="Nascimento">{c.birthDate ? formatDate(c.birthDate) : ''}</DetailItem>
                {/* Clients saved before nationality existed lack it. */}
                <DetailItem label="Nacionalidade">{c.nationality ?? ''}</DetailItem>
                <DetailItem label="Profissão">{c.profession}</DetailItem>
                <DetailItem label="Estado civil">{c.maritalStatus ? MARITAL_STATUS_LABELS[c.maritalStatus] : ''}</DetailItem>
              </>
            ) : (
              <>
                <DetailItem label="Nome fantasia">{c.tradeName}</DetailItem>
                <DetailItem label="Representante legal">{c.legalRepresentative}</DetailItem>
              </>
            )}
            <DetailItem label="E-mails">{c.emails.join(', ')}</DetailItem>
            <DetailItem label="Telefones">{c.phones.map((p) => `${formatPhoneBR(p.number)}${p.whatsapp ? ' (WhatsApp)' : ''}`).join(', ')}</DetailItem>
            <DetailItem label="Endereço">
              {c.address
                ? `${c.address.street}, ${c.address.number}${c.address.complement ? `, ${c.address.complement}` : ''} — ${c.address.district}, ${c.address.city}/${c.address.state}, CEP ${formatCep(c.address.cep)}`
                : ''}
            </DetailItem>
            <DetailItem label="Etiquetas">{c.tags.length ? c.tags.map((t) => <Badge key={t}>{t}</Badge>) : ''}</DetailItem>
            {/* The wide cell is the item itself: a <dl> holds its groups' divs directly (axe: definition-list). */}
            {c.notes && (
              <DetailItem label="Observações" className="sm:col-span-2">
                {c.notes}
              </DetailItem>
            )}
          </dl>
        </Card>
        <div className="flex flex-col gap-6">
          <RelatedEvents params={{ clientId: id }} title="Próximos compromissos" empty="Nenhum compromisso marcado." limit={5} />
          <FinanceCard filter={{ clientId: id }} />
          <FeeAgreementsCard clientId={id} />
        </div>
        {c.siteContacts?.length ? <SiteContactsCard contacts={c.siteContacts} /> : null}
        <PortalAccessCard client={c} canWrite={canWrite} />
        <DocumentRequestsCard clientId={c.id} canWrite={canWrite} lawsuits={(lawsuits?.data?.items ?? []).map((l) => ({ id: l.id, label: lawsuitLabel(l) }))} />
        <CorrectionRequestsCard clientId={c.id} canWrite={canWrite} />
        <div className="min-w-0 lg:col-span-3">
          <AttachedFiles folder={`clients/${c.id}`} canWrite={canWrite} portalSharing={{ secret: false }} />
        </div>
        {lawsuits && (
          <Card
            title={`Processos (${lawsuits.data?.total ?? 0})`}
            icon="scale"
            className="lg:col-span-3"
            action={
              canWriteLawsuits && (
                <Button variant="secondary" icon="plus" onClick={() => void newLawsuit()}>
                  Novo processo
                </Button>
              )
            }
          >
            {lawsuits.data?.items.length ? (
              <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
                {lawsuits.data.items.map((l) => (
                  <li key={l.id} className="flex flex-wrap justify-between gap-3 py-2">
                    <Link to={recordPath('lawsuits', l.id)} className="font-mono text-xs text-brand-700 hover:underline dark:text-brand-300">
                      {l.cnj ?? l.internalRef}
                    </Link>
                    <span className="flex-1">{l.subject}</span>
                    <span className="text-slate-600 dark:text-slate-400">{l.tribunal ?? l.court}</span>
                    <Badge>{l.status}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{lawsuits.isPending ? 'Carregando…' : 'Nenhum processo deste cliente.'}</p>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
