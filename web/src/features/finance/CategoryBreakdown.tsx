import { useQuery } from '@tanstack/react-query';
import type { CategoryTotal } from '@office/domain/finance-rollup';
import { monthsBetween } from '@office/domain/dates';
import { MAX_BREAKDOWN_MONTHS, type TransactionType } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { financeQueries } from '../../api/finance';
import { MonthInput } from '../../components/form/DateInput';
import { Card } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { shortMonth } from './cash-flow';
import { LoadError } from '../../components/ui/LoadError';

const GROUPS: { type: TransactionType; title: string; tone: string }[] = [
  { type: 'receita', title: 'Receitas', tone: 'fill-emerald-600 dark:fill-emerald-400' },
  { type: 'despesa', title: 'Despesas', tone: 'fill-rose-600 dark:fill-rose-400' },
];

const TD = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';

function Group({ title, tone, items }: { title: string; tone: string; items: CategoryTotal[] }) {
  const largest = Math.max(1, ...items.map((c) => c.open + c.paid));
  const sum = items.reduce((s, c) => ({ n: s.n + c.n, open: s.open + c.open, paid: s.paid + c.paid }), { n: 0, open: 0, paid: 0 });
  return (
    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
      <tr className="bg-slate-50 dark:bg-slate-800/60">
        <th scope="rowgroup" colSpan={5} className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
          {title}
        </th>
      </tr>
      {items.length === 0 && (
        <tr>
          <td colSpan={5} className="px-3 py-2 text-slate-600 dark:text-slate-400">
            Nenhuma no período.
          </td>
        </tr>
      )}
      {items.map((c) => (
        <tr key={c.category}>
          <th scope="row" className="min-w-40 px-3 py-2 text-left font-normal">
            {c.category}
            {/* The share of the group's largest category, for the eye; the figures are in the cells. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 100 1"
              preserveAspectRatio="none"
              className="mt-1 block h-1.5 w-full rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <rect width={((c.open + c.paid) / largest) * 100} height="1" className={tone} />
            </svg>
          </th>
          <td className={`${TD} hidden sm:table-cell`}>{c.n}</td>
          <td className={TD}>{formatBRL(c.paid)}</td>
          <td className={TD}>{formatBRL(c.open)}</td>
          <td className={`${TD} font-medium`}>{formatBRL(c.open + c.paid)}</td>
        </tr>
      ))}
      <tr className="font-semibold">
        <th scope="row" className="px-3 py-2 text-left">
          Subtotal de {title.toLowerCase()}
        </th>
        <td className={`${TD} hidden sm:table-cell`}>{sum.n}</td>
        <td className={TD}>{formatBRL(sum.paid)}</td>
        <td className={TD}>{formatBRL(sum.open)}</td>
        <td className={TD}>{formatBRL(sum.open + sum.paid)}</td>
      </tr>
    </tbody>
  );
}

/** Lançamentos due in a period of months, per category: how many, what was paid or received, what is open. */
export function CategoryBreakdown({ from, to, onChange }: { from: string; to: string; onChange: (from: string, to: string) => void }) {
  const problem =
    from > to
      ? 'O mês final vem antes do inicial.'
      : monthsBetween(from, to) >= MAX_BREAKDOWN_MONTHS
        ? `Escolha um período de até ${MAX_BREAKDOWN_MONTHS} meses.`
        : null;
  const query = useQuery({ ...financeQueries.categories({ from, to }), enabled: !problem });
  const month = (v: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null);
  return (
    <Card title="Por categoria" icon="grid">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Lançamentos com vencimento de {shortMonth(from)} a {shortMonth(to)}, sem os cancelados.
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {/* Whole months only: a half-typed one stays in its box, the period unchanged. */}
        <MonthInput id="cat-from" label="De (mês)" value={from} error={problem ?? undefined} onChange={(v) => month(v) && onChange(v, to)} />
        <MonthInput id="cat-to" label="Até (mês)" value={to} onChange={(v) => month(v) && onChange(from, v)} />
      </div>
      {query.isPending && !problem && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && !problem && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Lançamentos por categoria, de {shortMonth(from)} a {shortMonth(to)}
            </caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Categoria
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
                  Lançamentos
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Pago/Recebido
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Em aberto
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            {GROUPS.map((g) => (
              <Group key={g.type} title={g.title} tone={g.tone} items={query.data.filter((c) => c.type === g.type)} />
            ))}
          </table>
        </div>
      )}
    </Card>
  );
}
