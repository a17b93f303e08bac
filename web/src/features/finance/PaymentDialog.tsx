import { useEffect } from 'react';
import { officeDate } from '@office/domain/dates';
import {
  COMPENSABLE_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  transactionPayInput,
  type TransactionDetail,
  type TransactionRecord,
} from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { formatBRL } from '@office/domain/money';
import { useAccounts, usePayTransaction } from '../../api/finance';
import { MoneyField } from '../../components/form/DecimalInput';
import { DateField } from '../../components/form/DateInput';
import { SelectField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { isConflict } from '../../lib/error-message';
import { SETTLE_WORDS } from './finance-text';

/** The methods a lançamento can be paid by: a compensação only for a client's contractual fees. */
function methodOptions(t: TransactionRecord): SelectOption[] {
  const compensable = COMPENSABLE_KINDS.includes(t.kind) && t.clientId !== null;
  return [['', 'Escolha…'], ...PAYMENT_METHODS.filter((m) => m !== 'compensacao' || compensable).map((m): SelectOption => [m, PAYMENT_METHOD_LABELS[m]])];
}

/**
 * "Registrar recebimento" or "Registrar pagamento": a baixa of what is open, in full or in part, into an account. The date defaults to
 * today and the amount to what is still open; the account and the method to what the lançamento planned.
 * A fee kept from money received for the client ("Descontado de valor do cliente") names no account.
 */
export function PaymentForm({
  transaction: t,
  onSaved,
  onCancel,
}: {
  transaction: Listed<TransactionRecord>;
  onSaved: (detail: TransactionDetail) => void;
  onCancel: () => void;
}) {
  const pay = usePayTransaction();
  const accounts = useAccounts();
  const active = (accounts.data ?? []).filter((a) => a.active);
  const { form, formError, submit } = useSchemaForm(transactionPayInput, {
    id: t.id,
    expectedVersion: t.version,
    payment: {
      date: officeDate(),
      amount: t.openAmount,
      accountId: t.accountId ?? '',
      // The schema refuses '' with "Escolha a forma de pagamento".
      method: t.method ?? ('' as (typeof PAYMENT_METHODS)[number]),
    },
  });
  const { control, register, watch, setValue } = form;
  const bound = { control, register };
  const compensation = watch('payment.method') === 'compensacao';
  // A compensação moves no account; back to another method, the account the lançamento planned.
  useEffect(() => setValue('payment.accountId', compensation ? null : (t.accountId ?? '')), [compensation, setValue, t.accountId]);
  const onSubmit = submit(async (values) => onSaved(await pay.mutateAsync(values)));
  const conflict = isConflict(pay.error);
  const accountOptions: SelectOption[] = [['', accounts.isPending ? 'Carregando…' : 'Escolha…'], ...active.map((a): SelectOption => [a.id, a.name])];
  const verb = t.type === 'receita' ? 'Recebido' : 'Pago';

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      {/* After a conflict this form's version is stale: closing it shows the page as it is now. */}
      <SaveProblem message={formError} conflict={conflict} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t.description}: em aberto <strong className="tabular-nums">{formatBRL(t.openAmount)}</strong>. Um valor menor registra um pagamento parcial.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...bound} name="payment.date" label={`${verb} em`} max={officeDate()} />
        <MoneyField control={control} name="payment.amount" label="Valor (R$)" />
        <SelectField {...bound} name="payment.method" label="Forma de pagamento" options={methodOptions(t)} />
        {compensation ? (
          <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
            O valor fica retido do que o escritório recebeu em nome do cliente: nenhuma conta se move, e a prestação de contas mostra os honorários descontados.
            Exige cláusula expressa no contrato.
          </p>
        ) : (
          <SelectField
            {...bound}
            name="payment.accountId"
            label={t.type === 'receita' ? 'Conta de entrada' : 'Conta de saída'}
            options={accountOptions}
            hint={!accounts.isPending && active.length === 0 ? 'Cadastre uma conta em Financeiro › Contas.' : undefined}
          />
        )}
      </div>
      <FormActions saving={form.formState.isSubmitting} label={SETTLE_WORDS[t.type].action} onCancel={onCancel} />
    </form>
  );
}
