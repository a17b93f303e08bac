import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@office/domain/dates';
import {
  AUDIT_PSEUDO_ACTORS,
  AUDIT_SECTION_LABELS,
  auditEffect,
  auditFieldLabels,
  auditListInput,
  DENIAL_LABELS,
  DENIALS_CAPPED_ACTION,
  type AuditRecordRef,
  type DenialReason,
} from '@office/domain/audit';
import { auditActionLabel, auditAttemptLabel } from '@office/domain/audit-labels';
import type { Listed } from '@office/domain/lists';
import { useDirectory } from '../../api/directory';
import { auditQueries, type AuditListParams, type AuditRow, type AuditRowPage } from '../../api/settings';
import { Select, type SelectOption } from '../../components/form/Select';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { useRecordTitle } from '../../lib/page-title';
import { BackLink } from '../../components/ui/detail';

const LINK = 'text-brand-700 hover:underline dark:text-brand-300';
const FILTERS = ['actor', 'section', 'record', 'kind', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];

const SECTION_OPTIONS: SelectOption[] = [['', 'Todas'], ...Object.entries(AUDIT_SECTION_LABELS)];
const KIND_OPTIONS: SelectOption[] = [
  ['', 'Todos'],
  ['change', 'Alterações'],
  ['denied', 'Tentativas recusadas'],
];

/**
 * The filters in the address, each checked by the callable's own schema: a hand-edited or outdated link drops
 * the value it cannot use instead of making the whole list fail.
 */
function filtersFrom(params: URLSearchParams): AuditListParams {
  const { shape } = auditListInput;
  const raw = (name: FilterName) => params.get(name) || null;
  return {
    actor: shape.actor.safeParse(raw('actor')).data ?? null,
    section: shape.section.safeParse(raw('section')).data ?? null,
    recordId: shape.recordId.safeParse(raw('record')).data ?? null,
    kind: shape.kind.safeParse(raw('kind')).data ?? null,
    from: shape.from.safeParse(raw('from')).data ?? null,
    to: shape.to.safeParse(raw('to')).data ?? null,
  };
}

/** What happened: the action in words; a refusal says where, why, and what the person tried to do. */
function What({ entry }: { entry: AuditRow }) {
  if (entry.action === DENIALS_CAPPED_ACTION) {
    return (
      <span className="flex flex-col gap-0.5">
        <span>
          <Badge tone="amber">Limite</Badge> {auditActionLabel(entry.action)}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">As demais tentativas recusadas desta pessoa nesta hora são apenas contadas.</span>
      </span>
    );
  }
  if (entry.kind === 'denied') {
    const reason = entry.action.replace(/^denied\./, '') as DenialReason;
    return (
      <span className="flex flex-col gap-0.5">
        <span>
          <Badge tone="red">Recusada</Badge> Tentativa de alteração em {AUDIT_SECTION_LABELS[entry.section]}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {/* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- reasons added later read as themselves */}
          Tentou {auditAttemptLabel(entry.entityId)} · motivo: {DENIAL_LABELS[reason] ?? reason}
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span>{auditActionLabel(entry.action)}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">{AUDIT_SECTION_LABELS[entry.section]}</span>
    </span>
  );
}

/** The record an entry belongs to: its name and page; "excluído" once gone; its id where the name is not the reader's to see. */
function RecordCell({ entry }: { entry: AuditRow }) {
  if (entry.kind === 'denied') return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (entry.record === null) return <span className="text-slate-600 dark:text-slate-400">registro excluído</span>;
  if (entry.record) {
    return (
      <Link to={entry.record.href} className={LINK}>
        {entry.record.label}
      </Link>
    );
  }
  return <code className="text-xs">{entry.recordId}</code>;
}

/** The fields that changed, by the names the forms give them; a creation or deletion says so (a file too, never by its name). */
function Fields({ entry }: { entry: AuditRow }) {
  const quiet = (text: string) => <span className="text-slate-600 dark:text-slate-400">{text}</span>;
  if (entry.kind === 'denied') return quiet('—');
  const effect = auditEffect(entry.action);
  if (entry.entity === 'files') return <span>{effect === 'delete' ? 'arquivo excluído' : 'arquivo anexado'}</span>;
  if (effect !== 'update') return quiet(effect === 'create' ? 'novo registro' : 'registro excluído');
  const labels = auditFieldLabels(entry.changedFields, entry.section);
  // A save that changed nothing still made a new version: say so rather than show a blank.
  return labels.length ? <span>{labels.join(', ')}</span> : quiet('nenhum (salvo sem mudanças)');
}

/**
 * Configurações → Auditoria, for administrators: every write and every refused write, newest first, filtered
 * by person, section, record, kind and period (kept in the address, so a filtered view can be linked).
 */
export function AuditLogPage() {
  const { me } = useSession();
  const location = useLocation();
  if (!me?.admin) return <Navigate to="/unauthorized" replace state={{ from: location.pathname, section: 'Auditoria' }} />;
  return <AuditLog />;
}

function AuditLog() {
  useRecordTitle('Auditoria');
  const [params, setParams] = useSearchParams();
  const directory = useDirectory();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [recordRef, setRecordRef] = useState<AuditRecordRef | null | undefined>(undefined);
  const value = (name: FilterName) => params.get(name) ?? '';
  const set = (name: FilterName, next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next) out.set(name, next);
        else out.delete(name);
        return out;
      },
      { replace: true },
    );

  const from = value('from');
  const to = value('to');
  const periodError = from && to && from > to ? 'A data final deve ser igual ou posterior à inicial' : undefined;
  const filters = filtersFrom(params);
  // The button counts the filters applied; "Limpar filtros" shows for any value in the address, dropped ones included.
  const active = [filters.actor, filters.section, filters.kind, filters.from, filters.to].filter(Boolean).length;
  const filtered = FILTERS.some((f) => value(f));
  const record = value('record');
  const actor = value('actor');
  const [actorName, setActorName] = useState<string | null>(null);
  const [shown, setShown] = useState('');
  const onPage = useCallback(
    (page: AuditRowPage) => {
      setRecordRef(record ? page.records[record] : undefined);
      setActorName(page.items.find((e) => e.actor === actor)?.actorName ?? null);
      setShown(page.total === 1 ? '1 registro' : `${page.total.toLocaleString('pt-BR')} registros`);
    },
    [record, actor],
  );

  const actorOptions: SelectOption[] = [
    ['', 'Todas'],
    ...directory.entries.map((e) => [e.uid, directory.labelOf(e.uid)] as const),
    ...Object.entries(AUDIT_PSEUDO_ACTORS),
  ];
  // Someone no longer in the team (disabled) still has a history: keep them selectable when linked to.
  if (filters.actor && !actorOptions.some(([uid]) => uid === filters.actor)) actorOptions.push([filters.actor, actorName ?? 'Pessoa fora da equipe ativa']);

  return (
    <>
      <PageHeader
        title="Auditoria"
        description="Quem alterou o quê e quando, e as tentativas de alteração recusadas. Os valores de dados pessoais não aparecem: só os nomes dos campos."
        actions={<BackLink to="/settings">Configurações</BackLink>}
      />
      {/* Phones: the five filters behind one button, so the log starts on the first screen. */}
      <Button
        variant="secondary"
        className="mb-3 md:hidden"
        aria-expanded={filtersOpen}
        aria-controls="audit-filters"
        onClick={() => setFiltersOpen((o) => !o)}
      >
        {filtersOpen ? 'Ocultar filtros' : active ? `Filtros (${active})` : 'Filtros'}
      </Button>
      <div id="audit-filters" className={`mb-4 gap-3 sm:grid-cols-2 md:grid lg:grid-cols-5 ${filtersOpen ? 'grid' : 'hidden'}`}>
        <Select label="Pessoa" id="audit-actor" value={value('actor')} onChange={(e) => set('actor', e.target.value)} options={actorOptions} />
        <Select label="Seção" id="audit-section" value={value('section')} onChange={(e) => set('section', e.target.value)} options={SECTION_OPTIONS} />
        <Select label="Tipo" id="audit-kind" value={value('kind')} onChange={(e) => set('kind', e.target.value)} options={KIND_OPTIONS} />
        <Field label="De" htmlFor="audit-from">
          <TextInput id="audit-from" type="date" value={from} max={to || undefined} onChange={(e) => set('from', e.target.value)} />
        </Field>
        <Field label="Até" htmlFor="audit-to" error={periodError}>
          <TextInput id="audit-to" type="date" value={to} min={from || undefined} invalid={Boolean(periodError)} onChange={(e) => set('to', e.target.value)} />
        </Field>
      </div>
      {(record || filtered) && (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          {record && (
            <p>
              Histórico de{' '}
              <strong>
                {recordRef ? (
                  <Link to={recordRef.href} className={LINK}>
                    {recordRef.label}
                  </Link>
                ) : recordRef === null ? (
                  'um registro excluído'
                ) : (
                  <code>{record}</code>
                )}
              </strong>
            </p>
          )}
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Limpar filtros
          </Button>
        </div>
      )}
      {/* Outside the table, which is rebuilt per filter: a screen reader hears how many entries each choice leaves. */}
      <p role="status" className="sr-only">
        {shown}
      </p>
      {!periodError && (
        <CursorTable
          key={JSON.stringify(filters)}
          query={(page) => auditQueries.list({ ...filters, ...page })}
          caption="Registro de auditoria"
          empty={filtered ? 'Nenhum registro com estes filtros.' : 'Nenhuma alteração registrada ainda.'}
          emptyIcon="info"
          onPage={onPage}
          columns={[
            { header: 'Quando', cell: (e: Listed<AuditRow>) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(e.at)}</span> },
            { header: 'Quem', cell: (e) => e.actorName },
            { header: 'O quê', cell: (e) => <What entry={e} /> },
            { header: 'Registro', cell: (e) => <RecordCell entry={e} /> },
            { header: 'Campos alterados', cell: (e) => <Fields entry={e} /> },
          ]}
        />
      )}
    </>
  );
}
