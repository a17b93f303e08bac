import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { recordPath } from '@office/domain/addresses';
import { officeDate, addDays, formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { formatMinutes, type BillableClient, type HoursBilled } from '@office/domain/timesheet';
import { useAccounts } from '../../api/finance';
import { useBillTime } from '../../api/timesheet';
import { DateInput } from '../../components/form/DateInput';
import { FormActions } from '../../components/form/FormActions';
import { Select, type SelectOption } from '../../components/form/Select';
import { messageOf } from '../../lib/error-message';

/**
 * Faturar: a client's approved billable hours up to today become one lançamento "Honorários por hora", due on the
 * date chosen. "Gerar cobrança PIX" also issues its cobrança in the same step (then the charge's page opens).
 */
export function BillForm({ client, onSaved, onCancel }: { client: BillableClient; onSaved: (saved: HoursBilled) => void; onCancel: () => void }) {
  const bill = useBillTime();
  const navigate = useNavigate();
  const [dueDate, setDueDate] = useState(addDays(officeDate(), 10));
  const [withCharge, setWithCharge] = useState(false);
  const [accountId, setAccountId] = useState('');
  const accounts = useAccounts(withCharge);
  const [error, setError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const withPix = (accounts.data ?? []).filter((a) => a.active && a.pixKey);
  const accountOptions: SelectOption[] = [
    ['', accounts.isPending ? 'Carregando…' : 'Escolha…'],
    ...withPix.map((a): SelectOption => [a.id, `${a.name} (PIX ${a.pixKey})`]),
  ];
  async function onSubmit(): Promise<void> {
    setError(null);
    setAccountError(null);
    if (withCharge && !accountId) {
      setAccountError('Escolha a conta que recebe');
      return;
    }
    try {
      const saved = await bill.mutateAsync({ clientId: client.clientId, to: officeDate(), dueDate, charge: withCharge ? { accountId } : null });
      onSaved(saved);
      if (saved.chargeId) void navigate(recordPath('charges', saved.chargeId));
    } catch (failure) {
      const onAccount = messageOf(failure, 'charge.accountId');
      if (withCharge && onAccount !== messageOf(failure, 'dueDate')) setAccountError(onAccount);
      else setError(messageOf(failure, 'dueDate'));
    }
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <p className="text-sm">
        {client.entries} registro(s), {formatMinutes(client.minutes)} de {formatDate(client.from)} a {formatDate(client.to)}:{' '}
        <strong>{formatBRL(client.amount)}</strong> aos valores por hora de hoje.
      </p>
      <DateInput id="bill-due" label="Vencimento" value={dueDate} onChange={setDueDate} error={error ?? undefined} />
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" checked={withCharge} onChange={(e) => setWithCharge(e.target.checked)} />
        Gerar a cobrança PIX deste lançamento
      </label>
      {withCharge && (
        <Select
          id="bill-account"
          label="Conta que recebe (chave PIX)"
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
          options={accountOptions}
          error={accountError ?? undefined}
          hint={!accounts.isPending && withPix.length === 0 ? 'Nenhuma conta tem chave PIX: cadastre a chave em Financeiro › Contas.' : undefined}
        />
      )}
      <FormActions saving={bill.isPending} label={withCharge ? 'Faturar e gerar cobrança' : 'Faturar'} onCancel={onCancel} />
    </form>
  );
}
