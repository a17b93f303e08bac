import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { isCalendarDate, officeDate } from '@office/domain/dates';
import {
  DEFAULT_CATEGORY,
  PAYMENT_METHOD_LABELS,
  planCategories,
  PAYMENT_METHODS,
  successFeeAmount,
  TRANSACTION_KIND_IDS,
  TRANSACTION_KINDS,
  transactionInput,
  type TransactionInput,
  type TransactionKind,
  type TransactionRecord,
  type TransactionSaved,
  type CategoryPlan,
  type TransactionType,
} from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { can } from '@office/domain/policy';
import { clientQueries } from '../../api/clients';
import { financeQueries, useAccounts, useCreateTransaction, useUpdateTransaction } from '../../api/finance';
import { lawsuitQueries } from '../../api/lawsuits';
import { DateField, MonthField } from '../../components/form/DateInput';
import { MoneyInput, MoneyField, PercentInput } from '../../components/form/DecimalInput';
import { fieldId, SelectField, TextareaField, TextField, useFieldError } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { ClientPicker } from '../../components/form/pickers';
import { SaveProblem } from '../../components/form/SaveProblem';
import { Select, type SelectOption } from '../../components/form/Select';
import { useRecordForm } from '../../components/form/use-record-form';
import { DetailItem } from '../../components/ui/detail';
import { useSession } from '../../lib/session-context';
import { CategorySelect } from './CategorySelect';
import { SeriesPlanFields, SINGLE_PLAN, toSeriesPlan, type PlanChoice } from './SeriesPlanFields';

/** The form's values: the callable's input as it is sent. */
export type TransactionFormValues = TransactionInput;
const formSchema = transactionInput;

const METHOD_OPTIONS: SelectOption[] = [['', 'Não definida'], ...PAYMENT_METHODS.map((m): SelectOption => [m, PAYMENT_METHOD_LABELS[m]])];
const kindsOf = (type: TransactionType) => TRANSACTION_KIND_IDS.filter((k) => TRANSACTION_KINDS[k].type === type);
/** Kinds that enter a client's accounting: the server requires the client. */
const CLIENT_KINDS: readonly TransactionKind[] = ['repasse', 'valor-cliente', 'adiantamento-cliente'];
const EMPTY_FEE = { percentBp: Number.NaN, baseAmount: Number.NaN };

/** The kind's usual account when the office's plan offers it (unknown until the plan arrives); else none, to be chosen. */
function usualCategory(kind: TransactionKind, plan: CategoryPlan | undefined): string {
  const usual = DEFAULT_CATEGORY[kind];
  return !plan || planCategories(plan, TRANSACTION_KINDS[kind].type).includes(usual) ? usual : '';
}

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

const radio = 'flex items-center gap-2 text-sm';

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
  const { me } = useSession();
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
  const { control, register, setValue, getValues } = form;
  const bound = { control, register };
  const [type, kind, issued, amount, dueDate, competence, description] = useWatch({
    control,
    name: ['type', 'kind', 'invoice.issued', 'amount', 'dueDate', 'competence', 'description'],
  });
  const canClients = can(me?.scopes, 'clients', 'read');
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  const accounts = useAccounts();
  const categoryPlan = useQuery(financeQueries.categoryPlan()).data?.plan;

  const fee = useController({ control, name: 'successFee' });
  const percentError = useFieldError(control, 'successFee.percentBp');
  const baseError = useFieldError(control, 'successFee.baseAmount');
  const client = useController({ control, name: 'clientId' });
  const clientError = client.fieldState.error?.message;
  // The lançamento keeps its client's name: only a client chosen in this form is looked up.
  const keptName = client.field.value === base?.clientId ? (base.clientName ?? undefined) : undefined;
  const clientLabel =
    useQuery({ ...clientQueries.detail(client.field.value ?? ''), enabled: canClients && Boolean(client.field.value) && !keptName }).data?.name ?? keptName;
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const lawsuits = useQuery({
    ...lawsuitQueries.list({ clientId: client.field.value, limit: 100 }),
    enabled: canLawsuits && Boolean(client.field.value),
  });
  // Without Processos, the client's lawsuits by number and parties (enough to tell which case a fee is for).
  const choices = useQuery({
    ...financeQueries.lawsuitChoices(client.field.value ?? ''),
    enabled: !canLawsuits && canClients && Boolean(client.field.value),
  });
  const canPickLawsuit = canLawsuits || canClients;
  const {
    field: { ref: categoryRef, value: categoryValue, onChange: setCategory, onBlur: onCategoryBlur },
  } = useController({ control, name: 'category' });
  const categoryError = useFieldError(control, 'category');
  const isExito = kind === 'honorarios-exito';
  const isRecurring = base?.series?.kind === 'recorrencia';

  const typeField = register('type', {
    onChange: () => {
      const next = kindsOf(getValues('type'))[0] ?? 'honorarios-fixos';
      setValue('kind', next, { shouldDirty: true });
      applyKind(next);
    },
  });
  const {
    field: { ref: kindRef, value: kindValue, onChange: setKind, onBlur: onKindBlur },
  } = useController({ control, name: 'kind' });
  /** A new kind brings its usual category; êxito brings the percentage, and the amount follows it. */
  function applyKind(next: TransactionKind) {
    setValue('category', usualCategory(next, categoryPlan), { shouldDirty: true });
    if (next === 'honorarios-exito' && !getValues('successFee')) setValue('successFee', EMPTY_FEE, { shouldDirty: true });
    if (next !== 'honorarios-exito' && getValues('successFee')) setValue('successFee', null, { shouldDirty: true });
  }
  // A new lançamento started on the usual account before the plan was known: drop it if the office deactivated it.
  useEffect(() => {
    const current = getValues('category');
    if (base || !categoryPlan || !current || planCategories(categoryPlan, getValues('type')).includes(current)) return;
    setValue('category', usualCategory(getValues('kind'), categoryPlan));
  }, [base, categoryPlan, getValues, setValue]);
  function setFee(patch: Partial<typeof EMPTY_FEE>) {
    const next = { ...(getValues('successFee') ?? EMPTY_FEE), ...patch };
    fee.field.onChange(next);
    const computed = Number.isSafeInteger(next.percentBp) && Number.isSafeInteger(next.baseAmount) ? successFeeAmount(next) : Number.NaN;
    setValue('amount', computed, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }
  /** A new lançamento's competência follows its due date (once whole) until it is chosen on purpose. */
  function followDueDate(due: string) {
    if (!base && isCalendarDate(due) && !form.getFieldState('competence').isDirty) setValue('competence', due.slice(0, 7));
  }
  const issuedField = register('invoice.issued', {
    onChange: () => {
      if (!getValues('invoice.issued')) setValue('invoice.number', '');
    },
  });

  const accountOptions: SelectOption[] = [
    ['', 'Não definida'],
    ...(accounts.data ?? []).filter((a) => a.active || a.id === base?.accountId).map((a): SelectOption => [a.id, a.name]),
  ];
  const lawsuitOptions: SelectOption[] = [
    ['', client.field.value ? 'Nenhum' : 'Escolha o cliente primeiro'],
    ...(canLawsuits
      ? (lawsuits.data?.items ?? []).map((l): SelectOption => [l.id, `${l.cnj ?? l.internalRef ?? ''} · ${l.subject}`])
      : (choices.data ?? []).map((l): SelectOption => [l.id, `${l.label} · ${l.parties}`])),
  ];
  if (lawsuit.field.value && !lawsuitOptions.some(([v]) => v === lawsuit.field.value))
    lawsuitOptions.push([lawsuit.field.value, base?.lawsuitLabel ?? 'Processo vinculado']);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Tipo</legend>
          <div className="flex gap-5 pt-2">
            <label className={radio}>
              <input type="radio" value="receita" {...typeField} />
              Receita
            </label>
            <label className={radio}>
              <input type="radio" value="despesa" {...typeField} />
              Despesa
            </label>
          </div>
        </fieldset>
        <Select
          id={fieldId('kind')}
          label="Natureza"
          ref={kindRef}
          value={kindValue}
          onBlur={onKindBlur}
          onChange={(e) => {
            const next = e.target.value as TransactionKind;
            setKind(next);
            applyKind(next);
          }}
          options={kindsOf(type).map((k): SelectOption => [k, TRANSACTION_KINDS[k].label])}
        />
        <div className="sm:col-span-2">
          <TextField {...bound} name="description" label="Descrição" placeholder={type === 'receita' ? 'Honorários — contrato de abril' : 'Custas iniciais'} />
        </div>
        {isExito && (
          <>
            <PercentInput
              id={fieldId('successFee.percentBp')}
              label="Percentual de êxito (%)"
              value={fee.field.value?.percentBp ?? null}
              onChange={(v) => setFee({ percentBp: v ?? Number.NaN })}
              onBlur={fee.field.onBlur}
              error={percentError}
              hint="Ex.: 30,00. CED art. 50: não pode superar a vantagem do cliente."
            />
            <MoneyInput
              id={fieldId('successFee.baseAmount')}
              label="Valor-base (vantagem obtida)"
              value={fee.field.value?.baseAmount ?? null}
              onChange={(v) => setFee({ baseAmount: v ?? Number.NaN })}
              onBlur={fee.field.onBlur}
              error={baseError}
            />
          </>
        )}
        <MoneyField
          control={control}
          name="amount"
          label={isExito ? 'Valor (calculado)' : plan.mode === 'parcelado' && !base ? 'Valor total (R$)' : 'Valor (R$)'}
          readOnly={isExito}
          hint={isExito ? 'Percentual aplicado ao valor-base, arredondado ao centavo.' : plan.mode === 'mensal' && !base ? 'Repete-se a cada mês.' : undefined}
        />
        <MonthField {...bound} name="competence" label="Competência" hint="Mês a que a receita ou despesa pertence." />
        <DateField {...bound} name="dueDate" label="Vencimento" onValueChange={followDueDate} />
        {canClients ? (
          <ClientPicker
            id={fieldId('clientId')}
            label="Cliente"
            value={client.field.value ?? ''}
            valueLabel={clientLabel}
            onChange={(id) => {
              client.field.onChange(id || null);
              if (getValues('lawsuitId')) setValue('lawsuitId', null, { shouldDirty: true });
            }}
            onBlur={client.field.onBlur}
            inputRef={client.field.ref}
            error={clientError}
            hint={CLIENT_KINDS.includes(kind) ? 'Obrigatório: entra na prestação de contas do cliente.' : 'Opcional.'}
          />
        ) : (
          client.field.value && <DetailItem label="Cliente">{base?.clientName ?? 'Cliente vinculado (sem acesso a Clientes)'}</DetailItem>
        )}
        {canPickLawsuit ? (
          <SelectField
            {...bound}
            name="lawsuitId"
            label="Processo"
            options={lawsuitOptions}
            emptyAsNull
            hint={lawsuits.isFetching || choices.isFetching ? 'Carregando…' : undefined}
          />
        ) : (
          lawsuit.field.value && <DetailItem label="Processo">{base?.lawsuitLabel ?? 'Processo vinculado (sem acesso a Processos)'}</DetailItem>
        )}
        <CategorySelect
          id={fieldId('category')}
          label="Categoria"
          type={type}
          value={categoryValue}
          onChange={(e) => setCategory(e.target.value)}
          onBlur={onCategoryBlur}
          ref={categoryRef}
          error={categoryError}
        />
        <TextField {...bound} name="costCenter" label="Centro de custo" hint="Opcional." />
        <SelectField {...bound} name="accountId" label="Conta prevista" options={accountOptions} emptyAsNull />
        <SelectField {...bound} name="method" label="Forma de pagamento" options={METHOD_OPTIONS} emptyAsNull />
        <label htmlFor={fieldId('invoice.issued')} className="flex items-center gap-2 self-end pb-2 text-sm">
          <input id={fieldId('invoice.issued')} type="checkbox" className="size-4" {...issuedField} />
          Nota fiscal emitida
        </label>
        {issued && <TextField {...bound} name="invoice.number" label="Número da nota fiscal" />}
      </div>
      <TextareaField {...bound} name="notes" label="Observações" rows={3} />
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
  );
}
