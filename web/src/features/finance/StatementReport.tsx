import { Link } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import { STATEMENT_CREDITS, STATEMENT_NATURE_LABELS, STATEMENT_NATURES, statementBalanceLabel, type ClientStatement } from '@office/domain/finance-statement';
import { formatBRL } from '@office/domain/money';
import { recordPath } from '@office/domain/addresses';
// Positive is held for the client, negative owed by the client (the note under the table says so).
import { Balance } from '../../components/records/TransactionStatus';

export type Statement = ClientStatement & { client: { id: string; name: string } };

const TH = 'px-1.5 py-2 font-semibold';
const NUM = 'whitespace-nowrap px-1.5 py-2 text-right tabular-nums';
const amount = (centavos: number) => (centavos ? formatBRL(centavos) : '');

/** The sums of the period by nature, credits first. */
function Totals({ totals }: { totals: Statement['totals'] }) {
  const natures = [...STATEMENT_NATURES].sort((a, b) => Number(STATEMENT_CREDITS.includes(b)) - Number(STATEMENT_CREDITS.includes(a)));
  return (
    <section aria-labelledby="stmt-totals" className="break-inside-avoid">
      <h3 id="stmt-totals" className="mb-2 font-semibold">
        Totais do período por natureza
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
        {natures.map((n) => {
          const credit = STATEMENT_CREDITS.includes(n);
          return (
            <div key={n} className="flex justify-between gap-3 border-b border-slate-100 py-1 dark:border-slate-800">
              <dt>
                {STATEMENT_NATURE_LABELS[n]} <span className="text-slate-600 dark:text-slate-400">({credit ? 'crédito' : 'débito'})</span>
              </dt>
              <dd className="whitespace-nowrap tabular-nums">{formatBRL(totals[n])}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * The prestação de contas as the client receives it, on screen and on paper: the balance before the period,
 * every movement with the running balance, the sums by nature and who owes whom at the end.
 */
export function StatementReport({ statement: s, officeName }: { statement: Statement; officeName: string | null }) {
  const period = `${formatDate(s.from)} a ${formatDate(s.to)}`;
  return (
    <article aria-labelledby="stmt-title" className="flex flex-col gap-5">
      <header>
        {officeName && <p className="hidden text-sm font-semibold print:block">{officeName}</p>}
        {/* On paper the heading says what the page is; on screen the page's own title does. */}
        <h2 id="stmt-title" className="text-lg font-semibold print:hidden">
          {s.client.name}
        </h2>
        <h2 className="hidden text-lg font-semibold print:block">{`Prestação de contas — ${s.client.name} — ${period}`}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400 print:hidden">Período: {period}</p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">Saldo anterior (até {formatDate(s.from)})</dt>
          <dd className="font-semibold">{statementBalanceLabel(s.opening)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">Saldo final (em {formatDate(s.to)})</dt>
          <dd className="font-semibold">{statementBalanceLabel(s.closing)}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full text-left text-sm print:text-[8.5pt]">
          <caption className="sr-only">Movimentos de {s.client.name} no período</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300 print:text-[7.5pt]">
            <tr>
              <th scope="col" className={TH}>
                Data
              </th>
              <th scope="col" className={TH}>
                Natureza
              </th>
              <th scope="col" className={TH}>
                Descrição
              </th>
              <th scope="col" className={TH}>
                Processo
              </th>
              <th scope="col" className={TH}>
                Base contratual
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Crédito
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Débito
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Saldo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            <tr>
              <td className="whitespace-nowrap px-1.5 py-2 tabular-nums">{formatDate(s.from)}</td>
              <th scope="row" colSpan={6} className="px-1.5 py-2 font-medium">
                Saldo anterior
              </th>
              <td className={NUM}>
                <Balance amount={s.opening} />
              </td>
            </tr>
            {s.lines.length === 0 && (
              <tr>
                <td colSpan={8} className="px-1.5 py-3 text-slate-600 dark:text-slate-400">
                  Nenhum movimento no período.
                </td>
              </tr>
            )}
            {s.lines.map((l, i) => (
              <tr key={`${l.transactionId}-${l.date}-${i}`}>
                <td className="whitespace-nowrap px-1.5 py-2 tabular-nums">{formatDate(l.date)}</td>
                <td className="px-1.5 py-2 text-xs">{STATEMENT_NATURE_LABELS[l.nature]}</td>
                <td className="px-1.5 py-2">
                  <Link to={recordPath('finance', l.transactionId)} className="text-brand-700 hover:underline dark:text-brand-300 print:no-underline">
                    {l.description}
                  </Link>
                </td>
                <td className="px-1.5 py-2 text-xs tabular-nums print:text-[7.5pt]">{l.lawsuitLabel ?? ''}</td>
                <td className="px-1.5 py-2 text-xs print:text-[7.5pt]">{l.basis ?? ''}</td>
                <td className={NUM}>{amount(l.credit)}</td>
                <td className={NUM}>{amount(l.debit)}</td>
                <td className={NUM}>
                  <Balance amount={l.balance} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
              <td className="whitespace-nowrap px-1.5 py-2 tabular-nums">{formatDate(s.to)}</td>
              <th scope="row" colSpan={4} className="px-1.5 py-2 text-left">
                Totais e saldo final
              </th>
              <td className={NUM}>{formatBRL(s.lines.reduce((sum, l) => sum + l.credit, 0))}</td>
              <td className={NUM}>{formatBRL(s.lines.reduce((sum, l) => sum + l.debit, 0))}</td>
              <td className={NUM}>
                <Balance amount={s.closing} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Saldo positivo: valor em poder do escritório a repassar ao cliente. Saldo negativo: valor devido pelo cliente ao escritório. Honorários de sucumbência
        não entram: pertencem ao advogado (EAOAB art. 23).
      </p>
      <Totals totals={s.totals} />
      <p className="rounded-xl border border-slate-300 px-4 py-3 text-base font-semibold dark:border-slate-700">
        Saldo final: {statementBalanceLabel(s.closing)}
      </p>
    </article>
  );
}
