import { useState } from 'react';
import { useController, useFieldArray, useWatch, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { addDays, officeDate } from '@office/domain/dates';
import { ECONOMIC_INDEX_LABELS, ECONOMIC_INDEXES } from '@office/domain/economic-indexes';
import {
  CLAUSE_KIND_LABELS,
  CLAUSE_KINDS,
  FEE_ACT_LABELS,
  FEE_ACT_TRIGGERS,
  FEE_ACTS,
  type FeeAct,
  SUCCESS_BASE_LABELS,
  SUCCESS_BASES,
  type AgreementInput,
  type ClauseInput,
  type ClauseKind,
} from '@office/domain/fee-agreements';
import { DateField, MonthField } from '../../components/form/DateInput';
import { MoneyField, PercentInput } from '../../components/form/DecimalInput';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import { Select } from '../../components/form/Select';
import { Button, Field, TextInput } from '../../components/ui/primitives';

type Path = FieldPath<AgreementInput>;
const at = (i: number, field: string) => `clauses.${i}.${field}` as Path;

/** A new clause of `kind`, with the values most contracts have. */
export function newClause(kind: ClauseKind): ClauseInput {
  const today = officeDate();
  switch (kind) {
    case 'fixo':
      return {
        kind,
        id: null,
        description: 'Honorários contratuais',
        total: Number.NaN,
        installments: 1,
        firstDueDate: addDays(today, 10),
        intervalMonths: 1,
        businessDays: true,
      };
    case 'mensal':
      return {
        kind,
        id: null,
        description: 'Honorários mensais',
        amount: Number.NaN,
        dueDay: 10,
        startMonth: today.slice(0, 7),
        endMonth: null,
        adjustment: 'IPCA',
        businessDays: true,
      };
    case 'exito':
      return { kind, id: null, description: 'Honorários de êxito', percentBp: Number.NaN, bases: ['acordo', 'sentenca', 'alvara'] };
    case 'por-ato':
      return { kind, id: null, description: 'Honorários por audiência', act: 'audiencia', price: Number.NaN };
    case 'por-hora':
      return { kind, id: null, description: 'Honorários por hora', defaultRate: Number.NaN, rates: [] };
  }
}

interface Bound {
  control: Control<AgreementInput>;
  register: UseFormRegister<AgreementInput>;
}

/** The agreement's clauses as a list of small forms, one per kind, and "Acrescentar cláusula". */
export function ClauseEditor({ control, register }: Bound) {
  const { fields, append, remove } = useFieldArray({ control, name: 'clauses' });
  const [kind, setKind] = useState<ClauseKind>('fixo');
  const listError = useFieldError(control, 'clauses');
  return (
    <div className="flex flex-col gap-4">
      {fields.map((f, i) => (
        <fieldset key={f.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">
            Cláusula {i + 1}: {CLAUSE_KIND_LABELS[f.kind]}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField control={control} register={register} name={at(i, 'description')} label="Descrição" />
            <ClauseFields kind={f.kind} index={i} control={control} register={register} />
          </div>
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" icon="trash" onClick={() => remove(i)}>
              Remover cláusula {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          id="new-clause-kind"
          label="Tipo da cláusula"
          value={kind}
          onChange={(e) => setKind(e.target.value as ClauseKind)}
          options={CLAUSE_KINDS.map((k) => [k, CLAUSE_KIND_LABELS[k]] as const)}
        />
        <Button variant="secondary" icon="plus" onClick={() => append(newClause(kind))}>
          Acrescentar cláusula
        </Button>
      </div>
    </div>
  );
}

/** A whole number (parcelas, dia, intervalo), held as a number. */
function NumberField({ control, register, name, label, min, max }: Bound & { name: Path; label: string; min: number; max: number }) {
  const error = useFieldError(control, name);
  return (
    <Field label={label} htmlFor={fieldId(name)} error={error}>
      <TextInput id={fieldId(name)} type="number" min={min} max={max} invalid={Boolean(error)} {...register(name, { valueAsNumber: true })} />
    </Field>
  );
}

/** A percentage ("20,00"), held in basis points. */
function PercentField({ control, name, label }: { control: Control<AgreementInput>; name: Path; label: string }) {
  const { field } = useController({ control, name });
  const error = useFieldError(control, name);
  return (
    <PercentInput
      id={fieldId(name)}
      label={label}
      value={field.value as number}
      onChange={(v) => field.onChange(v ?? Number.NaN)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
    />
  );
}

function BusinessDays({ index, control }: { index: number; control: Control<AgreementInput> }) {
  const id = `f-clauses-${index}-businessDays`;
  return (
    <label htmlFor={id} className="flex items-center gap-2 self-end pb-2 text-sm">
      <input id={id} type="checkbox" {...control.register(at(index, 'businessDays'))} className="size-4" />
      Vencimento em dia útil
    </label>
  );
}

/** The act and its price, with when the act is charged (an Agenda entry, or a task named for it). */
function ActFields({ index: i, control, register }: Bound & { index: number }) {
  const act = useWatch({ control, name: at(i, 'act') }) as FeeAct | undefined;
  return (
    <>
      <SelectField
        control={control}
        register={register}
        name={at(i, 'act')}
        label="Ato"
        hint={act ? FEE_ACT_TRIGGERS[act] : undefined}
        options={FEE_ACTS.map((a) => [a, FEE_ACT_LABELS[a]] as const)}
      />
      <MoneyField control={control} name={at(i, 'price')} label="Valor por ato" />
    </>
  );
}

function ClauseFields({ kind, index: i, control, register }: Bound & { kind: ClauseKind; index: number }) {
  switch (kind) {
    case 'fixo':
      return (
        <>
          <MoneyField control={control} name={at(i, 'total')} label="Valor total" />
          <NumberField control={control} register={register} name={at(i, 'installments')} label="Parcelas (1: à vista)" min={1} max={120} />
          <DateField control={control} register={register} name={at(i, 'firstDueDate')} label="Primeiro vencimento" />
          <NumberField control={control} register={register} name={at(i, 'intervalMonths')} label="Intervalo (meses)" min={1} max={12} />
          <BusinessDays index={i} control={control} />
        </>
      );
    case 'mensal':
      return (
        <>
          <MoneyField control={control} name={at(i, 'amount')} label="Valor mensal" />
          <NumberField control={control} register={register} name={at(i, 'dueDay')} label="Dia do vencimento" min={1} max={31} />
          <MonthField control={control} register={register} name={at(i, 'startMonth')} label="Primeiro mês" />
          <MonthField control={control} register={register} name={at(i, 'endMonth')} label="Último mês (opcional)" />
          <SelectField
            control={control}
            register={register}
            name={at(i, 'adjustment')}
            label="Reajuste anual"
            emptyAsNull
            options={[['', 'Sem reajuste'], ...ECONOMIC_INDEXES.map((x) => [x, ECONOMIC_INDEX_LABELS[x]] as const)]}
          />
          <BusinessDays index={i} control={control} />
        </>
      );
    case 'exito':
      return (
        <>
          <PercentField control={control} name={at(i, 'percentBp')} label="Percentual" />
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium">Incide sobre</legend>
            {SUCCESS_BASES.map((b) => (
              <label key={b} className="mr-4 inline-flex items-center gap-2">
                <input type="checkbox" value={b} {...register(at(i, 'bases'))} className="size-4" />
                {SUCCESS_BASE_LABELS[b]}
              </label>
            ))}
          </fieldset>
        </>
      );
    case 'por-ato':
      return <ActFields control={control} register={register} index={i} />;
    case 'por-hora':
      return <MoneyField control={control} name={at(i, 'defaultRate')} label="Valor da hora" hint="Taxas por pessoa: na tabela de horas do Financeiro" />;
  }
}
