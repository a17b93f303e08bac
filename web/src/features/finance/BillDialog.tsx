import { useState } from 'react';
import { officeDate, addDays, formatDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { formatMinutes, type BillableClient } from '@office/domain/timesheet';
import type { TransactionSaved } from '@office/domain/finance';
import { useBillTime } from '../../api/timesheet';
import { DateInput } from '../../components/form/DateInput';
import { FormActions } from '../../components/form/FormActions';
import { messageOf } from '../../lib/error-message';

/** Faturar: a client's approved billable hours up to today become one lançamento "Honorários por hora", due on the date chosen. */
export function BillForm({ client, onSaved, onCancel }: { client: BillableClient; onSaved: (saved: TransactionSaved) => void; onCancel: () => void }) {
  const bill = useBillTime();
  const [dueDate, setDueDate] = useState(addDays(officeDate(), 10));
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(): Promise<void> {
    setError(null);
    try {
      onSaved(await bill.mutateAsync({ clientId: client.clientId, to: officeDate(), dueDate }));
    } catch (failure) {
      setError(messageOf(failure, 'dueDate'));
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
      <FormActions saving={bill.isPending} label="Faturar" onCancel={onCancel} />
    </form>
  );
}
