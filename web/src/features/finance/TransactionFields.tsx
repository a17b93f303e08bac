import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { isCalendarDate } from '@office/domain/dates';
import {
  DEFAULT_CATEGORY,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  planCategories,
  successFeeAmount,
  TRANSACTION_KIND_IDS,
  TRANSACTION_KINDS,
  type CategoryPlan,
  type TransactionInput,
  type TransactionKind,
  type TransactionRecord,
  type TransactionType,
} from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { can } from '@office/domain/policy';
import { clientQueries } from '../../api/clients';
import { financeQueries, useAccounts } from '../../api/finance';
import { lawsuitQueries } from '../../api/lawsuits';
import { DateField, MonthField } from '../../components/form/DateInput';
import { MoneyField, MoneyInput, PercentInput } from '../../components/form/DecimalInput';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import { ClientPicker } from '../../components/form/pickers';
import { Select, type SelectOption } from '../../components/form/Select';
import { DetailItem } from '../../components/ui/detail';
import { useSession } from '../../lib/session-context';
import { CategorySelect } from './CategorySelect';
import type { PlanChoice } from './SeriesPlanFields';

/** The lançamento being edited, as stored (none for a new one). */
type Base = Listed<TransactionRecord> | undefined;

const METHOD_OPTIONS: SelectOption[] = [['', 'Não definida'], ...PAYMENT_METHODS.map((m): SelectOption => [m, PAYMENT_METHOD_LABELS[m]])];
const kindsOf = (type: TransactionType) => TRANSACTION_KIND_IDS.filter((k) => TRANSACTION_KINDS[k].type === type);
/** Kinds that enter a client's accounting: the server requires the client. */
const CLIENT_KINDS: readonly TransactionKind[] = ['repasse', 'valor-cliente', 'adiantamento-cliente'];
export const EMPTY_FEE = { percentBp: Number.NaN, baseAmount: Number.NaN };
export const radio = 'flex items-center gap-2 text-sm';

/** The kind's usual account when the office's plan offers it (unknown until the plan arrives); else none, to be chosen. */
function usualCategory(kind: TransactionKind, plan: CategoryPlan | undefined): string {
  const usual = DEFAULT_CATEGORY[kind];
  return !plan || planCategories(plan, TRANSACTION_KINDS[kind].type).includes(usual) ? usual : '';
}

/** Tipo, Natureza and Descrição: a new kind brings its usual category; êxito brings the percentage. */
export function KindFields({ base }: { base: Base }) {
  const { control, register, setValue, getValues } = useFormContext<TransactionInput>();
  const type = useWatch({ control, name: 'type' });
  const categoryPlan = useQuery(financeQueries.categoryPlan()).data?.plan;
  const {
    field: { ref: kindRef, value: kindValue, onChange: setKind, onBlur: onKindBlur },
  } = useController({ control, name: 'kind' });
  function applyKind(next: TransactionKind) {
    setValue('category', usualCategory(next, categoryPlan), { shouldDirty: true });
    if (next === 'honorarios-exito' && !getValues('successFee')) setValue('successFee', EMPTY_FEE, { shouldDirty: true });
    if (next !== 'honorarios-exito' && getValues('successFee')) setValue('successFee', null, { shouldDirty: true });
  }
  const typeField = register('type', {
    onChange: () => {
      const next = kindsOf(getValues('type'))[0] ?? 'honorarios-fixos';
      setValue('kind', next, { shouldDirty: true });
      applyKind(next);
    },
  });
  // A new lançamento started on the usual account before the plan was known: drop it if the office deactivated it.
  useEffect(() => {
    const current = getValues('category');
    if (base || !categoryPlan || !current || planCategories(categoryPlan, getValues('type')).includes(current)) return;
    setValue('category', usualCategory(getValues('kind'), categoryPlan));
  }, [base, categoryPlan, getValues, setValue]);
  return (
    <>
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
        <TextField
          control={control}
          register={register}
          name="description"
          label="Descrição"
          placeholder={type === 'receita' ? 'Honorários — contrato de abril' : 'Custas iniciais'}
        />
      </div>
    </>
  );
}

/** Êxito's percentage and base, the amount (computed for êxito), Competência and Vencimento. */
export function AmountFields({ base, plan }: { base: Base; plan: PlanChoice }) {
  const form = useFormContext<TransactionInput>();
  const { control, register, setValue, getValues } = form;
  const isExito = useWatch({ control, name: 'kind' }) === 'honorarios-exito';
  const fee = useController({ control, name: 'successFee' });
  const percentError = useFieldError(control, 'successFee.percentBp');
  const baseError = useFieldError(control, 'successFee.baseAmount');
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
  return (
    <>
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
      <MonthField control={control} register={register} name="competence" label="Competência" hint="Mês a que a receita ou despesa pertence." />
      <DateField control={control} register={register} name="dueDate" label="Vencimento" onValueChange={followDueDate} />
    </>
  );
}

/** Cliente and Processo: the lawsuits offered are the client's; without Clientes or Processos, only what is linked. */
export function LinkFields({ base }: { base: Base }) {
  const { control, register, setValue, getValues } = useFormContext<TransactionInput>();
  const { me } = useSession();
  const kind = useWatch({ control, name: 'kind' });
  const canClients = can(me?.scopes, 'clients', 'read');
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  const client = useController({ control, name: 'clientId' });
  const clientId = client.field.value;
  // The lançamento keeps its client's name: only a client chosen in this form is looked up.
  const keptName = clientId === base?.clientId ? (base.clientName ?? undefined) : undefined;
  const clientLabel = useQuery({ ...clientQueries.detail(clientId ?? ''), enabled: canClients && Boolean(clientId) && !keptName }).data?.name ?? keptName;
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const lawsuits = useQuery({ ...lawsuitQueries.list({ clientId, limit: 100 }), enabled: canLawsuits && Boolean(clientId) });
  // Without Processos, the client's lawsuits by number and parties (enough to tell which case a fee is for).
  const choices = useQuery({ ...financeQueries.lawsuitChoices(clientId ?? ''), enabled: !canLawsuits && canClients && Boolean(clientId) });
  const lawsuitOptions: SelectOption[] = [
    ['', clientId ? 'Nenhum' : 'Escolha o cliente primeiro'],
    ...(canLawsuits
      ? (lawsuits.data?.items ?? []).map((l): SelectOption => [l.id, `${l.cnj ?? l.internalRef ?? ''} · ${l.subject}`])
      : (choices.data ?? []).map((l): SelectOption => [l.id, `${l.label} · ${l.parties}`])),
  ];
  if (lawsuit.field.value && !lawsuitOptions.some(([v]) => v === lawsuit.field.value))
    lawsuitOptions.push([lawsuit.field.value, base?.lawsuitLabel ?? 'Processo vinculado']);
  return (
    <>
      {canClients ? (
        <ClientPicker
          id={fieldId('clientId')}
          label="Cliente"
          value={clientId ?? ''}
          valueLabel={clientLabel}
          onChange={(id) => {
            client.field.onChange(id || null);
            if (getValues('lawsuitId')) setValue('lawsuitId', null, { shouldDirty: true });
          }}
          onBlur={client.field.onBlur}
          inputRef={client.field.ref}
          error={client.fieldState.error?.message}
          hint={CLIENT_KINDS.includes(kind) ? 'Obrigatório: entra na prestação de contas do cliente.' : 'Opcional.'}
        />
      ) : (
        clientId && <DetailItem label="Cliente">{base?.clientName ?? 'Cliente vinculado (sem acesso a Clientes)'}</DetailItem>
      )}
      {canLawsuits || canClients ? (
        <SelectField
          control={control}
          register={register}
          name="lawsuitId"
          label="Processo"
          options={lawsuitOptions}
          emptyAsNull
          hint={lawsuits.isFetching || choices.isFetching ? 'Carregando…' : undefined}
        />
      ) : (
        lawsuit.field.value && <DetailItem label="Processo">{base?.lawsuitLabel ?? 'Processo vinculado (sem acesso a Processos)'}</DetailItem>
      )}
    </>
  );
}

/** Categoria, centro de custo, conta prevista, forma de pagamento and the nota fiscal. */
export function AccountingFields({ base }: { base: Base }) {
  const { control, register, setValue, getValues } = useFormContext<TransactionInput>();
  const bound = { control, register };
  const [type, issued] = useWatch({ control, name: ['type', 'invoice.issued'] });
  const accounts = useAccounts();
  const {
    field: { ref: categoryRef, value: categoryValue, onChange: setCategory, onBlur: onCategoryBlur },
  } = useController({ control, name: 'category' });
  const categoryError = useFieldError(control, 'category');
  const issuedField = register('invoice.issued', {
    onChange: () => {
      if (!getValues('invoice.issued')) setValue('invoice.number', '');
    },
  });
  const accountOptions: SelectOption[] = [
    ['', 'Não definida'],
    ...(accounts.data ?? []).filter((a) => a.active || a.id === base?.accountId).map((a): SelectOption => [a.id, a.name]),
  ];
  return (
    <>
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
    </>
  );
}
