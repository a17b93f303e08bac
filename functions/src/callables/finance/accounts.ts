import { implement } from '../../platform/define-callable';
import { accountsWithBalances } from './shared';

/** Financeiro: the office's bank accounts, cash and cards, by name, each with its current balance. */
export default implement('finance-accounts', async (ctx) => accountsWithBalances(ctx.stores.documents));
