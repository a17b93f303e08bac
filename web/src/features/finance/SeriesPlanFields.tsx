import { formatDate, isCalendarDate } from '@office/domain/dates';
import { MAX_SERIES, planSeries, type SeriesPlan, type TransactionValues } from '@office/domain/finance';
import { formatBRL } from '@office/domain/money';
import { Field, TextInput } from '../../components/ui/primitives';

export interface PlanChoice {
  mode: SeriesPlan['mode'];
  /** As typed. */
  count: string;
  remainderOn: 'primeira' | 'ultima';
}

export const SINGLE_PLAN: PlanChoice = { mode: 'unico', count: '2', remainderOn: 'ultima' };

/** The plan to send, or why it cannot be sent (the same limits the server checks). */
export function toSeriesPlan(choice: PlanChoice, amount: number): SeriesPlan | string {
  if (choice.mode === 'unico') return { mode: 'unico' };
  const count = Number(choice.count);
  const what = choice.mode === 'parcelado' ? 'parcelas' : 'meses';
  if (!/^\d+$/.test(choice.count.trim()) || count < 2) return `Informe ao menos 2 ${what}`;
  if (count > MAX_SERIES) return `No máximo ${MAX_SERIES} ${what}`;
  if (choice.mode === 'parcelado') {
    if (Number.isSafeInteger(amount) && amount > 0 && amount < count) return 'O valor é pequeno demais para tantas parcelas';
    return { mode: 'parcelado', count, remainderOn: choice.remainderOn };
  }
  return { mode: 'mensal', count };
}

const MODES: [PlanChoice['mode'], string][] = [
  ['unico', 'Único'],
  ['parcelado', 'Parcelado (o valor é o total)'],
  ['mensal', 'Mensal (o valor se repete)'],
];

const radio = 'flex items-center gap-2 text-sm';

/** "MM/AAAA" of a competência. */
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * On creation: one lançamento, installments of the total, or the same amount every month; with the
 * lançamentos the server will create (planSeries, the same function it runs), their due dates and amounts.
 */
export function SeriesPlanFields({
  choice,
  onChange,
  values,
  disabled,
}: {
  choice: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The form's values now: the amount, due date, competência and description the series starts from. */
  values: Pick<TransactionValues, 'amount' | 'dueDate' | 'competence' | 'description'>;
  /** Honorários de êxito are created once: no series. */
  disabled?: string;
}) {
  const plan = toSeriesPlan(choice, values.amount);
  const countError = choice.mode !== 'unico' && typeof plan === 'string' ? plan : undefined;
  const ready =
    typeof plan !== 'string' &&
    plan.mode !== 'unico' &&
    Number.isSafeInteger(values.amount) &&
    values.amount > 0 &&
    isCalendarDate(values.dueDate) &&
    /^\d{4}-(0[1-9]|1[0-2])$/.test(values.competence);
  // planSeries reads only the amount, the dates and the description; the rest is carried along untouched.
  const rows = ready ? planSeries(values as TransactionValues, plan) : [];
  const sum = rows.reduce((total, r) => total + r.values.amount, 0);
  const noun = choice.mode === 'mensal' ? 'meses' : 'parcelas';

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Parcelamento</legend>
      {disabled ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{disabled}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {MODES.map(([mode, label]) => (
              <label key={mode} className={radio}>
                <input type="radio" name="plan-mode" value={mode} checked={choice.mode === mode} onChange={() => onChange({ ...choice, mode })} />
                {label}
              </label>
            ))}
          </div>
          {choice.mode !== 'unico' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={choice.mode === 'parcelado' ? 'Número de parcelas' : 'Número de meses'} htmlFor="f-plan-count" error={countError}>
                <TextInput
                  id="f-plan-count"
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={MAX_SERIES}
                  value={choice.count}
                  invalid={Boolean(countError)}
                  onChange={(e) => onChange({ ...choice, count: e.target.value })}
                />
              </Field>
              {choice.mode === 'parcelado' && (
                <fieldset>
                  <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Centavos restantes na</legend>
                  <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
                    <label className={radio}>
                      <input
                        type="radio"
                        name="plan-remainder"
                        checked={choice.remainderOn === 'primeira'}
                        onChange={() => onChange({ ...choice, remainderOn: 'primeira' })}
                      />
                      primeira parcela
                    </label>
                    <label className={radio}>
                      <input
                        type="radio"
                        name="plan-remainder"
                        checked={choice.remainderOn === 'ultima'}
                        onChange={() => onChange({ ...choice, remainderOn: 'ultima' })}
                      />
                      última parcela
                    </label>
                  </div>
                </fieldset>
              )}
            </div>
          )}
          {choice.mode !== 'unico' && !ready && !countError && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Informe o valor, o vencimento e a competência para ver os lançamentos que serão criados.
            </p>
          )}
          {rows.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left text-sm text-slate-600 dark:text-slate-400">
                  {choice.mode === 'parcelado' ? `Serão criadas ${rows.length} parcelas:` : `Serão criados ${rows.length} lançamentos mensais:`}
                </caption>
                <thead className="text-xs text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      {choice.mode === 'parcelado' ? 'Parcela' : 'Mês'}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Vencimento
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Competência
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Valor
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.index} className="border-t border-slate-100 dark:border-slate-800">
                      <td className="py-1 pr-3 tabular-nums">
                        {r.index}/{r.count}
                      </td>
                      <td className="py-1 pr-3 tabular-nums">{formatDate(r.values.dueDate)}</td>
                      <td className="py-1 pr-3 tabular-nums">{monthLabel(r.values.competence)}</td>
                      <td className="whitespace-nowrap py-1 text-right tabular-nums">{formatBRL(r.values.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-sm font-medium" aria-live="polite">
                {choice.mode === 'parcelado'
                  ? `Soma das parcelas: ${formatBRL(sum)}${sum === values.amount ? ', igual ao total.' : '.'}`
                  : `Total dos ${rows.length} ${noun}: ${formatBRL(sum)}.`}
              </p>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
