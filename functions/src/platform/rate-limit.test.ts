import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@office/domain';
import { DiskFileStore } from '../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../store/embedded/sqlite-document-store';
import { MAX_PAGE_SIZE } from '../store/port';
import { typedStores } from '../store/typed';
import { counterId, countAgainst, fixedWindow, sweepExpiredCounters } from './rate-limit';

const dir = mkdtempSync(join(tmpdir(), 'office-rate-limit-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const store = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) }).documents;
afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;

describe('sweepExpiredCounters', () => {
  it('deletes every counter whose window is over, more than a page of them, and keeps the live ones', async () => {
    const now = Date.parse('2026-11-27T12:30:00.000Z');
    const expired = Array.from({ length: MAX_PAGE_SIZE + 20 }, (_, i) => ({
      key: `removal:ip:10.0.${Math.floor(i / 250)}.${i % 250}`,
      window: fixedWindow(HOUR, now - 2 * HOUR),
    }));
    await store.commit(
      expired.map((c) => ({
        kind: 'create',
        collection: COLLECTIONS.rateLimits,
        id: counterId(c.key, c.window),
        data: { count: 1, expiresAt: c.window.expiresAt },
      })),
    );
    const live = { key: 'removal:ip:203.0.113.1', max: 5, window: fixedWindow(HOUR, now) };
    const counted = await store.transact(async (tx) => {
      const r = await countAgainst(tx, [live]);
      return { ops: 'ops' in r ? r.ops : [], result: r };
    });
    expect('ops' in counted).toBe(true);

    expect(await sweepExpiredCounters(store, new Date(now).toISOString())).toBe(MAX_PAGE_SIZE + 20);
    expect(await store.count(COLLECTIONS.rateLimits)).toBe(1);
    expect(await store.get(COLLECTIONS.rateLimits, counterId(live.key, live.window))).toMatchObject({ data: { count: 1 } });
    expect(await sweepExpiredCounters(store, new Date(now).toISOString())).toBe(0);
  });
});
