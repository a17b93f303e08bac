import type { CallableContext } from './define-callable';
import { appError } from './errors';
import { countAgainst, fixedWindow } from './rate-limit';

/**
 * What the public site may read per client address per minute (FAQ, later articles), all public read
 * callables together: a page view makes one or two calls, so this only stops scraping loops.
 */
export const PUBLIC_READS_PER_MINUTE = 60;
const MINUTE = 60_000;

/** Counts one public read of the caller's address; refuses with 'rate-limited' past the limit. */
export async function limitPublicRead(ctx: CallableContext): Promise<void> {
  const allowed = await ctx.stores.documents.transact(async (tx) => {
    const counted = await countAgainst(tx, [{ key: `public-read:ip:${ctx.ip}`, max: PUBLIC_READS_PER_MINUTE, window: fixedWindow(MINUTE) }]);
    return 'reached' in counted ? { ops: [], result: false } : { ops: counted.ops, result: true };
  });
  if (!allowed) throw appError('rate-limited');
}
