import { hourlyRatesFormInput, type HourlyRatesState } from '@office/domain/timesheet';
import type { z } from '@office/domain/schema';
import { useDirectory } from '../../api/directory';
import { useUpdateRates } from '../../api/timesheet';
import { useController, type Control } from 'react-hook-form';
import { MoneyField, MoneyInput } from '../../components/form/DecimalInput';
import { fieldId, useFieldError } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';

type RatesValues = z.input<typeof hourlyRatesFormInput>;

/**
 * Valores por hora: the office default and, for each person who records time, their own rate (blank: the default).
 * Saved whole on the version read; a fee agreement's hourly clause overrides them for its client.
 */
export function RatesForm({ state, canWrite }: { state: HourlyRatesState; canWrite: boolean }) {
  const directory = useDirectory();
  const people = directory.agendaPeople(Object.keys(state.rates.people));
  const update = useUpdateRates();
  const toast = useToast();
  const { form, formError, submit } = useSchemaForm(hourlyRatesFormInput, state.rates as RatesValues);
  const onSubmit = submit(async (values) => {
    // A blank person's rate is no rate of their own: the default applies.
    const own = Object.fromEntries(Object.entries(values.people).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
    await update.mutateAsync({ expectedVersion: state.version, rates: { defaultRate: values.defaultRate, people: own } });
    toast.show({ severity: 'success', summary: 'Valores por hora salvos.' });
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={() => undefined} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <MoneyField control={form.control} name="defaultRate" label="Valor por hora padrão" readOnly={!canWrite} hint="Para quem não tem valor próprio." />
        {people.map((p) => (
          <PersonRate key={p.uid} control={form.control} uid={p.uid} label={`${p.name} (por hora)`} readOnly={!canWrite} />
        ))}
      </div>
      {canWrite && (
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Salvando…' : 'Salvar valores'}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * One person's rate: blank (no rate of their own) until typed. The team's names arrive after the form, so a
 * person's field may start with no value at all; it shows empty rather than a number.
 */
function PersonRate({ control, uid, label, readOnly }: { control: Control<RatesValues>; uid: string; label: string; readOnly: boolean }) {
  const name = `people.${uid}` as const;
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  const value = typeof field.value === 'number' ? field.value : null;
  return (
    <MoneyInput
      id={fieldId(name)}
      label={label}
      hint="Em branco: o padrão."
      value={value}
      onChange={(v) => field.onChange(v ?? Number.NaN)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      readOnly={readOnly}
      error={error}
    />
  );
}
