import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CALLABLES } from '@office/domain/contracts';
import { can } from '@office/domain/policy';
import { LAWSUIT_STATUSES, type LawsuitRecord, type LawsuitPage, type LawsuitStatus, type Listed } from '@office/domain';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries } from '../../api/lawsuits';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { TextFilter } from '../../components/list/TextFilter';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { useDialog } from '../../components/ui/dialog';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, Button, buttonClass, controlClass, Field } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { LawsuitForm } from '../../components/records/LawsuitForm';
import { LawsuitsTabs } from '../../components/records/LawsuitsTabs';
import { clientsLabel } from '../../lib/party-text';
import { tribunalsBySegment } from '@office/domain/cnj';
import { CONFIDENTIAL_LABEL } from '@office/domain/lawsuit-secrecy';
import { formatDate, officeDate } from '@office/domain/dates';
import { pagePath, recordPath } from '@office/domain/addresses';

export const LAWSUIT_STATUS_TONE = { ativo: 'green', suspenso: 'amber', arquivado: 'slate', encerrado: 'blue' } as const;
// Every court of the CNJ numbering table (Res. CNJ 65/2008), by segment of Justice.
const TRIBUNAL_GROUPS = tribunalsBySegment();

/** The list's filters in the address, by the list callable's names; the dashboard links to `?status=` and `?semPrazo=1`. */
const LAWSUIT_FILTERS = addressFilters(CALLABLES['lawsuits-list'].input, { params: { withoutOpenPrazo: 'semPrazo' } });

type LawsuitRow = LawsuitPage['items'][number];

/** The fatal date of the next open prazo, red once past, and what it is. */
function NextPrazoCell({ prazo, today }: { prazo: LawsuitRow['nextPrazo']; today: string }) {
  if (!prazo) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const late = prazo.fatalDate < today;
  return (
    <>
      <span className={`block whitespace-nowrap text-sm tabular-nums ${late ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}>
        {formatDate(prazo.fatalDate)}
        {late && ' (vencido)'}
      </span>
      <span className="line-clamp-1 text-xs text-slate-600 dark:text-slate-400">{prazo.title}</span>
    </>
  );
}

function LastMovementCell({ movement }: { movement: LawsuitRow['lastMovement'] }) {
  if (!movement) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <>
      <span className="block whitespace-nowrap text-sm tabular-nums">{formatDate(movement.at)}</span>
      <span className="line-clamp-2 max-w-64 text-xs text-slate-600 dark:text-slate-400">{movement.description}</span>
    </>
  );
}

/** Processos: one search box (number, parties, subject, class, reference); filter; counts per status; next prazo and last andamento; page through; add. */
export function LawsuitsPage() {
  const { me } = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const directory = useDirectory();
  const { filters: inAddress, set, control } = useAddressFilters(LAWSUIT_FILTERS);
  const readsAgenda = can(me?.scopes, 'agenda', 'read');
  const withoutPrazo = readsAgenda && inAddress.withoutOpenPrazo;
  const status = inAddress.status ?? '';
  const [counts, setCounts] = useState<Pick<LawsuitPage, 'byStatus' | 'withoutOpenPrazo' | 'countsUpTo'> | null>(null);
  const filters = {
    ...inAddress,
    // "Sem prazo aberto" takes no search (its list has no search words).
    search: withoutPrazo ? null : inAddress.search,
    status: withoutPrazo ? null : inAddress.status,
    withoutOpenPrazo: withoutPrazo,
  };
  const onPage = useCallback(
    (page: LawsuitPage) => setCounts({ byStatus: page.byStatus, withoutOpenPrazo: page.withoutOpenPrazo, countsUpTo: page.countsUpTo }),
    [],
  );
  const byStatus = counts?.byStatus;
  // A search's counts stop at countsUpTo: "(1.000+)" rather than a number that is only a floor.
  const shown = (values: number[]) => {
    const n = values.reduce((a, b) => a + b, 0).toLocaleString('pt-BR');
    return values.some((v) => counts?.countsUpTo != null && v >= counts.countsUpTo) ? `(${n}+)` : `(${n})`;
  };
  const pickStatus = (s: LawsuitStatus | '') => set({ status: s || null, withoutOpenPrazo: false });
  const canWrite = can(me?.scopes, 'lawsuits', 'write');
  const today = officeDate();

  async function add() {
    const saved = await dialog.open<Listed<LawsuitRecord>>({
      title: 'Novo processo',
      size: 'lg',
      draggable: false,
      content: (close) => <LawsuitForm onSaved={close} onCancel={() => close()} />,
    });
    if (saved) {
      toast.show({ severity: 'success', summary: 'Processo cadastrado', detail: saved.cnj ?? saved.internalRef ?? '' });
      void navigate(recordPath('lawsuits', saved.id));
    }
  }

  return (
    <ListPage
      tabs={<LawsuitsTabs />}
      title="Processos"
      description="Processos judiciais e administrativos acompanhados pelo escritório."
      actions={
        canWrite ? (
          <>
            <Link className={buttonClass('secondary')} to={pagePath('lawsuitImport')}>
              Importar
            </Link>
            <Button icon="plus" onClick={() => void add()}>
              Novo processo
            </Button>
          </>
        ) : undefined
      }
      filters={{
        columns: 'sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]',
        controls: (
          <>
            <TextFilter
              id="lawsuit-search"
              label="Buscar"
              type="search"
              placeholder={withoutPrazo ? 'Busca indisponível neste filtro' : 'Número, parte, assunto, classe ou referência'}
              disabled={withoutPrazo}
              pauseMs={250}
              value={inAddress.search}
              onCommit={(search) => set({ search })}
            />
            <Field label="Tribunal" htmlFor="lawsuit-tribunal">
              <select id="lawsuit-tribunal" className={controlClass(false)} {...control('tribunal')}>
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
              <select id="lawsuit-sort" className={controlClass(false)} {...control('sort')}>
                <option value="assunto">Assunto (A–Z)</option>
                <option value="assunto-desc">Assunto (Z–A)</option>
                <option value="cliente">Cliente (A–Z)</option>
                <option value="cliente-desc">Cliente (Z–A)</option>
              </select>
            </Field>
            <Field label="Responsável" htmlFor="lawsuit-lawyer">
              <select id="lawsuit-lawyer" className={controlClass(false)} {...control('responsibleLawyerId')}>
                <option value="">Todos</option>
                {directory.lawyers().map((e) => (
                  <option key={e.uid} value={e.uid}>
                    {directory.labelOf(e.uid)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        ),
      }}
    >
      <div role="group" aria-label="Situação" className="mb-4 flex flex-wrap gap-2">
        <Button variant={!withoutPrazo && status === '' ? 'primary' : 'secondary'} aria-pressed={!withoutPrazo && status === ''} onClick={() => pickStatus('')}>
          Todos {byStatus ? shown(Object.values(byStatus)) : ''}
        </Button>
        {LAWSUIT_STATUSES.map((s) => (
          <Button
            key={s}
            variant={!withoutPrazo && status === s ? 'primary' : 'secondary'}
            aria-pressed={!withoutPrazo && status === s}
            onClick={() => pickStatus(s)}
          >
            {s} {byStatus ? shown([byStatus[s]]) : ''}
          </Button>
        ))}
        {readsAgenda && (
          <Button variant={withoutPrazo ? 'primary' : 'secondary'} aria-pressed={withoutPrazo} icon="calendar" onClick={() => set({ withoutOpenPrazo: true })}>
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
            : filters.search || filters.status || filters.tribunal || filters.responsibleLawyerId
              ? 'Nenhum processo encontrado com estes filtros.'
              : 'Nenhum processo cadastrado ainda.'
        }
        emptyIcon="scale"
        onPage={onPage}
        onRowClick={(l) => void navigate(recordPath('lawsuits', l.id))}
        columns={[
          {
            header: 'Número',
            cell: (l) => (
              <>
                <span className="block whitespace-nowrap font-mono text-xs">{l.cnj ?? l.internalRef}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{l.tribunal ?? l.court}</span>
              </>
            ),
          },
          { header: 'Assunto', cell: (l) => l.subject },
          { header: 'Cliente', cell: (l) => clientsLabel(l) },
          ...(readsAgenda ? [{ header: 'Próximo prazo', cell: (l: LawsuitRow) => <NextPrazoCell prazo={l.nextPrazo} today={today} /> }] : []),
          { header: 'Último andamento', cell: (l) => <LastMovementCell movement={l.lastMovement} /> },
          {
            header: 'Situação',
            cell: (l) => (
              <span className="flex flex-wrap gap-1">
                <Badge tone={LAWSUIT_STATUS_TONE[l.status]}>{l.status}</Badge>
                {l.confidential && <Badge tone="amber">{CONFIDENTIAL_LABEL}</Badge>}
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
