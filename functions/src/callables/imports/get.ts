import { implement } from '../../platform/define-callable';
import { jobView, readOwnJob } from './shared';

/** Processos: one of the caller's imports, its progress and its report. */
export default implement('imports-get', async (ctx, input) => jobView(ctx, await readOwnJob(ctx, input.id)));
