import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { timerAsSeen } from './shared';

/** The caller's running timer, wherever it was started (it is kept by the server, not the browser). */
export default implement('timesheet-timer', async (ctx) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.timers, ctx.uid);
  return timerAsSeen(ctx, doc?.data ?? null);
});
