import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listPath, recordPath } from '@office/domain/addresses';
import { chargeCreateInput, type ChargeCreateInput } from '@office/domain/charges';
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { can } from '@office/domain/policy';
import { useCreateCharge } from '../../api/charges';
import { clientQueries } from '../../api/clients';
import { financeQueries, useAccounts } from '../../api/finance';
import { DateField } from '../../components/form/DateInput';
import { fieldId, SelectField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { ClientPicker } from '../../components/form/pickers';
import { SaveProblem } from '../../components/form/SaveProblem';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { BackLink } from '../../components/ui/detail';
import { Card, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { id as addressId } from './finance-list';
import { FinanceTabs } from './FinanceTabs';

/** The client's receitas still open and in no other charge: what a new charge may take. */
function OpenReceivables({ clientId, value, onChange, error }: { clientId: string; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const list = useQuery({ ...financeQueries.list({ clientId, type: 'receita', limit: 100 }), enabled: Boolean(clientId) });
  const open = (list.data?.items ?? []).filter((t) => t.openAmount > 0 && t.settlement !== 'cancelado' && !t.chargeId);
  const total = open.filter((t) => value.includes(t.id)).reduce((sum, t) => sum + t.openAmount, 0);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  if (!clientId) return <p className="text-sm text-slate-600 dark:text-slate-400">Escolha o cliente para ver os lançamentos em aberto.</p>;
  if (list.isPending) return <p className="text-sm">Carregando lançamentos…</p>;
  return (
    <fieldset aria-describedby={error ? fieldId('transactionIds-error') : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Lançamentos em aberto</legend>
      {open.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Este cliente não tem receitas em aberto fora de outra cobrança.</p>}
      {open.map((t) => (
        <label key={t.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" checked={value.includes(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} />
          <span className="flex-1">
            <span className="font-medium">{t.description}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">Vencimento {formatDate(t.dueDate)}</span>
          </span>
          <span className="whitespace-nowrap tabular-nums">{formatBRL(t.openAmount)}</span>
        </label>
      ))}
      {error && (
        <p id={fieldId('transactionIds-error')} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <p className="text-sm">
        Total da cobrança: <strong className="tabular-nums">{formatBRL(total)}</strong>
      </p>
    </fieldset>
  );
}

/**
 * The clients with receitas still open, for people who do not read Clientes (Financeiro names the client of each
 * lançamento): one page of each open status, by due date.
 */
function useClientsWithOpenReceivables(enabled: boolean): SelectOption[] {
  const lists = useQueries({
    queries: (['vencido', 'parcial', 'pendente'] as const).map((status) => ({ ...financeQueries.list({ type: 'receita', status, limit: 100 }), enabled })),
  });
  const names = new Map<string, string>();
  for (const t of lists.flatMap((l) => l.data?.items ?? [])) if (t.clientId && !t.chargeId) names.set(t.clientId, t.clientName ?? 'Cliente');
  const sorted = [...names].sort(([, a], [, b]) => a.localeCompare(b, 'pt-BR'));
  return [['', lists.some((l) => l.isPending) ? 'Carregando…' : 'Escolha…'], ...sorted.map(([id, name]): SelectOption => [id, name])];
}

/** /transactions/charges/new — "Nova cobrança": a client, their open receivables, the due date and the account whose PIX key receives. */
export function NewChargePage() {
  const { me } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const create = useCreateCharge();
  const accounts = useAccounts();
  const canClients = can(me?.scopes, 'clients', 'read');
  const fromAddress = addressId(params.get('client'));
  const { form, formError, submit } = useSchemaForm(chargeCreateInput, {
    clientId: fromAddress ?? '',
    transactionIds: [],
    dueDate: addDays(officeDate(), 10),
    accountId: '',
  } satisfies ChargeCreateInput);
  const { control, register, setValue } = form;
  const client = useController({ control, name: 'clientId' });
  const items = useController({ control, name: 'transactionIds' });
  const clientOptions = useClientsWithOpenReceivables(!canClients);
  // Another client: the lançamentos ticked were the previous client's.
  const chosen = client.field.value;
  useEffect(() => setValue('transactionIds', []), [chosen, setValue]);
  const clientName = useQuery({ ...clientQueries.detail(client.field.value), enabled: canClients && Boolean(client.field.value) }).data?.name;
  const withPix = (accounts.data ?? []).filter((a) => a.active && a.pixKey);
  const accountOptions: SelectOption[] = [
    ['', accounts.isPending ? 'Carregando…' : 'Escolha…'],
    ...withPix.map((a): SelectOption => [a.id, `${a.name} (PIX ${a.pixKey})`]),
  ];
  const onSubmit = submit(async (values) => {
    const made = await create.mutateAsync(values);
    toast.show({ severity: 'success', summary: 'Cobrança emitida.', detail: `Total de ${formatBRL(made.charge.total)}.` });
    void navigate(recordPath('charges', made.charge.id));
  });
  return (
    <>
      <FinanceTabs />
      <PageHeader
        title="Nova cobrança"
        description="Junte receitas em aberto de um cliente numa cobrança com PIX."
        actions={<BackLink to={listPath('charges')}>Cobranças</BackLink>}
      />
      <Card title="Cobrança" icon="wallet">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
          <SaveProblem message={formError} conflict={false} onReload={() => undefined} />
          {canClients ? (
            <ClientPicker
              id={fieldId('clientId')}
              label="Cliente"
              value={client.field.value}
              valueLabel={clientName}
              onChange={client.field.onChange}
              onBlur={client.field.onBlur}
              inputRef={client.field.ref}
              error={client.fieldState.error?.message}
            />
          ) : (
            <SelectField
              control={control}
              register={register}
              name="clientId"
              label="Cliente"
              options={clientOptions}
              hint="Os clientes com receitas em aberto."
            />
          )}
          <OpenReceivables clientId={client.field.value} value={items.field.value} onChange={items.field.onChange} error={items.fieldState.error?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField control={control} register={register} name="dueDate" label="Vencimento" />
            <SelectField
              control={control}
              register={register}
              name="accountId"
              label="Conta que recebe (chave PIX)"
              options={accountOptions}
              hint={!accounts.isPending && withPix.length === 0 ? 'Nenhuma conta tem chave PIX: cadastre a chave em Financeiro › Contas.' : undefined}
            />
          </div>
          <FormActions saving={form.formState.isSubmitting} label="Emitir cobrança" onCancel={() => void navigate(listPath('charges'))} />
        </form>
      </Card>
    </>
  );
}
