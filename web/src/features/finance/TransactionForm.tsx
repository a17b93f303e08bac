import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { officeDate } from '@office/domain/dates';
import {
  DEFAULT_CATEGORY,
  TRANSACTION_KINDS,
  transactionInput,
  type TransactionInput,
  type TransactionRecord,
  type TransactionSaved,
} from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { financeQueries, useCreateTransaction, useUpdateTransaction } from '../../api/finance';
import { TextareaField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';
import { SeriesPlanFields, SINGLE_PLAN, toSeriesPlan, type PlanChoice } from './SeriesPlanFields';
import { AccountingFields, AmountFields, EMPTY_FEE, KindFields, LinkFields, radio } from './TransactionFields';

/** The form's values: the callable's input as it is sent. */
export type TransactionFormValues = TransactionInput;
const formSchema = transactionInput;

export function newTransactionValues(preset: Partial<TransactionFormValues> = {}): TransactionFormValues {
  const dueDate = preset.dueDate ?? officeDate();
  const kind = preset.kind ?? 'honorarios-fixos';
  return {
    type: TRANSACTION_KINDS[kind].type,
    kind,
    description: '',
    // Empty until typed: the schema says "valor inválido" for NaN.
    amount: Number.NaN,
    competence: dueDate.slice(0, 7),
    dueDate,
    clientId: null,
    lawsuitId: null,
    category: DEFAULT_CATEGORY[kind],
    costCenter: '',
    accountId: null,
    method: null,
    invoice: { issued: false, number: '' },
    successFee: kind === 'honorarios-exito' ? EMPTY_FEE : null,
    notes: '',
    ...preset,
  };
}

export function toTransactionValues(t: TransactionRecord): TransactionFormValues {
  return {
    type: t.type,
    kind: t.kind,
    description: t.description,
    amount: t.amount,
    competence: t.competence,
    dueDate: t.dueDate,
    clientId: t.clientId,
    lawsuitId: t.lawsuitId,
    category: t.category,
    costCenter: t.costCenter ?? '',
    accountId: t.accountId,
    method: t.method,
    invoice: { issued: t.invoice.issued, number: t.invoice.number ?? '' },
    successFee: t.successFee,
    notes: t.notes,
  };
}

/**
 * Create or edit a lançamento. On creation it may be a series (installments of the total, or monthly); editing
 * a member of a monthly series may carry the values (not the dates) to the following open months.
 */
export function TransactionForm({
  existing,
  preset,
  onSaved,
  onCancel,
}: {
  existing?: Listed<TransactionRecord>;
  preset?: Partial<TransactionFormValues>;
  onSaved: (saved: TransactionSaved) => void;
  onCancel: () => void;
}) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PlanChoice>(SINGLE_PLAN);
  const [scope, setScope] = useState<'este' | 'seguintes'>('este');
  const saved = useRef<TransactionSaved | null>(null);
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: formSchema,
    existing,
    empty: newTransactionValues(preset),
    toValues: toTransactionValues,
    create: async (transaction) => {
      const chosen = toSeriesPlan(plan, transaction.amount);
      if (typeof chosen === 'string') throw new Error(`Parcelamento: ${chosen}.`);
      saved.current = await create.mutateAsync({ transaction, plan: chosen });
      return saved.current.transaction;
    },
    update: async (target, transaction) => {
      saved.current = await update.mutateAsync({ ...target, transaction, scope });
      return saved.current.transaction;
    },
    // After a conflict the cache is as stale as the form: read the server's copy.
    fetchCurrent: async (id) => (await queryClient.query({ ...financeQueries.detail(id), staleTime: 0 })).transaction,
    onSaved: (transaction) => onSaved(saved.current ?? { transaction, affected: 1, skipped: 0 }),
  });
  const [kind, amount, dueDate, competence, description] = useWatch({
    control: form.control,
    name: ['kind', 'amount', 'dueDate', 'competence', 'description'],
  });
  const isExito = kind === 'honorarios-exito';
  const isRecurring = base?.series?.kind === 'recorrencia';

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
        <div className="grid gap-4 sm:grid-cols-2">
          <KindFields base={base} />
          <AmountFields base={base} plan={plan} />
          <LinkFields base={base} />
          <AccountingFields base={base} />
        </div>
        <TextareaField control={form.control} register={form.register} name="notes" label="Observações" rows={3} />
        {!base && (
          <SeriesPlanFields
            choice={plan}
            onChange={setPlan}
            values={{ amount, dueDate, competence, description }}
            disabled={isExito ? 'Honorários de êxito são lançados uma vez, sobre o valor obtido.' : undefined}
          />
        )}
        {isRecurring && base.series && (
          <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <legend className="px-1 text-sm font-medium">Aplicar a</legend>
            <label className={radio}>
              <input type="radio" name="update-scope" checked={scope === 'este'} onChange={() => setScope('este')} />
              Só este lançamento ({base.series.index}/{base.series.count})
            </label>
            <label className={radio}>
              <input type="radio" name="update-scope" checked={scope === 'seguintes'} onChange={() => setScope('seguintes')} />
              Este e os seguintes
            </label>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Os meses seguintes recebem os mesmos valores, sem mudar as datas. Os já pagos, parcialmente pagos ou cancelados ficam como estão.
            </p>
          </fieldset>
        )}
        <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Criar lançamento'} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
