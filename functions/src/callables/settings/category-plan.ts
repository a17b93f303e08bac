import { implement } from '../../platform/define-callable';
import { allCategories, categoryUsage, readCategoryPlan } from '../../entities/finance/category-plan';

/** Configurações: the plan of accounts with how many lançamentos use each account (those can't be removed). */
export default implement('settings-categoryPlan', async (ctx) => {
  const { plan, version } = await readCategoryPlan(ctx.stores.documents);
  return { plan, version, usage: await categoryUsage(ctx.stores.documents, allCategories(plan)) };
});
