import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@office/domain';
import { AlreadyExistsError, ConflictError } from '../store/errors';
import type { TypedDocumentStore } from '../store/typed';
import { appError } from './errors';

export interface Limit {
  /** What is limited and by whom, e.g. "removal:ip:203.0.113.9". Hashed before it is stored. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counter in the store, one document per key and window. The
 * optimistic version check makes concurrent calls count correctly across
 * function instances. Keys are hashed: an IP or e-mail is never stored in clear.
 */
export async function consume(store: TypedDocumentStore, limit: Limit, now = Date.now()): Promise<void> {
  const window = Math.floor(now / limit.windowMs);
  const id = createHash('sha256').update(`${limit.key}|${limit.windowMs}|${window}`).digest('hex').slice(0, 40);
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await store.get(COLLECTIONS.rateLimits, id);
    try {
      if (!current) {
        await store.create(COLLECTIONS.rateLimits, id, { count: 1, expiresAt: new Date((window + 1) * limit.windowMs).toISOString() });
        return;
      }
      if (current.data.count >= limit.max) throw appError('rate-limited');
      await store.update(COLLECTIONS.rateLimits, id, current.version, { count: current.data.count + 1 });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof AlreadyExistsError)) throw error;
    }
  }
  throw appError('rate-limited');
}
