import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  djenOabKey,
  INTIMATION_TRIAGE_FILTER_LABELS,
  INTIMATION_TRIAGE_FILTERS,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_KINDS,
  RUN_STATUS_LABELS,
  triageOf,
  type IntegrationRunSummary,
  type IntimationBulkAction,
  type IntimationBulkResult,
  type IntimationPage,
  type IntimationRow,
  type MonitoredOab,
} from '@office/domain';
import { formatDateTime, officeDate } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { listPath, recordPath } from '@office/domain/addresses';
import { useDirectory, type Directory } from '../../api/directory';
import { intimationQueries, useBulkIntimations, type IntimationFilters } from '../../api/intimations';
import { useRecordTitle } from '../../lib/page-title';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage, type ListFilters } from '../../components/list/ListPage';
import { useAddressFilters, type AddressFiltersState } from '../../components/list/use-address-filters';
import { MoreList } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Button, EmptyState } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { LawsuitsTabs } from '../../components/records/LawsuitsTabs';
import { CaptureNotice } from '../../components/records/CaptureNotice';
import { BulkBar, ShortcutsHelp } from './BulkBar';
import { BulkCienteForm, BulkForwardForm, type BulkItem } from './BulkForms';
import { INTIMATION_FILTERS } from './intimation-view';
import { useWorklistKeys, type WorklistKey } from './use-worklist-keys';
import { WorklistRow } from './WorklistRow';
import { bulkSummary } from './worklist-view';

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
            <Link to={listPath('integrations')} className={LINK}>
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

const KIND_OPTIONS: SelectOption[] = [['', 'Todas'], ...PROPOSAL_KINDS.map((k) => [k, PROPOSAL_KIND_LABELS[k]] as const), ['nenhuma', 'Nenhuma encontrada']];

/** The monitored terms as the filter offers them: the server's list, else the inscriptions (an older answer). */
function termChoices(page: IntimationPage | undefined): (readonly [string, string])[] {
  if (page?.terms.length) return page.terms.map((t) => [t.key, t.label] as const);
  return (page?.oabs ?? []).map((o) => [djenOabKey(o.uf, o.number), oabLabel(o)] as const);
}

/** "Responsável": mine first, then the colleagues who read Processos. */
function ownerChoices(directory: Directory, me: string | undefined): (readonly [string, string])[] {
  const others = directory.entries.filter((e) => e.lawsuits && e.uid !== me).map((e) => [e.uid, directory.labelOf(e.uid)] as const);
  return me ? [[me, 'Minhas'], ...others] : others;
}

/** The filter controls; the choices of term, tribunal and kind are those the server lists. */
function filterControls(
  { filters, control, set, inUse }: AddressFiltersState<IntimationFilters>,
  page: IntimationPage | undefined,
  owners: (readonly [string, string])[],
): ListFilters {
  const tribunals = (page?.tribunals ?? []).map((t) => [t, t] as const);
  const kinds = (page?.kinds ?? []).map((k) => [k, k] as const);
  return {
    columns: 'sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5',
    collapsed: { id: 'intimation-filters', active: inUse.length },
    controls: (
      <>
        <Select id="intimation-triage" label="Situação" options={TRIAGE_OPTIONS} {...control('triage')} />
        <Select id="intimation-owner" label="Responsável" options={choices('Todos', owners, filters.owner)} {...control('owner')} />
        <Select id="intimation-proposed" label="Ação proposta" options={KIND_OPTIONS} {...control('proposedKind')} />
        <Select id="intimation-tribunal" label="Tribunal" options={choices('Todos', tribunals, filters.tribunal)} {...control('tribunal')} />
        <Select id="intimation-oab" label="Termo monitorado" options={choices('Todos', termChoices(page), filters.oab)} {...control('oab')} />
        <Select id="intimation-kind" label="Tipo de comunicação" options={choices('Todos', kinds, filters.kind)} {...control('kind')} />
        <Select id="intimation-read" label="Leitura" options={READ_OPTIONS} {...control('read')} />
        <Select id="intimation-matched" label="Processo" options={MATCH_OPTIONS} {...control('matched')} />
        <label className="flex items-center gap-2 self-end rounded-lg border border-slate-300 px-2.5 py-2 text-sm whitespace-nowrap dark:border-slate-600">
          <input
            type="checkbox"
            checked={filters.likelyPrazo === true}
            onChange={(e) => set({ likelyPrazo: e.target.checked ? true : null })}
            className="size-4 accent-brand-700 dark:accent-brand-300"
          />
          Com prazo provável
        </label>
      </>
    ),
  };
}

/** Why the inbox is empty: the filters, no inscription monitored, no run yet, or nothing published. */
function Empty({ page, filtered, onClear }: { page: IntimationPage; filtered: boolean; onClear: () => void }) {
  const { me } = useSession();
  const integrations = can(me?.scopes, 'integrations', 'read') && (
    <Link to={listPath('integrations')} className={LINK}>
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
  if (page.oabs.length === 0 && page.terms.length === 0) {
    return (
      <EmptyState icon="newspaper" title="Nenhuma inscrição ou termo monitorado no DJEN.">
        <p>
          As intimações chegam do DJEN para as inscrições na OAB e os termos (nomes de advogados, partes, textos) que um administrador escolhe em Integrações
          (DJEN — intimações).
        </p>
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
    <EmptyState icon="newspaper" title="Nenhuma intimação para as inscrições e termos monitorados.">
      <p>
        O DJEN não publicou comunicações para {page.oabs.length === 1 ? 'a inscrição monitorada' : `as ${page.oabs.length} inscrições monitoradas`} até a última
        busca.
      </p>
    </EmptyState>
  );
}

const NONE: ReadonlySet<string> = new Set();

/** What a row can take in bulk: its id and the version the person saw. */
const bulkItem = (row: IntimationRow): BulkItem => ({ id: row.id, expectedVersion: row.version });
const isOpen = (row: IntimationRow) => {
  const state = triageOf(row).state;
  return state === 'a-tratar' || state === 'encaminhada';
};
const acceptable = (row: IntimationRow) => isOpen(row) && row.proposal?.complete === true && row.proposal.actions.length > 0;

/**
 * /lawsuits/intimations — Processos → Intimações as a worklist: newest first, filtered in the address; rows are
 * selected for Ciente, Encaminhar or Aceitar propostas in bulk, and the keyboard works through them (j/k, x, a,
 * c, Enter).
 */
export function IntimationsPage() {
  const address = useAddressFilters(INTIMATION_FILTERS);
  const { filters, clear, search, inUse } = address;
  const query = useInfiniteQuery(intimationQueries.list(filters));
  const directory = useDirectory();
  const { me } = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const bulk = useBulkIntimations();
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const first = query.data?.pages[0];
  const filtered = inUse.length > 0;
  const back = { back: listPath('intimations', new URLSearchParams(search)) };
  const today = officeDate();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  // Another filter is another list: what was selected in the last one is not in this one.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({ search, ids: new Set() });
  const selected = selection.search === search ? selection.ids : NONE;
  const setSelected = (next: ReadonlySet<string> | ((before: ReadonlySet<string>) => ReadonlySet<string>)) =>
    setSelection((s) => ({ search, ids: typeof next === 'function' ? next(s.search === search ? s.ids : NONE) : next }));
  const [focused, setFocused] = useState<string | null>(null);
  useRecordTitle('Intimações');

  const chosen = items.filter((i) => selected.has(i.id));
  const toggle = (row: IntimationRow) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(row.id)) next.add(row.id);
      return next;
    });

  /** Says how a bulk action went and keeps selected only what was refused (to see why, or try again). */
  function report(action: IntimationBulkAction, result: IntimationBulkResult, skipped = 0) {
    const { summary, detail } = bulkSummary(action, result, skipped);
    toast.show({ severity: result.refused.length ? 'warn' : 'success', summary, detail, life: result.refused.length ? 10000 : 6000 });
    setSelected(new Set(result.refused.map((r) => r.id)));
  }

  async function openBulk(action: 'ciente' | 'encaminhar', rows: IntimationRow[]) {
    if (!rows.length) return;
    const Form = action === 'ciente' ? BulkCienteForm : BulkForwardForm;
    const result = await dialog.open<IntimationBulkResult>({
      title: action === 'ciente' ? 'Ciente (sem prazo)' : 'Encaminhar intimações',
      content: (close) => <Form items={rows.map(bulkItem)} onDone={close} onCancel={() => close()} />,
    });
    if (result) report(action, result);
  }

  async function accept(rows: IntimationRow[]) {
    const ready = rows.filter(acceptable);
    if (!ready.length) return;
    try {
      report('aceitar', await bulk.mutateAsync({ action: 'aceitar', items: ready.map(bulkItem) }), rows.length - ready.length);
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível aceitar as propostas', detail: messageOf(failure), life: 10000 });
    }
  }

  const focusRow = (id: string) => {
    setFocused(id);
    const row = [...document.querySelectorAll<HTMLElement>('li[data-id]')].find((li) => li.dataset.id === id);
    row?.focus();
    // Not every DOM has it (the component tests' has not).
    if (typeof row?.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest' });
  };

  function onKey(key: WorklistKey) {
    const at = items.findIndex((i) => i.id === focused);
    const row = at >= 0 ? items[at] : undefined;
    if (key === 'next' || key === 'previous') {
      const next = key === 'next' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0);
      const target = items[at < 0 ? 0 : next];
      if (target) focusRow(target.id);
      return;
    }
    if (key === 'ciente' && canWrite && chosen.length) return void openBulk('ciente', chosen);
    if (!row) return;
    if (key === 'toggle') toggle(row);
    else if (key === 'open') void navigate(recordPath('intimations', row.id), { state: back });
    else if (key === 'ciente' && canWrite && isOpen(row)) void openBulk('ciente', [row]);
    else if (key === 'accept' && canWrite && isOpen(row)) {
      // An incomplete proposal is completed on the intimação's page, in its "Proposta" panel.
      if (acceptable(row)) void accept([row]);
      else void navigate(`${recordPath('intimations', row.id)}#proposta`, { state: back });
    }
  }
  useWorklistKeys(onKey, items.length > 0);

  const allOnPage = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <ListPage
      tabs={<LawsuitsTabs />}
      title="Intimações"
      description={<Summary page={first} />}
      actions={items.length > 0 && <ShortcutsHelp />}
      toolbar={
        first?.capture && (
          <div className="mb-4">
            <CaptureNotice alert={first.capture} />
          </div>
        )
      }
      // Nothing stored yet: the empty state says why, and there is nothing to filter.
      filters={(filtered || (first?.total ?? 0) > 0) && filterControls(address, first, ownerChoices(directory, me?.uid))}
      clear={filtered && { onClear: clear }}
    >
      {canWrite && items.length > 0 && (
        <label className="mb-2 inline-flex items-center gap-2 px-4 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={allOnPage}
            onChange={() => setSelected(allOnPage ? new Set() : new Set(items.map((i) => i.id)))}
            className="size-5 accent-brand-700 dark:accent-brand-300"
          />
          Selecionar todas as {items.length.toLocaleString('pt-BR')} exibidas
        </label>
      )}
      <MoreList
        query={query}
        label="Intimações"
        empty={first && <Empty page={first} filtered={filtered} onClear={clear} />}
        count={(shown, page) => `${shown.toLocaleString('pt-BR')} de ${page.total.toLocaleString('pt-BR')} ${page.total === 1 ? 'intimação' : 'intimações'}`}
      >
        {(item) => (
          <WorklistRow
            item={item}
            back={back}
            nameOf={directory.nameOf}
            selected={selected.has(item.id)}
            focused={focused === item.id}
            onToggle={toggle}
            onFocus={setFocused}
            today={today}
            selectable={canWrite}
          />
        )}
      </MoreList>
      {canWrite && chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          acceptable={chosen.filter(acceptable).length}
          busy={bulk.isPending}
          onAccept={() => void accept(chosen)}
          onCiente={() => void openBulk('ciente', chosen)}
          onForward={() => void openBulk('encaminhar', chosen)}
          onClear={() => setSelected(new Set())}
        />
      )}
    </ListPage>
  );
}
