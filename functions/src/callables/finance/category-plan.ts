import { implement } from '../../platform/define-callable';
import { readCategoryPlan } from '../../entities/finance/category-plan';

/** Financeiro: the office's plan of accounts, which the lançamento form and the list's filter offer. */
export default implement('finance-categoryPlan', async (ctx) => readCategoryPlan(ctx.stores.documents));
