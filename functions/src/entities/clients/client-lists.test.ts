import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../store/embedded/sqlite-document-store';
import type { DocData, Filter } from '../../store/port';
import { matchesFilters } from './client-lists';

/**
 * matchesFilters counts the records a client-filtered list withholds, so it must answer as the stores do: checked
 * against the embedded store (a real one) on records and filters of the shapes the agenda and task lists send.
 */
const dir = mkdtempSync(join(tmpdir(), 'office-client-lists-'));
const store = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const records: Record<string, DocData> = {
  a: { clientId: 'c1', lawsuitId: 'l1', people: ['u1', 'u2'], status: 'aberto', startsAt: '2026-03-01T12:00:00.000Z', prazo: { internalDate: '2026-02-27' } },
  b: { clientId: 'c1', lawsuitId: 'l2', people: ['u2'], status: 'concluido', startsAt: '2026-03-05T12:00:00.000Z', prazo: null },
  c: { clientId: 'c2', lawsuitId: null, people: ['u1'], status: 'aberto', startsAt: '2026-04-01T12:00:00.000Z', prazo: { internalDate: '2026-03-30' } },
  d: { clientId: 'c1', lawsuitId: 'l1', people: [], status: 'aberto', startsAt: '2026-02-01T12:00:00.000Z', dueSort: '9999-12-31', open: true },
};
const FILTERS: Filter[][] = [
  [{ field: 'clientId', op: '==', value: 'c1' }],
  [
    { field: 'clientId', op: '==', value: 'c1' },
    { field: 'people', op: 'array-contains', value: 'u2' },
  ],
  [
    { field: 'startsAt', op: '>=', value: '2026-03-01T00:00:00.000Z' },
    { field: 'startsAt', op: '<', value: '2026-04-01T12:00:00.000Z' },
  ],
  [{ field: 'status', op: 'in', value: ['concluido', 'cancelado'] }],
  [{ field: 'lawsuitId', op: '==', value: null }],
  [{ field: 'people', op: 'array-contains-any', value: ['u1', 'u9'] }],
  [{ field: 'prazo.internalDate', op: '<=', value: '2026-03-01' }],
  [{ field: 'open', op: '==', value: true }],
  [{ field: 'startsAt', op: '>', value: '2026-03-01T12:00:00.000Z' }],
];

beforeAll(async () => {
  for (const [id, data] of Object.entries(records)) await store.create('events', id, data);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('matchesFilters', () => {
  for (const where of FILTERS) {
    it(`answers as the store: ${JSON.stringify(where)}`, async () => {
      // A range filter is asked with its field as the order, as every store requires.
      const range = where.find((f) => ['<', '<=', '>', '>='].includes(f.op));
      const orderBy = range ? [{ field: range.field }] : undefined;
      const stored = (await store.list('events', { where, orderBy, limit: 100 })).docs.map((d) => d.id).sort();
      const matched = Object.entries(records)
        .filter(([, data]) => matchesFilters(data, where))
        .map(([id]) => id)
        .sort();
      expect(matched).toEqual(stored);
    });
  }
});
