import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { formatDateTime, isCalendarDate } from '@office/domain/dates';
import { AUDIT_PSEUDO_ACTORS, AUDIT_SECTION_LABELS, DENIAL_LABELS, DENIALS_CAPPED_ACTION, type AuditRecordRef, type DenialReason } from '@office/domain/audit';
import { auditChangeText } from '@office/domain/audit-labels';
import { CALLABLES } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import { listPath } from '@office/domain/addresses';
import { useDirectory } from '../../api/directory';
import { auditQueries, type AuditRow, type AuditRowPage } from '../../api/settings';
import { DateInput } from '../../components/form/DateInput';
import { Select, type SelectOption } from '../../components/form/Select';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { useRecordTitle } from '../../lib/page-title';
import { BackLink } from '../../components/ui/detail';

const LINK = 'text-brand-700 hover:underline dark:text-brand-300';
/**
 * The filters in the address, each checked by the callable's own schema: a hand-edited or outdated link drops
 * the value it cannot use instead of making the whole list fail. A record's history is linked as `?record=`.
 */
const AUDIT_FILTERS = addressFilters(CALLABLES['settings-auditLog'].input, { params: { recordId: 'record' } });

const SECTION_OPTIONS: SelectOption[] = [['', 'Todas'], ...Object.entries(AUDIT_SECTION_LABELS)];
const KIND_OPTIONS: SelectOption[] = [
  ['', 'Todos'],
  ['change', 'Alterações'],
  ['denied', 'Tentativas recusadas'],
];

/** What happened: the action in words; a refusal says where, why, and what the person tried to do. */
function What({ entry }: { entry: AuditRow }) {
  if (entry.action === DENIALS_CAPPED_ACTION) {
    return (
      <span className="flex flex-col gap-0.5">
        <span>
          <Badge tone="amber">Limite</Badge> {entry.actionLabel}
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
          Tentou {entry.attemptLabel} · motivo: {DENIAL_LABELS[reason] ?? reason}
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5">
      <span>{entry.actionLabel}</span>
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

/** The fields that changed, by the names the forms give them; or what the change was as a whole (auditChangeText). */
function Fields({ entry }: { entry: AuditRow }) {
  if (entry.kind === 'denied') return <span className="text-slate-600 dark:text-slate-400">—</span>;
  const { text, quiet } = auditChangeText(entry);
  return <span className={quiet ? 'text-slate-600 dark:text-slate-400' : undefined}>{text}</span>;
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
  const { filters, set, clear, inUse, named: filtered, control } = useAddressFilters(AUDIT_FILTERS);
  const directory = useDirectory();
  const [recordRef, setRecordRef] = useState<AuditRecordRef | null | undefined>(undefined);
  const from = filters.from ?? '';
  const to = filters.to ?? '';
  const periodError = from && to && from > to ? 'A data final deve ser igual ou posterior à inicial' : undefined;
  // The button counts the filters applied (a record's history is not one of them); "Limpar filtros" shows for
  // any filter in the address, dropped ones included.
  const active = inUse.filter((f) => f !== 'recordId').length;
  const record = filters.recordId ?? '';
  const actor = filters.actor ?? '';
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
    <ListPage
      title="Auditoria"
      description="Quem alterou o quê e quando, e as tentativas de alteração recusadas. Os valores de dados pessoais não aparecem: só os nomes dos campos."
      actions={<BackLink to={listPath('settings')}>Configurações</BackLink>}
      filters={{
        columns: 'sm:grid-cols-2 lg:grid-cols-5',
        // Phones: the five filters behind one button, so the log starts on the first screen.
        collapsed: { id: 'audit-filters', active },
        controls: (
          <>
            <Select label="Pessoa" id="audit-actor" options={actorOptions} {...control('actor')} />
            <Select label="Seção" id="audit-section" {...control('section')} options={SECTION_OPTIONS} />
            <Select label="Tipo" id="audit-kind" {...control('kind')} options={KIND_OPTIONS} />
            {/* Whole dates only: a half-typed one stays in its box, unapplied. No min/max: a period the wrong way
                round is applied and pointed out below "Até" (periodError), not refused in the box. */}
            <DateInput id="audit-from" label="De" value={from} onChange={(v) => (v === '' || isCalendarDate(v)) && set({ from: v || null })} />
            <DateInput id="audit-to" label="Até" value={to} error={periodError} onChange={(v) => (v === '' || isCalendarDate(v)) && set({ to: v || null })} />
          </>
        ),
      }}
      clear={
        filtered && {
          onClear: clear,
          note: record && (
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
          ),
        }
      }
    >
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
    </ListPage>
  );
}
