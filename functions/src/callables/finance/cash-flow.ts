import { addMonthsToMonth, CASH_FLOW_PROJECTED_MONTHS, CASH_FLOW_REALISED_MONTHS, cashFlowFromMonths, COLLECTIONS, officeDate } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readMonths } from '../../entities/finance/finance-rollup';
import { MAX_ACCOUNTS } from './shared';

/**
 * Financeiro: the cash flow, 12 months realised up to `month` and 3 projected after it, from the month records
 * (each holds its month's baixas and the open amounts due in it, written in the same commit as every baixa,
 * estorno and lançamento). The balance in the accounts is their opening balances plus every month's baixas:
 * transfers move money between the office's own accounts and add up to nothing. So the call reads one record
 * per month of the office's books and the accounts, never the lançamentos or the payments.
 */
export default implement('finance-cashFlow', async (ctx, input) => {
  const store = ctx.stores.documents;
  const month = input.month ?? officeDate().slice(0, 7);
  const first = addMonthsToMonth(month, 1 - CASH_FLOW_REALISED_MONTHS);
  const [records, accounts] = await Promise.all([readMonths(store, null, null), store.list(COLLECTIONS.bankAccounts, { limit: MAX_ACCOUNTS })]);
  const months = Array.from({ length: CASH_FLOW_REALISED_MONTHS + CASH_FLOW_PROJECTED_MONTHS }, (_, i) => addMonthsToMonth(first, i));
  const opening = accounts.docs.reduce((sum, a) => sum + a.data.openingBalance, 0);
  return {
    month,
    months: cashFlowFromMonths(records, months),
    balance: records.reduce((sum, r) => sum + r.cash.receita - r.cash.despesa, opening),
  };
});
