import { formatBRL } from '@office/domain/money';
import { Balance } from '../../components/records/TransactionStatus';
import { longMonth, shortMonth, type CashFlowView } from './cash-flow';

const TH = 'px-3 py-2 font-semibold';
const TD = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';

/** The cash flow's figures month by month: what the chart shows, for reading and for assistive technology. */
export function CashFlowTable({ view }: { view: CashFlowView }) {
  const { rows, totals } = view;
  const first = rows[0]?.month;
  const last = rows.at(-1)?.month;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left text-sm font-semibold text-slate-800 dark:text-slate-100">
          Fluxo de caixa{first && last ? ` de ${shortMonth(first)} a ${shortMonth(last)}` : ''}
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            Recebido e pago pela data do pagamento; a receber e a pagar pelo vencimento (vencidos nos meses passados).
          </span>
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className={TH}>
              Mês
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Recebido
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Pago
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Resultado
            </th>
            <th scope="col" className={`${TH} text-right`}>
              A receber
            </th>
            <th scope="col" className={`${TH} text-right`}>
              A pagar
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r.month} className={r.projected ? 'bg-slate-50/70 italic dark:bg-slate-800/30' : ''}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium first-letter:uppercase">
                {longMonth(r.month)}
                {r.projected && <span className="font-normal text-slate-600 dark:text-slate-400"> (previsto)</span>}
              </th>
              <td className={TD}>{formatBRL(r.received)}</td>
              <td className={TD}>{formatBRL(r.paid)}</td>
              <td className={TD}>
                <Balance amount={r.result} />
              </td>
              <td className={TD}>{formatBRL(r.toReceive)}</td>
              <td className={TD}>{formatBRL(r.toPay)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className={TD}>{formatBRL(totals.received)}</td>
            <td className={TD}>{formatBRL(totals.paid)}</td>
            <td className={TD}>
              <Balance amount={totals.result} />
            </td>
            <td className={TD}>{formatBRL(totals.toReceive)}</td>
            <td className={TD}>{formatBRL(totals.toPay)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
