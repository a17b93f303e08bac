/** Financeiro. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import {
  accountCreateInput,
  accountUpdateInput,
  type BankAccountRecord,
  type BankAccountWithBalance,
  type CashFlow,
  cashFlowInput,
  categoryBreakdownInput,
  type FinancePage,
  type LawsuitChoice,
  lawsuitChoicesInput,
  paymentReverseInput,
  statementInput,
  transactionCancelInput,
  transactionCreateInput,
  transactionDeleteInput,
  type TransactionDetail,
  transactionExportInput,
  transactionListInput,
  transactionPayInput,
  type TransactionSaved,
  transactionUpdateInput,
  transferInput,
  FINANCE_FIELD_LABELS,
} from '../finance';
import { type CategoryPlan } from '../finance-labels';
import { type CategoryTotal } from '../finance-rollup';
import { type ClientStatement } from '../finance-statement';
import { getInput, type Listed } from '../lists';

/** The plan of accounts and its version (0: the default, never saved). */
export interface CategoryPlanState {
  plan: CategoryPlan;
  version: number;
}

export const financeSlice = slice({
  fieldWords: { section: 'finance', labels: FINANCE_FIELD_LABELS },
  operations: {
    'finance-list': query<FinancePage>()(read('finance'), transactionListInput),
    'finance-get': query<TransactionDetail>()(read('finance'), getInput),
    'finance-create': command<TransactionSaved>()(write('finance'), transactionCreateInput, 'lançar no financeiro', {
      'finance.create': created('Lançou no financeiro'),
    }),
    'finance-update': command<TransactionSaved>()(write('finance'), transactionUpdateInput, 'editar lançamento financeiro', {
      'finance.update': updated('Editou lançamento'),
    }),
    'finance-delete': command<{ deleted: true }>()(write('finance'), transactionDeleteInput, 'excluir lançamento financeiro', {
      'finance.delete': deleted('Excluiu lançamento'),
    }),
    'finance-cancel': command<TransactionDetail>()(write('finance'), transactionCancelInput, 'cancelar lançamento financeiro', {
      'finance.cancel': updated('Cancelou lançamento'),
    }),
    'finance-pay': command<TransactionDetail>()(write('finance'), transactionPayInput, 'registrar pagamento', {
      'finance.pay': updated('Registrou pagamento'),
    }),
    'finance-reverse': command<TransactionDetail>()(write('finance'), paymentReverseInput, 'estornar pagamento', {
      'finance.reverse': updated('Estornou pagamento'),
    }),
    'finance-accounts': query<BankAccountWithBalance[]>()(read('finance'), none),
    'finance-createAccount': command<Listed<BankAccountRecord>>()(write('finance'), accountCreateInput, 'cadastrar conta bancária', {
      'finance.createAccount': created('Cadastrou conta bancária'),
    }),
    'finance-updateAccount': command<Listed<BankAccountRecord>>()(write('finance'), accountUpdateInput, 'editar conta bancária', {
      'finance.updateAccount': updated('Editou conta bancária'),
    }),
    'finance-transfer': command<BankAccountWithBalance[]>()(write('finance'), transferInput, 'transferir entre contas', {
      'finance.transfer': updated('Transferiu entre contas'),
    }),
    'finance-cashFlow': query<CashFlow>()(read('finance'), cashFlowInput),
    'finance-categories': query<CategoryTotal[]>()(read('finance'), categoryBreakdownInput),
    'finance-statement': query<ClientStatement & { client: { id: string; name: string } }>()(read('finance'), statementInput),
    'finance-categoryPlan': query<CategoryPlanState>()(read('finance'), none),
    'finance-exportCsv': query<{ csv: string; rows: number }>()(read('finance'), transactionExportInput),
    // The lançamento form's Processo choices: Financeiro links a fee to a lawsuit without Processos (clients it reads only).
    'finance-lawsuitChoices': query<LawsuitChoice[]>()(read('finance'), lawsuitChoicesInput),
  },
});
