import { officeDate } from '@office/domain/dates';
import { chargePayInput, type ChargeDetail, type ChargeListed } from '@office/domain/charges';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@office/domain/finance-labels';
import { formatBRL } from '@office/domain/money';
import { useAccounts } from '../../api/finance';
import { usePayCharge } from '../../api/charges';
import { DateField } from '../../components/form/DateInput';
import { MoneyField } from '../../components/form/DecimalInput';
import { SelectField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { isConflict } from '../../lib/error-message';

// A charge is paid into an account: the compensação (a fee kept from the client's money) is a lançamento's matter.
const METHOD_OPTIONS: SelectOption[] = [
  ['', 'Escolha…'],
  ...PAYMENT_METHODS.filter((m) => m !== 'compensacao').map((m): SelectOption => [m, PAYMENT_METHOD_LABELS[m]]),
];

/**
 * "Registrar pagamento" of a charge: the amount (what is open by default; less is a partial payment), the date,
 * the account (the charge's) and the method (PIX). The server turns it into baixas of the lançamentos.
 */
export function ChargePaymentForm({ charge, onSaved, onCancel }: { charge: ChargeListed; onSaved: (detail: ChargeDetail) => void; onCancel: () => void }) {
  const pay = usePayCharge();
  const accounts = useAccounts();
  const active = (accounts.data ?? []).filter((a) => a.active);
  const { form, formError, submit } = useSchemaForm(chargePayInput, {
    id: charge.id,
    expectedVersion: charge.version,
    payment: { date: officeDate(), amount: charge.openAmount, accountId: charge.accountId, method: 'pix' },
  });
  const { control, register } = form;
  const bound = { control, register };
  const onSubmit = submit(async (values) => onSaved(await pay.mutateAsync(values)));
  const accountOptions: SelectOption[] = [['', accounts.isPending ? 'Carregando…' : 'Escolha…'], ...active.map((a): SelectOption => [a.id, a.name])];
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={isConflict(pay.error)} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Em aberto <strong className="tabular-nums">{formatBRL(charge.openAmount)}</strong>. Um valor menor registra um pagamento parcial, que quita os
        lançamentos de vencimento mais antigo primeiro.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...bound} name="payment.date" label="Recebido em" max={officeDate()} />
        <MoneyField control={control} name="payment.amount" label="Valor (R$)" />
        <SelectField {...bound} name="payment.method" label="Forma de pagamento" options={METHOD_OPTIONS} />
        <SelectField {...bound} name="payment.accountId" label="Conta de entrada" options={accountOptions} />
      </div>
      <FormActions saving={form.formState.isSubmitting} label="Registrar pagamento" onCancel={onCancel} />
    </form>
  );
}
