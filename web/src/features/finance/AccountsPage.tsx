import { ACCOUNT_TYPE_LABELS, type BankAccountRecord, type BankAccountWithBalance } from '@office/domain/finance';
import type { Listed } from '@office/domain/lists';
import { can } from '@office/domain/policy';
import { useAccounts } from '../../api/finance';
import { useRecordTitle } from '../../lib/page-title';
import { useFormDialog } from '../../components/record/record-dialogs';
import { Badge, Button } from '../../components/ui/primitives';
import { ManagedListPage } from '../../components/list/ManagedListPage';
import { useSession } from '../../lib/session-context';
import { AccountForm, TransferForm } from './AccountForms';
import { FinanceTabs } from './FinanceTabs';
import { Balance } from '../../components/records/TransactionStatus';

/** /transactions/accounts — the office's bank accounts, cash and cards, with their balances; new, edit, transfer. */
export function AccountsPage() {
  const { me } = useSession();
  const openForm = useFormDialog();
  const query = useAccounts();
  const canWrite = can(me?.scopes, 'finance', 'write');
  useRecordTitle('Contas');

  const accountForm = (existing?: Listed<BankAccountRecord>) =>
    openForm<Listed<BankAccountRecord>>({
      title: existing ? `Editar ${existing.name}` : 'Nova conta',
      form: (close) => <AccountForm existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? 'Conta atualizada.' : 'Conta cadastrada.', detail: saved.name }),
    });

  const transfer = (accounts: BankAccountWithBalance[]) =>
    openForm<BankAccountWithBalance[]>({
      title: 'Transferir entre contas',
      form: (close) => <TransferForm accounts={accounts} {...close} />,
      done: { summary: 'Transferência registrada.' },
    });

  const accounts = query.data ?? [];
  const active = accounts.filter((a) => a.active);

  return (
    <ManagedListPage
      tabs={<FinanceTabs />}
      header={{
        title: 'Contas',
        description: 'Contas bancárias, caixa e cartões do escritório, com o saldo de cada uma.',
        actions: canWrite && (
          <Button variant="secondary" disabled={active.length < 2} onClick={() => void transfer(accounts)}>
            Transferir entre contas
          </Button>
        ),
        create: canWrite && { label: 'Nova conta', onClick: () => void accountForm() },
      }}
      query={query}
      empty={{ when: (list) => list.length === 0, icon: 'wallet', title: 'Nenhuma conta cadastrada ainda.' }}
    >
      {(list) => <AccountsTable accounts={list} onEdit={canWrite ? (a) => void accountForm(a) : undefined} />}
    </ManagedListPage>
  );
}

/** The accounts with their balances and the active ones' total; `onEdit` for those who may change them. */
function AccountsTable({ accounts, onEdit }: { accounts: BankAccountWithBalance[]; onEdit?: (account: BankAccountWithBalance) => void }) {
  const total = accounts.filter((a) => a.active).reduce((sum, a) => sum + a.balance, 0);
  const canWrite = onEdit !== undefined;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Contas do escritório e seus saldos</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Nome
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Tipo
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              Banco
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Saldo atual
            </th>
            {canWrite && (
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Ações</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {accounts.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-3">
                <span className="font-medium">{a.name}</span> {!a.active && <Badge>inativa</Badge>} {a.pixKey && <Badge>PIX</Badge>}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">{ACCOUNT_TYPE_LABELS[a.type]}</span>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">{ACCOUNT_TYPE_LABELS[a.type]}</td>
              <td className="hidden px-4 py-3 md:table-cell">{a.bank ?? '—'}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                <Balance amount={a.balance} />
              </td>
              {canWrite && (
                <td className="px-4 py-3 text-right">
                  <Button variant="ghost" icon="edit" aria-label={`Editar ${a.name}`} onClick={() => onEdit(a)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold dark:border-slate-700">
            <th scope="row" className="px-4 py-3 text-left">
              Total das contas ativas
            </th>
            <td className="hidden sm:table-cell" />
            <td className="hidden md:table-cell" />
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              <Balance amount={total} />
            </td>
            {canWrite && <td />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
