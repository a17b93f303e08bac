import { implement } from '../../platform/define-callable';
import { runExport } from '../../entities/exports/run-export';
import { exportView } from './shared';

/**
 * Writes a queued export's archive (its own function: minutes of work). Called by the page right after
 * exports-start without waiting, and again for an export whose run stopped; a run already at work is left to it.
 */
export default implement('exports-run', async (ctx, input) => exportView(ctx, await runExport(ctx.stores, input.exportId)));
