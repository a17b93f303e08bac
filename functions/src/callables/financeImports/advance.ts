import { implement } from '../../platform/define-callable';
import { runImport } from '../imports/job/steps';
import { jobView, readOwnJob, STEP_BUDGET_MS } from '../imports/shared';

/** Financeiro: a few more steps of the caller's import while its page is open; the periodic pass resumes the rest. */
export default implement('financeImports-advance', async (ctx, input) => {
  await readOwnJob(ctx, input.id, 'finance');
  await runImport(ctx.stores, input.id, { deadline: Date.now() + STEP_BUDGET_MS, maxSteps: input.steps });
  return jobView(ctx, await readOwnJob(ctx, input.id, 'finance'));
});
