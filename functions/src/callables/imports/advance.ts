import { implement } from '../../platform/define-callable';
import { runImport } from './job/steps';
import { jobView, readOwnJob, STEP_BUDGET_MS } from './shared';

/**
 * Processos: a few more steps of the caller's import while its page is open (a bar with counts). Leaving the page
 * is fine: the periodic pass resumes the job (job/steps.ts, resumeImports).
 */
export default implement('imports-advance', async (ctx, input) => {
  await readOwnJob(ctx, input.id);
  await runImport(ctx.stores, input.id, { deadline: Date.now() + STEP_BUDGET_MS, maxSteps: input.steps });
  return jobView(ctx, await readOwnJob(ctx, input.id));
});
