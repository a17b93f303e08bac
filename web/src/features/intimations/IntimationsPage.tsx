import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  djenOabKey,
  INTIMATION_TRIAGE_FILTER_LABELS,
  INTIMATION_TRIAGE_FILTERS,
  RUN_STATUS_LABELS,
  type IntegrationRunSummary,
  type IntimationPage,
  type IntimationRecord,
  type Listed,
  type MonitoredOab,
} from '@office/domain';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { useDirectory } from '../../api/directory';
import { intimationQueries, type IntimationFilters } from '../../api/intimations';
import { useRecordTitle } from '../../lib/page-title';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage, type ListFilters } from '../../components/list/ListPage';
import { useAddressFilters, type AddressFiltersState } from '../../components/list/use-address-filters';
import { MoreList } from '../../components/ui/CursorTable';
import { Badge, Button, EmptyState } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { INTIMATION_FILTERS } from './intimation-view';
import { TriageBadge } from './TriageBadge';
import { LawsuitsTabs } from '../../components/records/LawsuitsTabs';
import { CaptureNotice } from '../../components/records/CaptureNotice';

const LIST_PATH = '/lawsuits/intimations';
const LINK = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';

/** What the detail page reads to offer the way back to this list (with its filters). */
export interface IntimationLinkState {
  back: string;
}

const READ_OPTIONS: SelectOption[] = [
  ['', 'Todas'],
  ['nao-lidas', 'Não lidas'],
  ['lidas', 'Lidas'],
];
const TRIAGE_OPTIONS: SelectOption[] = [['', 'Todas'], ...INTIMATION_TRIAGE_FILTERS.map((f) => [f, INTIMATION_TRIAGE_FILTER_LABELS[f]] as const)];
const MATCH_OPTIONS: SelectOption[] = [
  ['', 'Todas'],
  ['com-processo', 'Cadastrado'],
  ['sem-processo', 'Não cadastrado'],
];

const oabLabel = (o: MonitoredOab) => `${o.name} — OAB/${o.uf} ${o.number}`;

/** The choices of a filter, with the value in the address even when the server no longer lists it. */
function choices(all: string, values: readonly (readonly [string, string])[], current: string | null | undefined): SelectOption[] {
  const known = values.some(([v]) => v === current);
  return [['', all], ...values, ...(current && !known ? [[current, current] as const] : [])];
}

/** The line under the title: what is unread and when the DJEN was last read. */
function Summary({ page }: { page: IntimationPage | undefined }) {
  const { me } = useSession();
  if (!page) return 'Comunicações do DJEN para as inscrições na OAB monitoradas.';
  const unread = page.unread === 0 ? 'Nenhuma não lida' : `${page.unread.toLocaleString('pt-BR')} ${page.unread === 1 ? 'não lida' : 'não lidas'}`;
  const untreated = page.untreated === 0 ? 'nenhuma a tratar' : `${page.untreated.toLocaleString('pt-BR')} a tratar`;
  return (
    <>
      <span className={page.unread > 0 ? 'font-semibold text-slate-800 dark:text-slate-100' : undefined}>{unread}</span> ·{' '}
      <span className={page.untreated > 0 ? 'font-semibold text-amber-800 dark:text-amber-200' : undefined}>{untreated}</span> · <LastRun run={page.lastRun} />
      {!page.lastRun && (
        <>
          {': configure em '}
          {can(me?.scopes, 'integrations', 'read') ? (
            <Link to="/services" className={LINK}>
              Integrações
            </Link>
          ) : (
            'Integrações'
          )}
        </>
      )}
    </>
  );
}

function LastRun({ run }: { run: IntegrationRunSummary | null }) {
  if (!run) return <>nenhuma busca ainda</>;
  if (run.status === 'em-andamento') return <>busca no DJEN em andamento, iniciada em {formatDateTime(run.startedAt)}</>;
  const status = run.status === 'concluida' ? '' : ` (${RUN_STATUS_LABELS[run.status].toLowerCase()})`;
  return (
    <>
      última busca no DJEN: <time dateTime={run.finishedAt ?? run.startedAt}>{formatDateTime(run.finishedAt ?? run.startedAt)}</time>
      {status}
    </>
  );
}

/** The filter controls; the choices of oab, tribunal and kind are those the server lists. */
function filterControls({ filters, control, inUse }: AddressFiltersState<IntimationFilters>, page: IntimationPage | undefined): ListFilters {
  const oabs = (page?.oabs ?? []).map((o) => [djenOabKey(o.uf, o.number), oabLabel(o)] as const);
  const tribunals = (page?.tribunals ?? []).map((t) => [t, t] as const);
  const kinds = (page?.kinds ?? []).map((k) => [k, k] as const);
  return {
    columns: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6',
    collapsed: { id: 'intimation-filters', active: inUse.length },
    controls: (
      <>
        <Select id="intimation-triage" label="Situação" options={TRIAGE_OPTIONS} {...control('triage')} />
        <Select id="intimation-oab" label="Advogado / inscrição" options={choices('Todas', oabs, filters.oab)} {...control('oab')} />
        <Select id="intimation-tribunal" label="Tribunal" options={choices('Todos', tribunals, filters.tribunal)} {...control('tribunal')} />
        <Select id="intimation-kind" label="Tipo de comunicação" options={choices('Todos', kinds, filters.kind)} {...control('kind')} />
        <Select id="intimation-read" label="Leitura" options={READ_OPTIONS} {...control('read')} />
        <Select id="intimation-matched" label="Processo" options={MATCH_OPTIONS} {...control('matched')} />
      </>
    ),
  };
}

/** One intimação of the inbox: the whole row opens it; its lawsuit's link is a link of its own. */
function Row({ item: i, back, nameOf }: { item: Listed<IntimationRecord>; back: IntimationLinkState; nameOf: (uid: string) => string }) {
  const unread = !i.read;
  return (
    <li className={`relative px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/50 ${unread ? 'bg-sky-50/60 dark:bg-sky-950/30' : ''}`}>
      {unread && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-700 dark:bg-brand-400" />}
      <div className="flex flex-col gap-1 md:grid md:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,17rem)] md:gap-4">
        <time dateTime={i.availableOn} className={`text-sm tabular-nums ${unread ? 'font-semibold' : 'text-slate-600 dark:text-slate-400'}`}>
          {formatDate(i.availableOn)}
        </time>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={`${LIST_PATH}/${i.id}`}
              state={back}
              className={`text-brand-700 after:absolute after:inset-0 hover:underline dark:text-brand-300 ${unread ? 'font-bold' : 'font-medium'}`}
            >
              {i.kind}
              <span className="sr-only"> de {formatDate(i.availableOn)}</span>
            </Link>
            <span className={`text-sm ${unread ? 'font-semibold' : ''}`}>{i.tribunal}</span>
            <TriageBadge intimation={i} nameOf={nameOf} />
            {unread && <Badge tone="blue">Não lida</Badge>}
            {i.cancelled && <Badge tone="red">Cancelada</Badge>}
          </p>
          {i.organ && <p className="mt-0.5 text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{i.organ}</p>}
        </div>
        <div className="min-w-0 text-sm">
          <p className={i.cnj ? 'font-mono text-xs wrap-anywhere' : 'text-slate-600 italic dark:text-slate-400'}>{i.cnj ?? 'sem número CNJ'}</p>
          {i.lawsuitId ? (
            <Link to={`/lawsuits/${i.lawsuitId}`} className={`relative z-10 ${LINK}`}>
              Processo cadastrado
            </Link>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">Processo não cadastrado</p>
          )}
        </div>
      </div>
    </li>
  );
}

/** Why the inbox is empty: the filters, no inscription monitored, no run yet, or nothing published. */
function Empty({ page, filtered, onClear }: { page: IntimationPage; filtered: boolean; onClear: () => void }) {
  const { me } = useSession();
  const integrations = can(me?.scopes, 'integrations', 'read') && (
    <Link to="/services" className={LINK}>
      Abrir Integrações
    </Link>
  );
  if (filtered) {
    return (
      <EmptyState icon="search" title="Nenhuma intimação com estes filtros.">
        <Button variant="secondary" onClick={onClear}>
          Limpar filtros
        </Button>
      </EmptyState>
    );
  }
  if (page.oabs.length === 0) {
    return (
      <EmptyState icon="newspaper" title="Nenhuma inscrição na OAB monitorada.">
        <p>As intimações chegam do DJEN para as inscrições que um administrador escolhe em Integrações (DJEN — intimações).</p>
        {integrations && <p className="mt-2">{integrations}</p>}
      </EmptyState>
    );
  }
  if (!page.lastRun) {
    return (
      <EmptyState icon="newspaper" title="Nenhuma busca no DJEN ainda.">
        <p>As inscrições monitoradas são consultadas todos os dias; em Integrações é possível buscar agora.</p>
        {integrations && <p className="mt-2">{integrations}</p>}
      </EmptyState>
    );
  }
  if (page.capture) {
    // A read that failed or is overdue says nothing about what was published: never "nenhuma intimação".
    return (
      <EmptyState icon="warn" title="Nenhuma intimação recebida, mas a consulta ao DJEN não está em dia.">
        <p>Enquanto a consulta não voltar a funcionar, confira as publicações diretamente no DJEN.</p>
        {integrations && <p className="mt-2">{integrations}</p>}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon="newspaper" title="Nenhuma intimação para as inscrições monitoradas.">
      <p>
        O DJEN não publicou comunicações para {page.oabs.length === 1 ? 'a inscrição monitorada' : `as ${page.oabs.length} inscrições monitoradas`} até a última
        busca.
      </p>
    </EmptyState>
  );
}

/** /lawsuits/intimations — Processos → Intimações: the DJEN communications, newest first, filtered in the address. */
export function IntimationsPage() {
  const address = useAddressFilters(INTIMATION_FILTERS);
  const { filters, clear, search, inUse } = address;
  const query = useInfiniteQuery(intimationQueries.list(filters));
  const directory = useDirectory();
  const first = query.data?.pages[0];
  const filtered = inUse.length > 0;
  const back: IntimationLinkState = { back: search ? `${LIST_PATH}?${search}` : LIST_PATH };
  useRecordTitle('Intimações');

  return (
    <ListPage
      tabs={<LawsuitsTabs />}
      title="Intimações"
      description={<Summary page={first} />}
      toolbar={
        first?.capture && (
          <div className="mb-4">
            <CaptureNotice alert={first.capture} />
          </div>
        )
      }
      // Nothing stored yet: the empty state says why, and there is nothing to filter.
      filters={(filtered || (first?.total ?? 0) > 0) && filterControls(address, first)}
      clear={filtered && { onClear: clear }}
    >
      <MoreList
        query={query}
        label="Intimações"
        empty={first && <Empty page={first} filtered={filtered} onClear={clear} />}
        count={(shown, page) => `${shown.toLocaleString('pt-BR')} de ${page.total.toLocaleString('pt-BR')} ${page.total === 1 ? 'intimação' : 'intimações'}`}
      >
        {(item) => <Row item={item} back={back} nameOf={directory.nameOf} />}
      </MoreList>
    </ListPage>
  );
}
