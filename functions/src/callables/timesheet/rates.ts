import { implement } from '../../platform/define-callable';
import { readRates } from './shared';

/** The office's rate table (R$ per hour, per person and by default). */
export default implement('timesheet-rates', async (ctx) => readRates(ctx.stores.documents));
