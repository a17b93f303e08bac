import { implement } from '../../platform/define-callable';
import { runFileImport } from './job/steps';
import { FILE_STEP_BUDGET_MS, fileImportView, readOwnFileImport } from './shared';

/** Processos: a few more steps of the caller's ZIP import while its page is open (the periodic pass does the rest). */
export default implement('fileImports-advance', async (ctx, input) => {
  await readOwnFileImport(ctx, input.id);
  await runFileImport(ctx.stores, input.id, { deadline: Date.now() + FILE_STEP_BUDGET_MS, maxSteps: input.steps });
  return fileImportView(ctx, await readOwnFileImport(ctx, input.id));
});
