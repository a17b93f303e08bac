import { implement } from '../../platform/define-callable';
import { jobView, readOwnJob } from '../imports/shared';

/** Financeiro: one of the caller's imports of lançamentos, its progress and its report. */
export default implement('financeImports-get', async (ctx, input) => jobView(ctx, await readOwnJob(ctx, input.id, 'finance')));
