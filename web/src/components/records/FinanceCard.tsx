import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { listPath, pagePath, recordPath } from '@office/domain/addresses';
import { financeQueries } from '../../api/finance';
import { useSession } from '../../lib/session-context';
import { Card } from '../ui/primitives';
import { ReceiveForClientButton } from './ReceiveForClientButton';
import { SignedAmount, TransactionStatusBadge } from './TransactionStatus';

const LINK = 'text-sm text-brand-700 underline dark:text-brand-300';
/** How many of the next open lançamentos the card lists. */
const NEXT = 5;

/** The card's body, mounted only for people who read Financeiro, so nobody else triggers its calls. */
function FinanceSummary({ filter }: { filter: { clientId: string } | { lawsuitId: string } }) {
  const byClient = 'clientId' in filter;
  const { me } = useSession();
  // Every period: the totals of all the record's lançamentos (one item is the least a page holds).
  const totals = useQuery(financeQueries.list({ ...filter, limit: 1 })).data?.totals;
  // The next ones still to be paid, earliest due first; the overdue ones are one click away.
  const next = useQuery(financeQueries.list({ ...filter, status: 'pendente', limit: NEXT }));
  const list = new URLSearchParams(byClient ? { client: filter.clientId } : { lawsuit: filter.lawsuitId });
  const overdue = new URLSearchParams(list);
  overdue.set('type', 'receita');
  overdue.set('status', 'vencido');
  const figures = [
    ['A receber', totals?.toReceive],
    ['Recebido', totals?.received],
    ['Vencido', totals?.overdueReceivable],
  ] as const;
  return (
    <>
      <dl className="mb-3 flex flex-col gap-1 text-sm">
        {figures.map(([label, value]) => {
          const alarming = label === 'Vencido' && Boolean(value);
          return (
            <div key={label} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-400">
                {alarming ? (
                  <Link to={listPath('finance', overdue)} className="text-red-700 underline dark:text-red-300">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </dt>
              <dd className={`whitespace-nowrap font-semibold tabular-nums ${alarming ? 'text-red-700 dark:text-red-300' : ''}`}>
                {value === undefined ? '—' : formatBRL(value)}
              </dd>
            </div>
          );
        })}
      </dl>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Próximos vencimentos</h3>
      {next.data?.items.length ? (
        <ul className="flex flex-col gap-1.5 text-sm">
          {next.data.items.map((t) => (
            <li key={t.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="tabular-nums">{formatDate(t.dueDate)}</span> ·{' '}
                <Link to={recordPath('finance', t.id)} className="text-brand-700 hover:underline dark:text-brand-300">
                  {t.description}
                </Link>{' '}
                <TransactionStatusBadge transaction={t} />
              </span>
              <SignedAmount type={t.type} amount={t.openAmount} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{next.isPending ? 'Carregando…' : 'Nada a vencer.'}</p>
      )}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={listPath('finance', list)} className={LINK}>
          Ver lançamentos
        </Link>
        {byClient && (
          <Link to={pagePath('statement', { cliente: filter.clientId })} className={LINK}>
            Prestação de contas
          </Link>
        )}
        {byClient && (
          <Link to={listPath('charges', { client: filter.clientId })} className={LINK}>
            Cobranças
          </Link>
        )}
        {byClient && can(me?.scopes, 'finance', 'write') && (
          <Link to={pagePath('newCharge', { client: filter.clientId })} className={LINK}>
            Nova cobrança
          </Link>
        )}
      </p>
    </>
  );
}

/**
 * Financeiro on a client's or a lawsuit's page: what is to receive, received and overdue, the next open
 * lançamentos, and the ways to the list and the prestação de contas; nothing (and no call) without Financeiro.
 * On a lawsuit's page (`receiveFor`), Financeiro writers also receive money on its client's behalf there.
 */
export function FinanceCard({
  filter,
  receiveFor = null,
}: {
  filter: { clientId: string } | { lawsuitId: string };
  receiveFor?: { clientId: string; lawsuitId: string } | null;
}) {
  const { me } = useSession();
  if (!can(me?.scopes, 'finance', 'read')) return null;
  return (
    <Card title="Financeiro" icon="wallet">
      <FinanceSummary filter={filter} />
      {receiveFor && can(me?.scopes, 'finance', 'write') && (
        <div className="mt-4">
          <ReceiveForClientButton clientId={receiveFor.clientId} lawsuitId={receiveFor.lawsuitId} />
        </div>
      )}
    </Card>
  );
}
