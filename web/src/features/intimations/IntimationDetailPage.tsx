import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { IntimationRecord, LawsuitRecord, Listed } from '@office/domain';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { termKeyLabel } from '@office/domain/djen-terms';
import { listPath, recordPath } from '@office/domain/addresses';
import { useDirectory } from '../../api/directory';
import { intimationKeys, intimationQueries, useSetIntimationRead } from '../../api/intimations';
import { lawsuitQueries } from '../../api/lawsuits';
import { BackLink, DetailItem } from '../../components/ui/detail';
import { useFormDialog } from '../../components/record/record-dialogs';
import { RecordPage } from '../../components/record/RecordPage';
import { Icon } from '../../components/ui/Icon';
import { Badge, Button, buttonClass, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';
import { clientsLabel } from '../../lib/party-text';
import { useSession } from '../../lib/session-context';
import { LawsuitForm } from '../../components/records/LawsuitForm';
import { poleLabel } from './intimation-view';
import type { IntimationLinkState } from './IntimationsPage';
import { IntimationText } from './IntimationText';
import { TriageBadge } from './TriageBadge';
import { ProposalPanel } from './ProposalPanel';
import { TriagePanel } from './TriagePanel';

const LIST_PATH = listPath('intimations');
const LINK = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';

/** The list the person came from (with its filters), or the bare inbox. */
function useBackPath(): string {
  const state = useLocation().state as Partial<IntimationLinkState> | null;
  return typeof state?.back === 'string' && state.back.startsWith(LIST_PATH) ? state.back : LIST_PATH;
}

/**
 * When the tribunal cancelled: the DJEN sends an instant with its zone, or the court's wall-clock time without
 * one (São Paulo's, shown as written).
 */
function cancelledAt(at: string): string {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(at)) return formatDateTime(at);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(at);
  if (!m) return at;
  return m[4] ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/** A link out of the app (the DJEN's certificate, the court's document): a new tab, no hold on this one. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      {children}
      <span aria-hidden="true">↗</span>
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** The lawsuit the intimação is about: a link when the office has it, "Cadastrar processo" when it could. */
function LawsuitPart({
  intimation: i,
  lawsuit,
  canWrite,
  onRegister,
}: {
  intimation: Listed<IntimationRecord>;
  lawsuit: Listed<LawsuitRecord> | undefined;
  canWrite: boolean;
  onRegister: () => void;
}) {
  if (i.lawsuitId) {
    return (
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="green">Processo cadastrado</Badge>
          <Link to={recordPath('lawsuits', i.lawsuitId)} className={LINK}>
            {lawsuit ? `Abrir o processo ${lawsuit.cnj ?? lawsuit.internalRef ?? ''}` : 'Abrir o processo'}
          </Link>
        </p>
        {lawsuit && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {lawsuit.subject} · {clientsLabel(lawsuit)}
          </p>
        )}
      </div>
    );
  }
  if (!i.cnj) {
    return (
      <p className="text-sm">
        <Badge>Processo não cadastrado</Badge>{' '}
        <span className="text-slate-600 dark:text-slate-400">A comunicação não traz um número CNJ válido: não há processo a vincular.</span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        <Badge tone="amber">Processo não cadastrado</Badge>{' '}
        <span className="text-slate-600 dark:text-slate-400">O escritório não tem processo com este número.</span>
      </p>
      {canWrite && (
        <Button icon="plus" onClick={onRegister}>
          Cadastrar processo
        </Button>
      )}
    </div>
  );
}

/** /lawsuits/intimations/:id — one DJEN communication: its text, what it is about, and what to do with it. */
export function IntimationDetailPage() {
  const { id = '' } = useParams();
  const { me } = useSession();
  const queryClient = useQueryClient();
  const back = useBackPath();
  const query = useQuery(intimationQueries.detail(id));
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const lawsuitId = query.data?.lawsuitId ?? null;
  const lawsuit = useQuery({ ...lawsuitQueries.detail(lawsuitId ?? ''), enabled: Boolean(lawsuitId) }).data;
  // Reading it on open changes its version: the triage waits for that answer, or its first save would be a conflict.
  const autoRead = useSetIntimationRead();
  const { mutate: markRead } = autoRead;

  // Opening an unread intimação reads it for the office, once: as it first arrives, not whenever it turns
  // unread later ("Marcar como não lida" is not undone behind the person's back).
  const opened = useRef<string | null>(null);
  const data = query.data;
  useEffect(() => {
    if (!data || opened.current === id) return;
    opened.current = id;
    if (!data.read && canWrite) {
      markRead(
        { id, expectedVersion: data.version, read: true },
        // Someone changed it meanwhile: show it as it is now (still unread, if so: the button reads it).
        { onError: () => void queryClient.invalidateQueries({ queryKey: intimationKeys.detail(id) }) },
      );
    }
  }, [data, id, canWrite, markRead, queryClient]);

  return (
    <RecordPage
      query={query}
      back={{ to: back, label: 'Voltar às intimações' }}
      notFound="Intimação não encontrada."
      title={(i) => `${i.kind} de ${formatDate(i.availableOn)}`}
    >
      {(i) => <IntimationView intimation={i} lawsuit={lawsuit} back={back} settling={autoRead.isPending} />}
    </RecordPage>
  );
}

function IntimationView({
  intimation: i,
  lawsuit,
  back,
  settling,
}: {
  intimation: Listed<IntimationRecord>;
  lawsuit: Listed<LawsuitRecord> | undefined;
  /** The list the person came from. */
  back: string;
  /** The read-on-open is on its way: the triage waits for it. */
  settling: boolean;
}) {
  const { me } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const openForm = useFormDialog();
  const directory = useDirectory();
  const queryClient = useQueryClient();
  const setRead = useSetIntimationRead();
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const readsAgenda = can(me?.scopes, 'agenda', 'read');
  const writesAgenda = can(me?.scopes, 'agenda', 'write');
  const [params, setParams] = useSearchParams();

  // "Novo processo?" from the worklist: the lawsuit form opens at once (once), for a number the office does not have.
  const register = params.get('cadastrar') === '1' && canWrite && !i.lawsuitId && Boolean(i.cnj);
  useEffect(() => {
    if (!register) return;
    setParams({}, { replace: true });
    void registerLawsuit();
    // Opened once per arrival; registerLawsuit reads the intimação of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register]);

  // "a" on a row whose proposal needs completing: the page opens on the Proposta panel.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#proposta') document.getElementById('proposta')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  async function toggleRead() {
    const read = !i.read;
    try {
      await setRead.mutateAsync({ id: i.id, expectedVersion: i.version, read });
      if (read) {
        toast.show({ severity: 'success', summary: 'Intimação marcada como lida' });
      } else {
        toast.show({ severity: 'success', summary: 'Intimação marcada como não lida' });
        // Left unread for later: back to the list being worked through.
        void navigate(back);
      }
    } catch (failure) {
      const stale = isConflict(failure);
      toast.show({
        severity: 'error',
        summary: read ? 'Não foi possível marcar como lida' : 'Não foi possível marcar como não lida',
        detail: stale ? 'Outra pessoa alterou a intimação agora há pouco: ela foi recarregada, confira e tente de novo.' : messageOf(failure),
        life: 10000,
      });
      if (stale) void queryClient.invalidateQueries({ queryKey: intimationKeys.detail(i.id) });
    }
  }

  async function registerLawsuit() {
    const saved = await openForm<Listed<LawsuitRecord>>({
      title: 'Cadastrar processo da intimação',
      form: (close) => <LawsuitForm preset={{ cnj: i.cnj ?? '', court: i.organ ?? '', className: i.className ?? '' }} {...close} />,
    });
    if (!saved) return;
    // The server links the intimações with the new lawsuit's number as it stores it: read them again.
    await queryClient.invalidateQueries({ queryKey: intimationKeys.all });
    const now = queryClient.getQueryData<Listed<IntimationRecord>>(intimationKeys.detail(i.id));
    if (now?.lawsuitId === saved.id) {
      toast.show({ severity: 'success', summary: 'Processo cadastrado e vinculado à intimação.', detail: saved.cnj ?? '' });
    } else {
      toast.show({
        severity: 'warn',
        summary: 'Processo cadastrado',
        detail: 'O número salvo é diferente do número da intimação: ela continua sem processo vinculado.',
        life: 10000,
      });
    }
  }

  const readLine = i.read ? `Lida${i.readBy ? ` por ${directory.labelOf(i.readBy)}` : ''}${i.readAt ? ` em ${formatDateTime(i.readAt)}` : ''}` : 'Não lida';

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">
            {i.kind} · {i.tribunal}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Disponibilizada no DJEN em <time dateTime={i.availableOn}>{formatDate(i.availableOn)}</time>
            {i.cnj ? (
              <>
                {' · '}
                <span className="font-mono text-sm wrap-anywhere">{i.cnj}</span>
              </>
            ) : (
              ' · sem número CNJ'
            )}
          </p>
          <p className="mt-2 flex flex-wrap gap-2">
            {i.read ? <Badge>Lida</Badge> : <Badge tone="blue">Não lida</Badge>}
            {i.cancelled && <Badge tone="red">Cancelada</Badge>}
            <TriageBadge intimation={i} nameOf={directory.nameOf} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BackLink to={back}>Intimações</BackLink>
          {canWrite && (
            <Button variant="secondary" icon="mail" disabled={setRead.isPending || settling} onClick={() => void toggleRead()}>
              {i.read ? 'Marcar como não lida' : 'Marcar como lida'}
            </Button>
          )}
        </div>
      </div>

      {i.cancelled && (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <Icon name="warn" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Comunicação cancelada pelo tribunal: {i.cancelled.reason.replace(/\.$/, '')}. Um prazo contado dela pode não valer.</p>
            {i.cancelled.at && <p className="mt-1 text-sm">Cancelada em {cancelledAt(i.cancelled.at)}.</p>}
          </div>
        </div>
      )}

      <ProposalPanel intimation={i} lawsuit={lawsuit} canAccept={canWrite && writesAgenda} />

      <TriagePanel intimation={i} lawsuit={lawsuit} canWrite={canWrite} readsAgenda={readsAgenda} settling={settling} />

      <Card title="Processo" icon="scale" className="mb-4">
        <LawsuitPart intimation={i} lawsuit={lawsuit} canWrite={canWrite} onRegister={() => void registerLawsuit()} />
      </Card>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Card title="Teor da comunicação" icon="newspaper">
          <IntimationText intimation={i} />
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
            <ExternalLink href={i.certificateUrl}>Certidão (PDF)</ExternalLink>
            {i.link && <ExternalLink href={i.link}>Documento no tribunal</ExternalLink>}
          </div>
        </Card>
        <Card title="Dados da comunicação" icon="info">
          <dl className="grid grid-cols-1 gap-3 text-sm">
            <DetailItem label="Disponibilização no DJEN">{formatDate(i.availableOn)}</DetailItem>
            <DetailItem label="Tribunal">{i.tribunal}</DetailItem>
            <DetailItem label="Órgão">{i.organ}</DetailItem>
            <DetailItem label="Tipo de comunicação">{i.kind}</DetailItem>
            <DetailItem label="Tipo de documento">{i.documentType}</DetailItem>
            <DetailItem label="Classe">{i.className}</DetailItem>
            <DetailItem label="Número do processo">{i.cnj ? <span className="font-mono text-xs wrap-anywhere">{i.cnj}</span> : 'sem número CNJ'}</DetailItem>
            <DetailItem label="Meio">{i.medium}</DetailItem>
            <DetailItem label="Destinatários">
              {i.recipients.length > 0 && (
                <ul>
                  {i.recipients.map((r, n) => (
                    <li key={n}>
                      {r.name} <span className="text-slate-600 dark:text-slate-400">({poleLabel(r.pole)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailItem>
            <DetailItem label="Advogados">
              {i.lawyers.length > 0 && (
                <ul>
                  {i.lawyers.map((l, n) => (
                    <li key={n}>
                      {l.name || 'Sem nome'}{' '}
                      <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">
                        (OAB/{l.uf} {l.number})
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailItem>
            <DetailItem label="Encontrada pelos termos monitorados">{(i.termKeys ?? i.oabKeys).map(termKeyLabel).join(', ')}</DetailItem>
            <DetailItem label={i.djenIds.length > 1 ? 'Ids no DJEN' : 'Id no DJEN'}>
              <span className="tabular-nums">{(i.djenIds.length > 0 ? i.djenIds : [i.djenId]).join(', ')}</span>
            </DetailItem>
            <DetailItem label="Leitura">{readLine}</DetailItem>
            <DetailItem label="Trazida do DJEN em">{formatDateTime(i.fetchedAt)}</DetailItem>
          </dl>
        </Card>
      </div>
    </>
  );
}
