import { categoriesFromMonths } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readMonths } from '../../entities/finance/finance-rollup';

/** Financeiro: per category, the lançamentos due in the months from `from` to `to`, from the months' records. */
export default implement('finance-categories', async (ctx, input) => categoriesFromMonths(await readMonths(ctx.stores.documents, input.from, input.to)));
