import { formatDate, formatMonthLabel } from '@office/domain/dates';
import type { AgreementPlanAnswer } from '@office/domain/fee-agreements';
import { formatBRL } from '@office/domain/money';

/** The lançamentos an agreement's terms make, as a table, with what generation would refuse or wait for. */
export function AgreementPreview({ plan }: { plan: AgreementPlanAnswer }) {
  const total = plan.planned.reduce((s, p) => s + p.amount, 0);
  return (
    <div className="flex flex-col gap-3">
      {plan.missingIndexMonths.map((m) => (
        <p key={m.index} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Faltam na tabela de índices os meses do reajuste ({m.index}: {m.months.map((x) => formatMonthLabel(`${x}-01`)).join(', ')}).
        </p>
      ))}
      {plan.waitingIndex.map((w) => (
        <p key={w.clauseId} className="text-sm text-slate-600 dark:text-slate-400">
          Os meses a partir de {formatMonthLabel(`${w.anniversary}-01`)} serão gerados quando o índice do reajuste estiver publicado e cadastrado.
        </p>
      ))}
      {plan.planned.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum lançamento agora: êxito e atos geram os seus quando registrados.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Lançamentos do contrato</caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-400">
                <th scope="col" className="py-2 pr-4">
                  Vencimento
                </th>
                <th scope="col" className="py-2 pr-4">
                  Descrição
                </th>
                <th scope="col" className="py-2 text-right">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {plan.planned.map((p) => (
                <tr key={p.key}>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(p.dueDate)}</td>
                  <td className="py-2 pr-4">
                    {p.description}
                    {p.notes && <span className="block text-xs text-slate-600 dark:text-slate-400">{p.notes}</span>}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatBRL(p.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <td className="py-2 pr-4" colSpan={2}>
                  Total ({plan.planned.length} lançamentos)
                </td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatBRL(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
