import { Link } from 'react-router-dom';
import { pagePath, recordPath } from '@office/domain/addresses';
import { CHARGE_STATUS_LABELS, CHARGE_STATUSES } from '@office/domain/charges';
import { CALLABLES } from '@office/domain/contracts';
import { formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { chargeQueries } from '../../api/charges';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { Select, type SelectOption } from '../../components/form/Select';
import { CursorTable } from '../../components/ui/CursorTable';
import { buttonClass } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { ChargeStatusBadge } from './charge-parts';
import { FinanceTabs } from './FinanceTabs';

const CHARGE_FILTERS = addressFilters(CALLABLES['charges-list'].input, { params: { clientId: 'client' } });
const STATUS_OPTIONS: SelectOption[] = [['', 'Todas'], ...CHARGE_STATUSES.map((s): SelectOption => [s, CHARGE_STATUS_LABELS[s]])];

/** /transactions/charges — Cobranças: what clients were asked to pay by PIX, by due date, and "Nova cobrança". */
export function ChargesPage() {
  const { me } = useSession();
  const address = useAddressFilters(CHARGE_FILTERS);
  const { filters, clear, inUse, control } = address;
  const canWrite = can(me?.scopes, 'finance', 'write');
  return (
    <ListPage
      tabs={<FinanceTabs />}
      title="Cobranças"
      description="Lançamentos a receber enviados ao cliente, com PIX (QR code e copia e cola), PDF e recibo."
      actions={
        canWrite && (
          <Link to={pagePath('newCharge', { client: filters.clientId })} className={buttonClass()}>
            Nova cobrança
          </Link>
        )
      }
      filters={{
        columns: 'sm:grid-cols-3',
        controls: <Select id="charge-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />,
      }}
      clear={inUse.length > 0 && { onClear: clear, note: filters.clientId && <p>Só as cobranças de um cliente.</p> }}
    >
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => chargeQueries.list({ ...filters, ...page })}
        caption="Cobranças"
        empty={inUse.length > 0 ? 'Nenhuma cobrança com estes filtros.' : 'Nenhuma cobrança ainda.'}
        emptyIcon="wallet"
        columns={[
          { header: 'Vencimento', cell: (c) => <span className="tabular-nums">{formatDate(c.dueDate)}</span> },
          {
            header: 'Cliente',
            cell: (c) => (
              <Link to={recordPath('charges', c.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {c.clientName}
              </Link>
            ),
          },
          { header: 'Lançamentos', cell: (c) => c.items.length },
          { header: 'Total', align: 'right', cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatBRL(c.total)}</span> },
          {
            header: 'Em aberto',
            align: 'right',
            cell: (c) => (c.status === 'cancelada' ? '—' : <span className="whitespace-nowrap tabular-nums">{formatBRL(c.openAmount)}</span>),
          },
          { header: 'Situação', cell: (c) => <ChargeStatusBadge status={c.status} /> },
        ]}
      />
    </ListPage>
  );
}
