import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { LAWSUIT_STATUSES, type LAWSUIT_SORTS, type LawsuitRecord, type LawsuitPage, type LawsuitStatus, type Listed } from '@office/domain';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries } from '../../api/lawsuits';
import { useDialog } from '../../components/ui/dialog';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, controlClass, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useDebounced } from '../../lib/use-debounced';
import { useSession } from '../../lib/session-context';
import { LawsuitForm } from '../../components/records/LawsuitForm';
import { LawsuitsTabs } from '../../components/records/LawsuitsTabs';
import { tribunalsBySegment } from '@office/domain/cnj';

export const LAWSUIT_STATUS_TONE = { ativo: 'green', suspenso: 'amber', arquivado: 'slate', encerrado: 'blue' } as const;
// Every court of the CNJ numbering table (Res. CNJ 65/2008), by segment of Justice.
const TRIBUNAL_GROUPS = tribunalsBySegment();

/** Processos: search by number, party or subject; filter; counts per status; page through; add. */
export function LawsuitsPage() {
  const { me } = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const directory = useDirectory();
  const [search, setSearch] = useState('');
  const [searchKind, setSearchKind] = useState<'numero' | 'parte' | 'assunto'>('parte');
  // The dashboard's counts link here with ?status= and ?semPrazo=1.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<LawsuitStatus | ''>(() => LAWSUIT_STATUSES.find((s) => s === params.get('status')) ?? '');
  const readsAgenda = can(me?.scopes, 'agenda', 'read');
  const [withoutPrazo, setWithoutPrazo] = useState(() => readsAgenda && params.get('semPrazo') === '1');
  const [tribunal, setTribunal] = useState('');
  const [lawyer, setLawyer] = useState('');
  const [sort, setSort] = useState<(typeof LAWSUIT_SORTS)[number]>('assunto');
  const [counts, setCounts] = useState<Pick<LawsuitPage, 'byStatus' | 'withoutOpenPrazo'> | null>(null);
  const term = useDebounced(search, 250);
  const filters = {
    // "Sem prazo aberto" takes no search (its list has no search words).
    search: withoutPrazo ? null : term || null,
    searchKind,
    status: withoutPrazo ? null : status || null,
    tribunal: tribunal || null,
    responsibleLawyerId: lawyer || null,
    sort,
    withoutOpenPrazo: withoutPrazo,
  };
  const onPage = useCallback((page: LawsuitPage) => setCounts({ byStatus: page.byStatus, withoutOpenPrazo: page.withoutOpenPrazo }), []);
  const byStatus = counts?.byStatus;
  const pickStatus = (s: LawsuitStatus | '') => {
    setStatus(s);
    setWithoutPrazo(false);
  };
  const canWrite = can(me?.scopes, 'lawsuits', 'write');

  async function add() {
    const saved = await dialog.open<Listed<LawsuitRecord>>({
      title: 'Novo processo',
      size: 'lg',
      draggable: false,
      content: (close) => <LawsuitForm onSaved={close} onCancel={() => close()} />,
    });
    if (saved) {
      toast.show({ severity: 'success', summary: 'Processo cadastrado', detail: saved.cnj ?? saved.internalRef ?? '' });
      void navigate(`/lawsuits/${saved.id}`);
    }
  }

  return (
    <>
      <LawsuitsTabs />
      <PageHeader
        title="Processos"
        description="Processos judiciais e administrativos acompanhados pelo escritório."
        actions={
          canWrite ? (
            <Button icon="plus" onClick={() => void add()}>
              Novo processo
            </Button>
          ) : undefined
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="flex gap-2">
          <Field label="Buscar" htmlFor="lawsuit-search">
            <TextInput
              id="lawsuit-search"
              type="search"
              placeholder={withoutPrazo ? 'Busca indisponível neste filtro' : 'Número CNJ, parte ou assunto'}
              disabled={withoutPrazo}
              value={withoutPrazo ? '' : search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Field>
          <Field label="Buscar por" htmlFor="lawsuit-kind">
            <select
              id="lawsuit-kind"
              className={controlClass(false)}
              disabled={withoutPrazo}
              value={searchKind}
              onChange={(e) => setSearchKind(e.target.value as typeof searchKind)}
            >
              <option value="parte">Parte</option>
              <option value="assunto">Assunto</option>
              <option value="numero">Número</option>
            </select>
          </Field>
        </div>
        <Field label="Tribunal" htmlFor="lawsuit-tribunal">
          <select id="lawsuit-tribunal" className={controlClass(false)} value={tribunal} onChange={(e) => setTribunal(e.target.value)}>
            <option value="">Todos</option>
            {TRIBUNAL_GROUPS.map((g) => (
              <optgroup key={g.segment} label={g.segment}>
                {g.tribunals.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field label="Ordenar por" htmlFor="lawsuit-sort">
          <select id="lawsuit-sort" className={controlClass(false)} value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
            <option value="assunto">Assunto (A–Z)</option>
            <option value="assunto-desc">Assunto (Z–A)</option>
            <option value="cliente">Cliente (A–Z)</option>
            <option value="cliente-desc">Cliente (Z–A)</option>
          </select>
        </Field>
        <Field label="Responsável" htmlFor="lawsuit-lawyer">
          <select id="lawsuit-lawyer" className={controlClass(false)} value={lawyer} onChange={(e) => setLawyer(e.target.value)}>
            <option value="">Todos</option>
            {directory.lawyers().map((e) => (
              <option key={e.uid} value={e.uid}>
                {directory.labelOf(e.uid)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div role="group" aria-label="Situação" className="mb-4 flex flex-wrap gap-2">
        <Button variant={!withoutPrazo && status === '' ? 'primary' : 'secondary'} aria-pressed={!withoutPrazo && status === ''} onClick={() => pickStatus('')}>
          Todos {byStatus ? `(${Object.values(byStatus).reduce((a, b) => a + b, 0)})` : ''}
        </Button>
        {LAWSUIT_STATUSES.map((s) => (
          <Button
            key={s}
            variant={!withoutPrazo && status === s ? 'primary' : 'secondary'}
            aria-pressed={!withoutPrazo && status === s}
            onClick={() => pickStatus(s)}
          >
            {s} {byStatus ? `(${byStatus[s]})` : ''}
          </Button>
        ))}
        {readsAgenda && (
          <Button variant={withoutPrazo ? 'primary' : 'secondary'} aria-pressed={withoutPrazo} icon="calendar" onClick={() => setWithoutPrazo(true)}>
            Ativos sem prazo aberto {counts?.withoutOpenPrazo != null ? `(${counts.withoutOpenPrazo})` : ''}
          </Button>
        )}
      </div>
      {withoutPrazo && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Processos ativos sem nenhum prazo em aberto na Agenda: confira se falta cadastrar o próximo.
        </p>
      )}
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => lawsuitQueries.list({ ...filters, ...page })}
        caption="Processos do escritório"
        empty={
          withoutPrazo
            ? 'Todos os processos ativos destes filtros têm prazo em aberto.'
            : term || status || tribunal || lawyer
              ? 'Nenhum processo encontrado com estes filtros.'
              : 'Nenhum processo cadastrado ainda.'
        }
        emptyIcon="scale"
        onPage={onPage}
        onRowClick={(l) => void navigate(`/lawsuits/${l.id}`)}
        columns={[
          { header: 'Número', cell: (l) => <span className="whitespace-nowrap font-mono text-xs">{l.cnj ?? l.internalRef}</span> },
          { header: 'Assunto', cell: (l) => l.subject },
          { header: 'Cliente', cell: (l) => l.clientName },
          { header: 'Tribunal', cell: (l) => l.tribunal ?? l.court },
          { header: 'Situação', cell: (l) => <Badge tone={LAWSUIT_STATUS_TONE[l.status]}>{l.status}</Badge> },
        ]}
      />
    </>
  );
}
