import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { addMonths, formatDate, formatMonthLabel, isCalendarDate, monthOf, officeDate } from '@office/domain/dates';
import type { FinancePage, FinanceTotals, TransactionSaved } from '@office/domain/finance';
import { TRANSACTION_KIND_IDS, TRANSACTION_KINDS, TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { pagePath, recordPath } from '@office/domain/addresses';
import { clientQueries } from '../../api/clients';
import { financeQueries, useAccounts } from '../../api/finance';
import { DateInput, MonthInput } from '../../components/form/DateInput';
import { ClientPicker } from '../../components/form/pickers';
import { Select, type SelectOption } from '../../components/form/Select';
import { LawsuitLink } from '../../components/records/RecordLinks';
import { SignedAmount, TransactionStatusBadge } from '../../components/records/TransactionStatus';
import { ListPage, type ListFilters } from '../../components/list/ListPage';
import { useAddressFilters, type AddressFiltersState } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Button, buttonClass } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { CategorySelect } from './CategorySelect';
import { FinanceTabs } from './FinanceTabs';
import { FINANCE_FILTERS, isWholeMonth, month, type FinanceFilters } from './finance-list';
import { savedSummary, TYPE_LABELS } from './finance-text';
import { TransactionForm } from './TransactionForm';
import { TransactionsCsv } from './TransactionsCsv';

const TYPE_OPTIONS: SelectOption[] = [['', 'Receitas e despesas'], ...TRANSACTION_TYPES.map((t): SelectOption => [t, `${TYPE_LABELS[t]}s`])];
const STATUS_OPTIONS: SelectOption[] = [['', 'Todas'], ...TRANSACTION_STATUSES.map((s): SelectOption => [s, TRANSACTION_STATUS_LABELS[s]])];

const TOTALS: { key: keyof FinanceTotals; label: string; overdue?: boolean }[] = [
  { key: 'toReceive', label: 'A receber' },
  { key: 'received', label: 'Recebido' },
  { key: 'toPay', label: 'A pagar' },
  { key: 'paid', label: 'Pago' },
  { key: 'overdueReceivable', label: 'Vencido (a receber)', overdue: true },
  { key: 'overduePayable', label: 'Vencido (a pagar)', overdue: true },
];

/** The sums of the whole filter (not only the page shown), from the server's aggregation. */
function TotalsStrip({ totals }: { totals: FinanceTotals | null }) {
  return (
    <section aria-label="Totais dos lançamentos filtrados" className="mb-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {TOTALS.map(({ key, label, overdue }) => {
          const value = totals?.[key];
          const alarming = overdue && value !== undefined && value > 0;
          return (
            <div key={key} className="min-w-0 rounded-xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className={`whitespace-nowrap text-sm font-semibold tabular-nums sm:text-base ${alarming ? 'text-red-700 dark:text-red-300' : ''}`}>
                {value === undefined ? '—' : formatBRL(value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The period of due dates: a month stepped back and forth, every period, or the dates chosen in the filters. */
function PeriodBar({ filters, set }: { filters: FinanceFilters; set: (patch: Partial<FinanceFilters>) => void }) {
  const month = isWholeMonth(filters) && filters.from ? filters.from : null;
  const thisMonth = monthOf(officeDate());
  const label = month
    ? formatMonthLabel(month)
    : !filters.from && !filters.to
      ? 'Todo o período'
      : `${filters.from ? formatDate(filters.from) : 'início'} a ${filters.to ? formatDate(filters.to) : 'hoje em diante'}`;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      {month && (
        <Button variant="secondary" icon="chevronLeft" aria-label="Mês anterior" onClick={() => set(monthOf(addMonths(month, -1)))}>
          <span className="sr-only">Mês anterior</span>
        </Button>
      )}
      <p className="min-w-40 text-center text-base font-semibold first-letter:uppercase" aria-live="polite">
        <span className="sr-only">Vencimentos: </span>
        {label}
      </p>
      {month && (
        <Button variant="secondary" icon="chevronRight" aria-label="Próximo mês" onClick={() => set(monthOf(addMonths(month, 1)))}>
          <span className="sr-only">Próximo mês</span>
        </Button>
      )}
      {month !== thisMonth.from && (
        <Button variant="ghost" onClick={() => set(thisMonth)}>
          Este mês
        </Button>
      )}
      {(filters.from || filters.to) && (
        <Button variant="ghost" onClick={() => set({ from: null, to: null })}>
          Todo o período
        </Button>
      )}
    </div>
  );
}

/** The filter controls; phones keep them behind "Filtros (n)", n not counting the period. */
function useFilterControls({ filters, set, control }: AddressFiltersState<FinanceFilters>, active: number): ListFilters {
  const { me } = useSession();
  const canClients = can(me?.scopes, 'clients', 'read');
  const accounts = useAccounts();
  const clientName = useQuery({ ...clientQueries.detail(filters.clientId ?? ''), enabled: canClients && Boolean(filters.clientId) }).data?.name;
  const kinds = TRANSACTION_KIND_IDS.filter((k) => !filters.type || TRANSACTION_KINDS[k].type === filters.type);
  return {
    columns: 'sm:grid-cols-2 lg:grid-cols-4',
    collapsed: { id: 'fin-filters', active },
    controls: (
      <>
        {/* The filters follow whole dates only (or none): a half-typed one stays in its box, unapplied. */}
        <DateInput id="fin-from" label="Vencimento de" value={filters.from} onChange={(v) => (v === '' || isCalendarDate(v)) && set({ from: v || null })} />
        <DateInput id="fin-to" label="Vencimento até" value={filters.to} onChange={(v) => (v === '' || isCalendarDate(v)) && set({ to: v || null })} />
        <MonthInput
          id="fin-competence"
          label="Competência"
          value={filters.competence}
          onChange={(v) => (v === '' || month(v)) && set({ competence: v || null })}
        />
        <Select id="fin-type" label="Tipo" options={TYPE_OPTIONS} {...control('type')} />
        <Select
          id="fin-kind"
          label="Natureza"
          options={[['', 'Todas'], ...kinds.map((k): SelectOption => [k, TRANSACTION_KINDS[k].label])]}
          {...control('kind')}
        />
        <Select id="fin-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />
        {canClients && (
          <ClientPicker
            id="fin-client"
            label="Cliente"
            value={filters.clientId ?? ''}
            valueLabel={clientName}
            onChange={(id) => set({ clientId: id || null })}
            hint={filters.clientId ? undefined : 'Digite ao menos 2 letras do nome.'}
          />
        )}
        <CategorySelect id="fin-category" label="Categoria" type={filters.type ?? null} emptyLabel="Todas" withInactive {...control('category')} />
        <Select
          id="fin-account"
          label="Conta"
          options={[['', 'Todas'], ...(accounts.data ?? []).map((a): SelectOption => [a.id, a.name])]}
          {...control('accountId')}
        />
      </>
    ),
  };
}

/** /transactions — Financeiro: lançamentos filtered by the address, the filter's totals, and "Novo lançamento". */
export function TransactionsPage() {
  const { me } = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const address = useAddressFilters(FINANCE_FILTERS);
  const { filters, set, clear, inUse } = address;
  const key = JSON.stringify(filters);
  // The totals of the filter on screen: a new filter shows dashes until its first page arrives.
  const [totals, setTotals] = useState<{ key: string; totals: FinanceTotals } | null>(null);
  // The same totals again keep the state as it is (the table hands each page over after every render).
  const onPage = (page: FinancePage) => setTotals((prev) => (prev?.key === key && prev.totals === page.totals ? prev : { key, totals: page.totals }));
  const canWrite = can(me?.scopes, 'finance', 'write');
  // The filters other than the period.
  const active = inUse.filter((k) => k !== 'from' && k !== 'to').length;
  const empty =
    active > 0 ? 'Nenhum lançamento com estes filtros.' : inUse.length > 0 ? 'Nenhum lançamento com vencimento neste período.' : 'Nenhum lançamento ainda.';
  const controls = useFilterControls(address, active);

  async function add() {
    const saved = await dialog.open<TransactionSaved>({
      title: 'Novo lançamento',
      size: 'lg',
      draggable: false,
      content: (close) => <TransactionForm onSaved={close} onCancel={() => close()} />,
    });
    if (!saved) return;
    toast.show({ severity: 'success', ...savedSummary(saved, 'criado') });
    void navigate(recordPath('finance', saved.transaction.id));
  }

  return (
    <ListPage
      tabs={<FinanceTabs />}
      title="Financeiro"
      description="Honorários a receber, custas e despesas do escritório."
      actions={
        <>
          <TransactionsCsv filters={filters} />
          {canWrite && (
            <Link className={buttonClass('secondary')} to={pagePath('transactionImport')}>
              Importar
            </Link>
          )}
          {canWrite && (
            <Button icon="plus" onClick={() => void add()}>
              Novo lançamento
            </Button>
          )}
        </>
      }
      toolbar={<PeriodBar filters={filters} set={set} />}
      filters={controls}
      // The bare address: this month, nothing else.
      clear={
        (filters.lawsuitId !== null || active > 0) && {
          onClear: clear,
          note: filters.lawsuitId && (
            <p>
              Só os lançamentos do processo <LawsuitLink id={filters.lawsuitId} />.
            </p>
          ),
        }
      }
    >
      <TotalsStrip totals={totals?.key === key ? totals.totals : null} />
      <CursorTable
        key={key}
        query={(page) => financeQueries.list({ ...filters, ...page })}
        caption="Lançamentos financeiros"
        empty={empty}
        emptyIcon="wallet"
        onPage={onPage}
        columns={[
          { header: 'Vencimento', cell: (t) => <span className="tabular-nums">{formatDate(t.dueDate)}</span> },
          {
            header: 'Descrição',
            cell: (t) => (
              <Link to={recordPath('finance', t.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {t.description}
              </Link>
            ),
          },
          { header: 'Cliente', cell: (t) => t.clientName ?? '—' },
          { header: 'Categoria', cell: (t) => t.category },
          { header: 'Valor', align: 'right', cell: (t) => <SignedAmount type={t.type} amount={t.amount} /> },
          {
            header: 'Em aberto',
            align: 'right',
            cell: (t) => (t.settlement === 'cancelado' ? '—' : <span className="whitespace-nowrap tabular-nums">{formatBRL(t.openAmount)}</span>),
          },
          { header: 'Situação', cell: (t) => <TransactionStatusBadge transaction={t} /> },
        ]}
      />
    </ListPage>
  );
}
