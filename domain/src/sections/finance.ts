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
    'finance-list': query<FinancePage>()({ policy: read('finance'), input: transactionListInput }),
    'finance-get': query<TransactionDetail>()({ policy: read('finance'), input: getInput }),
    'finance-create': command<TransactionSaved>()({
      policy: write('finance'),
      input: transactionCreateInput,
      attempt: 'lançar no financeiro',
      actions: { 'finance.create': created('Lançou no financeiro') },
    }),
    'finance-update': command<TransactionSaved>()({
      policy: write('finance'),
      input: transactionUpdateInput,
      attempt: 'editar lançamento financeiro',
      actions: { 'finance.update': updated('Editou lançamento') },
    }),
    'finance-delete': command<{ deleted: true }>()({
      policy: write('finance'),
      input: transactionDeleteInput,
      attempt: 'excluir lançamento financeiro',
      actions: { 'finance.delete': deleted('Excluiu lançamento') },
    }),
    'finance-cancel': command<TransactionDetail>()({
      policy: write('finance'),
      input: transactionCancelInput,
      attempt: 'cancelar lançamento financeiro',
      actions: { 'finance.cancel': updated('Cancelou lançamento') },
    }),
    'finance-pay': command<TransactionDetail>()({
      policy: write('finance'),
      input: transactionPayInput,
      attempt: 'registrar pagamento',
      actions: { 'finance.pay': updated('Registrou pagamento') },
    }),
    'finance-reverse': command<TransactionDetail>()({
      policy: write('finance'),
      input: paymentReverseInput,
      attempt: 'estornar pagamento',
      actions: { 'finance.reverse': updated('Estornou pagamento') },
    }),
    'finance-accounts': query<BankAccountWithBalance[]>()({ policy: read('finance'), input: none }),
    'finance-createAccount': command<Listed<BankAccountRecord>>()({
      policy: write('finance'),
      input: accountCreateInput,
      attempt: 'cadastrar conta bancária',
      actions: { 'finance.createAccount': created('Cadastrou conta bancária') },
    }),
    'finance-updateAccount': command<Listed<BankAccountRecord>>()({
      policy: write('finance'),
      input: accountUpdateInput,
      attempt: 'editar conta bancária',
      actions: { 'finance.updateAccount': updated('Editou conta bancária') },
    }),
    'finance-transfer': command<BankAccountWithBalance[]>()({
      policy: write('finance'),
      input: transferInput,
      attempt: 'transferir entre contas',
      actions: { 'finance.transfer': updated('Transferiu entre contas') },
    }),
    'finance-cashFlow': query<CashFlow>()({ policy: read('finance'), input: cashFlowInput }),
    'finance-categories': query<CategoryTotal[]>()({ policy: read('finance'), input: categoryBreakdownInput }),
    'finance-statement': query<ClientStatement & { client: { id: string; name: string } }>()({ policy: read('finance'), input: statementInput }),
    'finance-categoryPlan': query<CategoryPlanState>()({ policy: read('finance'), input: none }),
    'finance-exportCsv': query<{ csv: string; rows: number }>()({ policy: read('finance'), input: transactionExportInput }),
    // The lançamento form's Processo choices: Financeiro links a fee to a lawsuit without Processos (clients it reads only).
    'finance-lawsuitChoices': query<LawsuitChoice[]>()({ policy: read('finance'), input: lawsuitChoicesInput }),
  },
});
