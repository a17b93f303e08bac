import { useQueryClient } from '@tanstack/react-query';
import { officeDate } from '@office/domain/dates';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, accountInput, transferInput, type BankAccountRecord, type BankAccountWithBalance } from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { formatBRL } from '@office/domain/money';
import type { z } from '@office/domain/schema';
import { financeQueries, useCreateAccount, useTransfer, useUpdateAccount } from '../../api/finance';
import { DateField } from '../../components/form/DateInput';
import { MoneyField } from '../../components/form/DecimalInput';
import { fieldId, SelectField, TextField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import type { SelectOption } from '../../components/form/Select';
import { useRecordForm } from '../../components/form/use-record-form';
import { useSchemaForm } from '../../components/form/use-schema-form';

type AccountValues = z.input<typeof accountInput>;

const TYPE_OPTIONS: SelectOption[] = ACCOUNT_TYPES.map((t): SelectOption => [t, ACCOUNT_TYPE_LABELS[t]]);

const EMPTY_ACCOUNT: AccountValues = {
  name: '',
  type: 'corrente',
  bank: '',
  openingBalance: 0,
  openingDate: officeDate(),
  active: true,
  pixKey: '',
  pixName: '',
  pixCity: '',
};

function toAccountValues(a: BankAccountRecord): AccountValues {
  return {
    name: a.name,
    type: a.type,
    bank: a.bank ?? '',
    openingBalance: a.openingBalance,
    openingDate: a.openingDate,
    active: a.active,
    pixKey: a.pixKey ?? '',
    pixName: a.pixName ?? '',
    pixCity: a.pixCity ?? '',
  };
}

/** Create or edit a bank account (or the office's cash, or a credit card); its balance starts at the opening balance. */
export function AccountForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<BankAccountRecord>;
  onSaved: (account: Listed<BankAccountRecord>) => void;
  onCancel: () => void;
}) {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const queryClient = useQueryClient();
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: accountInput,
    existing,
    empty: EMPTY_ACCOUNT,
    toValues: toAccountValues,
    create: (account) => create.mutateAsync({ account }),
    update: (target, account) => update.mutateAsync({ ...target, account }),
    fetchCurrent: async (id) => {
      const accounts = await queryClient.query({ ...financeQueries.accounts(), staleTime: 0 });
      const current = accounts.find((a) => a.id === id);
      if (!current) throw new Error('Esta conta não existe mais.');
      return current;
    },
    onSaved,
  });
  const { control, register } = form;
  const bound = { control, register };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bound} name="name" label="Nome" placeholder="Banco do Brasil — conta movimento" />
        <SelectField {...bound} name="type" label="Tipo" options={TYPE_OPTIONS} />
        <TextField {...bound} name="bank" label="Banco" hint="Opcional. Ex.: 001 — Banco do Brasil, agência e conta." />
        <MoneyField
          control={control}
          name="openingBalance"
          label="Saldo inicial (R$)"
          allowNegative
          hint="Pode ser negativo (conta no cheque especial, fatura do cartão)."
        />
        <DateField {...bound} name="openingDate" label="Data do saldo inicial" />
        <label htmlFor={fieldId('active')} className="flex items-center gap-2 self-end pb-2 text-sm">
          <input id={fieldId('active')} type="checkbox" className="size-4" {...register('active')} />
          Conta ativa (aparece nos formulários)
        </label>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">PIX para cobranças</legend>
        <div className="sm:col-span-2">
          <TextField
            {...bound}
            name="pixKey"
            label="Chave PIX"
            hint="Opcional. CPF, CNPJ, e-mail, telefone (+55 e DDD) ou chave aleatória. Sem chave, a conta não recebe cobranças."
          />
        </div>
        <TextField {...bound} name="pixName" label="Nome do recebedor" hint="Até 25 letras, sem acentos no QR. Vazio: o nome do escritório em Sobre." />
        <TextField {...bound} name="pixCity" label="Cidade do recebedor" hint="Até 15 letras. Vazio: a cidade do escritório em Sobre." />
      </fieldset>
      <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar conta'} onCancel={onCancel} />
    </form>
  );
}

/** Money moved from one account to another: the balances change, the receitas and despesas do not. */
export function TransferForm({
  accounts,
  onSaved,
  onCancel,
}: {
  accounts: BankAccountWithBalance[];
  onSaved: (accounts: BankAccountWithBalance[]) => void;
  onCancel: () => void;
}) {
  const transfer = useTransfer();
  const { form, formError, submit } = useSchemaForm(transferInput, {
    fromAccountId: '',
    toAccountId: '',
    date: officeDate(),
    amount: Number.NaN,
    description: 'Transferência entre contas',
  });
  const { control, register } = form;
  const bound = { control, register };
  const options: SelectOption[] = [
    ['', 'Escolha…'],
    ...accounts.filter((a) => a.active).map((a): SelectOption => [a.id, `${a.name} (saldo ${formatBRL(a.balance)})`]),
  ];
  const onSubmit = submit(async (values) => onSaved(await transfer.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={onCancel} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...bound} name="fromAccountId" label="De (conta de origem)" options={options} />
        <SelectField {...bound} name="toAccountId" label="Para (conta de destino)" options={options} />
        <DateField {...bound} name="date" label="Data" max={officeDate()} />
        <MoneyField control={control} name="amount" label="Valor (R$)" />
        <div className="sm:col-span-2">
          <TextField {...bound} name="description" label="Descrição" />
        </div>
      </div>
      <FormActions saving={form.formState.isSubmitting} label="Transferir" onCancel={onCancel} />
    </form>
  );
}
