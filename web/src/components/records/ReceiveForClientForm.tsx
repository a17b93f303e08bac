import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RECEIPT_ORIGIN_LABELS, RECEIPT_ORIGINS, receiveForClientInput, type ClientReceipt, type ReceiveForClientInput } from '@office/domain/client-money';
import { officeDate } from '@office/domain/dates';
import { SUCCESS_BASE_LABELS } from '@office/domain/fee-agreements';
import { COMPENSABLE_KINDS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@office/domain/finance-labels';
import { formatBRL, formatPercentBp } from '@office/domain/money';
import { feeAgreementQueries, useReceiveForClient } from '../../api/fee-agreements';
import { financeQueries, useAccounts } from '../../api/finance';
import { DateField } from '../form/DateInput';
import { MoneyField } from '../form/DecimalInput';
import { FormActions } from '../form/FormActions';
import { SaveProblem } from '../form/SaveProblem';
import { SelectField, TextField } from '../form/fields';
import { useSchemaForm } from '../form/use-schema-form';
import { Select } from '../form/Select';
import { isConflict } from '../../lib/error-message';

const METHODS = PAYMENT_METHODS.filter((m) => m !== 'compensacao').map((m) => [m, PAYMENT_METHOD_LABELS[m]] as const);

/**
 * Money received on the client's behalf: the receipt, the fee the agreement lets the office keep (a success
 * percentage of it, or an open contractual installment), and the repasse of the rest, saved in one commit.
 */
export function ReceiveForClientForm({
  clientId,
  lawsuitId,
  onSaved,
  onCancel,
}: {
  clientId: string;
  lawsuitId: string | null;
  onSaved: (r: ClientReceipt) => void;
  onCancel: () => void;
}) {
  const today = officeDate();
  const receive = useReceiveForClient();
  const accounts = useAccounts();
  const agreements = useQuery(feeAgreementQueries.list({ clientId, status: 'vigente' }));
  const installments = useQuery(financeQueries.list({ clientId, type: 'receita', status: 'pendente', limit: 50 }));
  const [conflict, setConflict] = useState(false);
  const { form, formError, submit } = useSchemaForm(receiveForClientInput, {
    clientId,
    lawsuitId,
    origin: 'alvara',
    reference: null,
    amount: Number.NaN,
    date: today,
    accountId: '',
    method: 'ted',
    fee: { mode: 'nenhum' },
    repasse: { paid: false, date: today, method: 'pix', accountId: null },
  });
  const [fee, amount, paid] = useWatch({ control: form.control, name: ['fee', 'amount', 'repasse.paid'] });

  // Each way a fee may be kept, as one choice: "nenhum", a success clause with its base, or an open installment.
  const feeChoices: [string, string, ReceiveForClientInput['fee']][] = [['nenhum', 'Nenhum', { mode: 'nenhum' }]];
  for (const a of agreements.data ?? [])
    for (const c of a.clauses)
      if (c.kind === 'exito')
        for (const base of c.bases)
          feeChoices.push([
            `exito:${a.id}:${c.id}:${base}`,
            `${formatPercentBp(c.percentBp)} % de êxito (${SUCCESS_BASE_LABELS[base].toLowerCase()}) — ${a.title}`,
            { mode: 'exito', agreementId: a.id, expectedVersion: a.version, clauseId: c.id, base },
          ]);
  for (const t of installments.data?.items ?? [])
    if (COMPENSABLE_KINDS.includes(t.kind))
      feeChoices.push([
        `parcela:${t.id}`,
        `${t.description} — ${formatBRL(t.openAmount)}`,
        { mode: 'parcela', transactionId: t.id, expectedVersion: t.version },
      ]);
  const chosen = feeChoices.find(([, , f]) => JSON.stringify(f) === JSON.stringify(fee))?.[0] ?? 'nenhum';

  const onSubmit = submit(async (v) => {
    setConflict(false);
    try {
      onSaved(await receive.mutateAsync(v));
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });
  const accountOptions = [['', 'Escolha a conta'] as const, ...(accounts.data ?? []).filter((a) => a.active).map((a) => [a.id, a.name] as const)];

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onCancel} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          register={form.register}
          name="origin"
          label="Origem"
          options={RECEIPT_ORIGINS.map((o) => [o, RECEIPT_ORIGIN_LABELS[o]] as const)}
        />
        <TextField control={form.control} register={form.register} name="reference" label="Número (alvará, depósito)" />
        <MoneyField control={form.control} name="amount" label="Valor recebido" />
        <DateField control={form.control} register={form.register} name="date" label="Recebido em" />
        <SelectField control={form.control} register={form.register} name="accountId" label="Conta que recebeu" options={accountOptions} />
        <SelectField control={form.control} register={form.register} name="method" label="Forma" options={METHODS} />
      </div>
      <Select
        id="receive-fee"
        label="Honorários descontados do valor"
        value={chosen}
        onChange={(e) => form.setValue('fee', feeChoices.find(([k]) => k === e.target.value)?.[2] ?? { mode: 'nenhum' }, { shouldDirty: true })}
        options={feeChoices.map(([k, label]) => [k, label] as const)}
      />
      {fee.mode !== 'nenhum' && Number.isSafeInteger(amount) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">O desconto fica registrado como pago por compensação (“Descontado de valor do cliente”).</p>
      )}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">Repasse ao cliente</legend>
        <label htmlFor="receive-repasse-paid" className="flex items-center gap-2 text-sm sm:col-span-2">
          <input id="receive-repasse-paid" type="checkbox" className="size-4" {...form.register('repasse.paid')} />
          Repasse já feito
        </label>
        <DateField control={form.control} register={form.register} name="repasse.date" label={paid ? 'Repassado em' : 'Repassar até'} />
        <SelectField control={form.control} register={form.register} name="repasse.method" label="Forma do repasse" options={METHODS} />
        {paid && (
          <SelectField
            control={form.control}
            register={form.register}
            name="repasse.accountId"
            label="Conta de onde sai"
            emptyAsNull
            options={accountOptions}
          />
        )}
      </fieldset>
      <FormActions saving={form.formState.isSubmitting} label="Registrar recebimento" onCancel={onCancel} />
    </form>
  );
}
