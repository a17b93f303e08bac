import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateTime, instantToOfficeDateTime, officeDate, officeDateTimeToInstant } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import type { LawsuitRecord, Listed, MovementRecord } from '@office/domain';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries, useAddMovement, useDeleteLawsuit, useUpdateMovement } from '../../api/lawsuits';
import { AttachedFiles } from '../../components/files/AttachedFiles';
import { SendMessageButton } from '../../components/messages/compose';
import { FinanceCard } from '../../components/records/FinanceCard';
import { RelatedEvents } from '../../components/records/RelatedRecords';
import { DetailItem, RecordActions } from '../../components/ui/detail';
import { auditHistoryPath } from '../../api/settings';
import { useDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-fields';
import { Badge, Button, Card, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { CallError } from '../../lib/callable';
import { useSession } from '../../lib/session-context';
import { LawsuitForm } from './LawsuitForm';
import { LAWSUIT_STATUS_TONE } from './LawsuitsPage';
import { useRecordTitle } from '../../app/page-title';

/** Now as the value of a datetime-local input, in office time. */
function nowLocalInput(): string {
  return instantToOfficeDateTime(new Date());
}

function AddMovement({ lawsuitId }: { lawsuitId: string }) {
  const adding = useAddMovement();
  const [at, setAt] = useState(nowLocalInput);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await adding.mutateAsync({ lawsuitId, at: officeDateTimeToInstant(at), description });
      setDescription('');
    } catch (failure) {
      setError(failure instanceof CallError ? (failure.fields.description ?? failure.fields.at ?? failure.message) : String(failure));
    }
    setSaving(false);
  }
  return (
    <form onSubmit={submit} className="mb-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto]" noValidate>
      <Field label="Data e hora" htmlFor="mov-at">
        <TextInput id="mov-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </Field>
      <Field label="Andamento" htmlFor="mov-text" error={error ?? undefined}>
        <TextInput
          id="mov-text"
          value={description}
          invalid={Boolean(error)}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Ex.: Juntada de contestação"
        />
      </Field>
      <Button type="submit" className="self-end" disabled={saving || description.trim().length < 3}>
        Registrar
      </Button>
    </form>
  );
}

function EditMovement({ movement, close }: { movement: Listed<MovementRecord>; close: (saved?: boolean) => void }) {
  const [at, setAt] = useState(() => instantToOfficeDateTime(movement.at));
  const [description, setDescription] = useState(movement.description);
  const [error, setError] = useState<string | null>(null);
  const updating = useUpdateMovement();
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await updating.mutateAsync({ id: movement.id, expectedVersion: movement.version, at: officeDateTimeToInstant(at), description });
      close(true);
    } catch (failure) {
      setError(failure instanceof CallError ? (failure.fields.description ?? failure.fields.at ?? failure.message) : String(failure));
    }
  }
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4">
      <FormAlert message={error} />
      <Field label="Data e hora" htmlFor="edit-mov-at">
        <TextInput id="edit-mov-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </Field>
      <Field label="Andamento" htmlFor="edit-mov-text">
        <TextInput id="edit-mov-text" value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close()}>
          Cancelar
        </Button>
        <Button type="submit" disabled={description.trim().length < 3}>
          Salvar
        </Button>
      </div>
    </form>
  );
}

/** /lawsuits/:id — the lawsuit, its andamentos (newest first), linked agenda entries and transactions. */
export function LawsuitDetailPage() {
  const { id = '' } = useParams();
  const { me } = useSession();
  const { nameOf } = useDirectory();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const query = useQuery(lawsuitQueries.detail(id));
  const movements = useQuery(lawsuitQueries.movements(id));
  const deletion = useDeleteLawsuit();
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const canReadAgenda = can(me?.scopes, 'agenda', 'read');

  useRecordTitle(query.data ? (query.data.cnj ?? query.data.internalRef ?? query.data.subject) : null);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        {query.error.message}{' '}
        <Link to="/lawsuits" className="underline">
          Voltar aos processos
        </Link>
      </div>
    );
  const l = query.data;

  async function edit() {
    const saved = await dialog.open<Listed<LawsuitRecord>>({
      title: 'Editar processo',
      size: 'lg',
      draggable: false,
      content: (close) => <LawsuitForm existing={l} onSaved={close} onCancel={() => close()} />,
    });
    // The form saves through useUpdateLawsuit, which refreshes this page and every list showing the lawsuit.
    if (saved) {
      toast.show({ severity: 'success', summary: 'Processo atualizado' });
    }
  }

  async function remove() {
    if (
      !(await dialog.confirm({
        title: 'Excluir processo?',
        message: `${l.cnj ?? l.internalRef} e seus andamentos serão excluídos. Esta ação não pode ser desfeita.`,
        confirmLabel: 'Excluir',
        tone: 'danger',
      }))
    )
      return;
    try {
      await deletion.mutateAsync({ id: l.id, expectedVersion: l.version });
      toast.show({ severity: 'success', summary: 'Processo excluído' });
      navigate('/lawsuits', { replace: true });
    } catch (failure) {
      toast.show({
        severity: 'error',
        summary: 'Não foi possível excluir',
        detail: failure instanceof CallError ? String(failure.details.reason ?? failure.message) : String(failure),
        life: 10000,
      });
    }
  }

  return (
    <>
      <PageHeader
        title={l.cnj ?? l.internalRef ?? 'Processo'}
        description={`${l.className} · ${l.subject}`}
        actions={
          <>
            {canReadAgenda && (
              <Link to={`/events/deadline?lawsuit=${id}`} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
                Calcular prazo
              </Link>
            )}
            <RecordActions
              backTo="/lawsuits"
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
              <Badge tone={LAWSUIT_STATUS_TONE[l.status]}>{l.status}</Badge>
            </DetailItem>
            <DetailItem label="Tribunal">{l.tribunal}</DetailItem>
            <DetailItem label="Juízo">{l.court}</DetailItem>
            <DetailItem label="Comarca">{l.comarca}</DetailItem>
            <DetailItem label="Instância">{l.instance}</DetailItem>
            <DetailItem label="Distribuição">{l.filedOn ? formatDate(l.filedOn) : ''}</DetailItem>
            <DetailItem label="Valor da causa">{l.claimValue !== null ? formatBRL(l.claimValue) : 'Não informado'}</DetailItem>
            <DetailItem label="Cliente">
              <Link to={`/clients/${l.clientId}`} className="text-brand-700 hover:underline dark:text-brand-300">
                {l.clientName}
              </Link>{' '}
              ({l.clientRole === 'autor' ? 'autor' : 'réu'})
            </DetailItem>
            <DetailItem label="Parte contrária">{l.opposingParties.map((p) => (p.lawyer ? `${p.name} — adv. ${p.lawyer}` : p.name)).join('; ')}</DetailItem>
            <DetailItem label="Responsáveis">{l.responsibleLawyerIds.map(nameOf).join(', ')}</DetailItem>
            {l.outcome && <DetailItem label="Resultado">{l.outcome}</DetailItem>}
          </dl>
        </Card>
        <Card title="Andamentos" icon="clock" className="lg:col-span-2">
          {canWrite && <AddMovement lawsuitId={l.id} />}
          <FormAlert message={movements.isError ? movements.error.message : null} />
          {movements.data?.items.length ? (
            <ol className="relative border-l border-slate-200 pl-5 dark:border-slate-700">
              {movements.data.items.map((m) => (
                <li key={m.id} className="mb-4">
                  <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-brand-600" />
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {formatDateTime(m.at)} · {m.source === 'manual' ? 'registrado manualmente' : 'via integração'}
                    {canReadAgenda && (
                      <>
                        {' · '}
                        <Link
                          to={`/events/deadline?lawsuit=${l.id}&trigger=intimacao&date=${officeDate(m.at)}`}
                          className="text-brand-700 underline dark:text-brand-300"
                          aria-label={`Calcular prazo a partir do andamento de ${formatDateTime(m.at)}`}
                        >
                          calcular prazo
                        </Link>
                      </>
                    )}
                  </p>
                  <p className="flex items-start justify-between gap-2">
                    <span>{m.description}</span>
                    {canWrite && (
                      <Button
                        variant="ghost"
                        icon="edit"
                        aria-label={`Corrigir andamento: ${m.description}`}
                        onClick={async () => {
                          // useUpdateMovement refreshes the list itself.
                          await dialog.open<boolean>({
                            title: 'Corrigir andamento',
                            content: (close) => <EditMovement movement={m} close={close} />,
                          });
                        }}
                      />
                    )}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{movements.isPending ? 'Carregando…' : 'Nenhum andamento registrado.'}</p>
          )}
        </Card>
        <div className="flex flex-col gap-6">
          <RelatedEvents params={{ lawsuitId: l.id }} title="Próximos compromissos" empty="Nada marcado daqui em diante." withTime />
          <FinanceCard filter={{ lawsuitId: l.id }} />
        </div>
        <div className="lg:col-span-3">
          <AttachedFiles folder={`lawsuits/${l.id}`} canWrite={canWrite} />
        </div>
      </div>
    </>
  );
}
