import { beforeEach, describe, expect, it } from 'vitest';
import { AlreadyExistsError, ConflictError, ContentionError, InvalidQueryError, NotFoundError } from '../errors';
import type { DocData, DocumentStore, Filter, ListPage, ListQuery, StoredDoc, WriteOp } from '../port';
import { MAX_DOCUMENT_BYTES } from '../validate';

/** How an adapter's test makes writes contend, since only the adapter knows what another writer looks like. */
export interface ContentionProbe {
  /** A store on the same data that gives up at the first contention (one transaction attempt, a short lock wait). */
  store: DocumentStore;
  /** Another writer holds the document until the returned function releases it. */
  hold(collection: string, id: string): Promise<() => Promise<void>>;
}

/**
 * The one contract every DocumentStore adapter must meet. Each adapter's test
 * file calls this with a factory that returns an empty store, and its contention probe.
 */
export function documentStoreContract(name: string, open: () => Promise<DocumentStore>, contention: ContentionProbe): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    // A fresh collection name per test keeps tests independent on a shared emulator.
    let col: string;
    let n = 0;

    beforeEach(async () => {
      store = await open();
      col = `c${Date.now().toString(36)}${(n++).toString(36)}`;
    });

    async function seedPeople(count: number): Promise<void> {
      for (let i = 0; i < count; i++) {
        await store.create(col, `p${String(i).padStart(3, '0')}`, {
          name: `Pessoa ${String(count - i).padStart(3, '0')}`,
          age: 20 + (i % 7),
          status: i % 3 === 0 ? 'inativo' : 'ativo',
          fee: 1000 * (i + 1),
          tags: i % 2 === 0 ? ['vip', 'pj'] : ['pf'],
        });
      }
    }

    async function readAll(query: Omit<ListQuery, 'after'>): Promise<StoredDoc[]> {
      const seen: StoredDoc[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 1000; guard++) {
        const page: ListPage = await store.list(col, { ...query, after });
        expect(page.docs.length).toBeLessThanOrEqual(query.limit);
        seen.push(...page.docs);
        if (!page.nextCursor) return seen;
        after = page.nextCursor;
      }
      throw new Error('pagination did not end');
    }

    describe('get and getMany', () => {
      it('returns null for a missing document', async () => {
        expect(await store.get(col, 'nope')).toBeNull();
      });

      it('returns data with version 1 and ISO timestamps after create', async () => {
        await store.create(col, 'a', { name: 'Ana', n: 1, nested: { city: 'Recife' } });
        const doc = await store.get(col, 'a');
        expect(doc?.data).toEqual({ name: 'Ana', n: 1, nested: { city: 'Recife' } });
        expect(doc?.version).toBe(1);
        expect(doc?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(doc?.updatedAt).toBe(doc?.createdAt);
      });

      it('getMany keeps the order of the ids and returns null for the missing ones', async () => {
        await store.create(col, 'a', { v: 'A' });
        await store.create(col, 'b', { v: 'B' });
        const docs = await store.getMany(col, ['b', 'missing', 'a']);
        expect(docs.map((d) => d?.data.v ?? null)).toEqual(['B', null, 'A']);
        expect(await store.getMany(col, [])).toEqual([]);
      });
    });

    describe('create', () => {
      it('refuses an existing id and leaves the stored document as it was', async () => {
        await store.create(col, 'a', { name: 'first' });
        await expect(store.create(col, 'a', { name: 'second' })).rejects.toBeInstanceOf(AlreadyExistsError);
        expect((await store.get(col, 'a'))?.data).toEqual({ name: 'first' });
      });

      it('refuses invalid ids, collection names and reserved field names', async () => {
        await expect(store.create(col, '../x', { a: 1 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.create('bad/name', 'x', { a: 1 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.create(col, 'x', { _version: 9 })).rejects.toBeInstanceOf(InvalidQueryError);
        expect(await store.get(col, 'x')).toBeNull();
      });
    });

    describe('update', () => {
      it('merges the patch and increments the version', async () => {
        await store.create(col, 'a', { name: 'Ana', city: 'Recife' });
        const updated = await store.update(col, 'a', 1, { city: 'Olinda' });
        expect(updated.version).toBe(2);
        expect(updated.data).toEqual({ name: 'Ana', city: 'Olinda' });
        const read = await store.get(col, 'a');
        expect(read?.version).toBe(2);
        expect(read?.data).toEqual({ name: 'Ana', city: 'Olinda' });
        expect(read && read.updatedAt >= read.createdAt).toBe(true);
      });

      it('refuses a stale version as a conflict and writes nothing', async () => {
        await store.create(col, 'a', { name: 'Ana' });
        await store.update(col, 'a', 1, { name: 'Ana Maria' });
        const stale = store.update(col, 'a', 1, { name: 'Overwritten' });
        await expect(stale).rejects.toBeInstanceOf(ConflictError);
        await expect(stale).rejects.toMatchObject({ expectedVersion: 1, actualVersion: 2 });
        const read = await store.get(col, 'a');
        expect(read?.data.name).toBe('Ana Maria');
        expect(read?.version).toBe(2);
      });

      it('refuses a missing document as not found', async () => {
        await expect(store.update(col, 'ghost', 1, { a: 1 })).rejects.toBeInstanceOf(NotFoundError);
        expect(await store.get(col, 'ghost')).toBeNull();
      });
    });

    describe('delete', () => {
      it('removes the document', async () => {
        await store.create(col, 'a', { x: 1 });
        await store.delete(col, 'a', 1);
        expect(await store.get(col, 'a')).toBeNull();
      });

      it('refuses a stale version and a missing document', async () => {
        await store.create(col, 'a', { x: 1 });
        await store.update(col, 'a', 1, { x: 2 });
        await expect(store.delete(col, 'a', 1)).rejects.toBeInstanceOf(ConflictError);
        expect(await store.get(col, 'a')).not.toBeNull();
        await expect(store.delete(col, 'ghost')).rejects.toBeInstanceOf(NotFoundError);
      });
    });

    describe('list', () => {
      it('filters by equality', async () => {
        await seedPeople(12);
        const page = await store.list(col, { where: [{ field: 'status', op: '==', value: 'inativo' }], orderBy: [{ field: 'name' }], limit: 50 });
        expect(page.docs.map((d) => d.id).sort()).toEqual(['p000', 'p003', 'p006', 'p009']);
        expect(page.nextCursor).toBeNull();
      });

      it('filters by a numeric range and orders by that field', async () => {
        await seedPeople(14);
        const page = await store.list(col, {
          where: [
            { field: 'fee', op: '>=', value: 3000 },
            { field: 'fee', op: '<', value: 6000 },
          ],
          orderBy: [{ field: 'fee', direction: 'desc' }],
          limit: 50,
        });
        expect(page.docs.map((d) => d.data.fee)).toEqual([5000, 4000, 3000]);
      });

      it('filters by a string prefix range (the search pattern)', async () => {
        await store.create(col, 'a', { key: 'maria silva' });
        await store.create(col, 'b', { key: 'mariana costa' });
        await store.create(col, 'c', { key: 'marcos lima' });
        await store.create(col, 'd', { key: 'mario' });
        const page = await store.list(col, {
          where: [
            { field: 'key', op: '>=', value: 'maria' },
            { field: 'key', op: '<', value: 'maria\uf8ff' },
          ],
          orderBy: [{ field: 'key' }],
          limit: 10,
        });
        expect(page.docs.map((d) => d.id)).toEqual(['a', 'b']);
      });

      it('filters by array-contains and by in', async () => {
        await seedPeople(6);
        const vip = await store.list(col, { where: [{ field: 'tags', op: 'array-contains', value: 'vip' }], orderBy: [{ field: 'fee' }], limit: 50 });
        expect(vip.docs.map((d) => d.id)).toEqual(['p000', 'p002', 'p004']);
        const ages = await store.list(col, { where: [{ field: 'age', op: 'in', value: [20, 22] }], orderBy: [{ field: 'fee' }], limit: 50 });
        expect(ages.docs.map((d) => d.id)).toEqual(['p000', 'p002']);
      });

      it('filters by array-contains-any: each document once, with other filters, in lists and counts', async () => {
        await seedPeople(6);
        const any = (values: string[]) => [{ field: 'tags', op: 'array-contains-any' as const, value: values }];
        const pj = await store.list(col, { where: any(['pj', 'nenhum']), orderBy: [{ field: 'fee' }], limit: 50 });
        expect(pj.docs.map((d) => d.id)).toEqual(['p000', 'p002', 'p004']);
        // p000 holds both 'vip' and 'pj' and still comes once.
        const all = await store.list(col, { where: any(['vip', 'pj', 'pf']), orderBy: [{ field: 'fee', direction: 'desc' }], limit: 50 });
        expect(all.docs.map((d) => d.id)).toEqual(['p005', 'p004', 'p003', 'p002', 'p001', 'p000']);
        const active = [...any(['pj', 'pf']), { field: 'status', op: '==' as const, value: 'ativo' }];
        expect((await store.list(col, { where: active, orderBy: [{ field: 'fee' }], limit: 50 })).docs.map((d) => d.id)).toEqual([
          'p001',
          'p002',
          'p004',
          'p005',
        ]);
        expect(await store.count(col, active)).toBe(4);
        await expect(store.list(col, { where: [...any(['pj']), { field: 'tags', op: 'array-contains', value: 'vip' }], limit: 5 })).rejects.toThrow();
        await expect(store.list(col, { where: any([]), limit: 5 })).rejects.toThrow();
      });

      it('orders ascending and descending with the id as tie-breaker', async () => {
        await seedPeople(7);
        const asc = await store.list(col, { orderBy: [{ field: 'age' }], limit: 50 });
        const ages = asc.docs.map((d) => d.data.age as number);
        expect(ages).toEqual([...ages].sort((a, b) => a - b));
        const desc = await store.list(col, { orderBy: [{ field: 'name', direction: 'desc' }], limit: 3 });
        expect(desc.docs.map((d) => d.data.name)).toEqual(['Pessoa 007', 'Pessoa 006', 'Pessoa 005']);
      });

      it('paginates with cursors, returning every document exactly once', async () => {
        await seedPeople(23);
        const all = await readAll({ orderBy: [{ field: 'age' }, { field: 'name', direction: 'desc' }], limit: 5 });
        const ids = all.map((d) => d.id);
        expect(ids).toHaveLength(23);
        expect(new Set(ids).size).toBe(23);
        // Pages concatenated are in the requested order.
        for (let i = 1; i < all.length; i++) {
          const a = all[i - 1] as StoredDoc;
          const b = all[i] as StoredDoc;
          const byAge = (a.data.age as number) - (b.data.age as number);
          expect(byAge < 0 || (byAge === 0 && (a.data.name as string) > (b.data.name as string))).toBe(true);
        }
      });

      it('paginates a filtered query with many equal sort keys', async () => {
        await seedPeople(30);
        const all = await readAll({ where: [{ field: 'status', op: '==', value: 'ativo' }], orderBy: [{ field: 'status' }], limit: 4 });
        expect(all).toHaveLength(20);
        expect(new Set(all.map((d) => d.id)).size).toBe(20);
      });

      it('respects the limit and reads at most one extra document', async () => {
        await seedPeople(40);
        const before = store.metrics().reads;
        const page = await store.list(col, { orderBy: [{ field: 'name' }], limit: 10 });
        expect(page.docs).toHaveLength(10);
        expect(page.nextCursor).not.toBeNull();
        expect(store.metrics().reads - before).toBeLessThanOrEqual(11);
      });

      it('reads only the first documents asked for when no next page is wanted', async () => {
        await seedPeople(40);
        const before = store.metrics().reads;
        const page = await store.list(col, { orderBy: [{ field: 'name' }], limit: 10, firstOnly: true });
        expect(store.metrics().reads - before).toBe(10);
        expect(page.nextCursor).toBeNull();
        const all = await store.list(col, { orderBy: [{ field: 'name' }], limit: 10 });
        expect(page.docs.map((d) => d.id)).toEqual(all.docs.map((d) => d.id));
      });

      it('refuses a bad limit and a forged cursor', async () => {
        await expect(store.list(col, { limit: 0 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.list(col, { limit: 1000 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.list(col, { orderBy: [{ field: 'name' }], limit: 5, after: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidQueryError);
      });
    });

    describe('aggregations', () => {
      it('counts all and filtered documents', async () => {
        await seedPeople(9);
        expect(await store.count(col)).toBe(9);
        expect(await store.count(col, [{ field: 'status', op: '==', value: 'inativo' }])).toBe(3);
        expect(await store.count(`${col}empty`)).toBe(0);
      });

      it('stops counting at upTo, alone, with filters and with an array filter', async () => {
        await seedPeople(9);
        const vip = { field: 'tags', op: 'array-contains' as const, value: 'vip' };
        const ativo = { field: 'status', op: '==' as const, value: 'ativo' };
        expect(await store.count(col, [], 4)).toBe(4);
        expect(await store.count(col, [], 20)).toBe(9);
        expect(await store.count(col, [ativo], 5)).toBe(5);
        expect(await store.count(col, [ativo], 6)).toBe(6);
        // Five vips (p000, p002, p004, p006, p008), three of them ativo (p002, p004, p008).
        expect(await store.count(col, [vip], 3)).toBe(3);
        expect(await store.count(col, [vip], 9)).toBe(5);
        expect(await store.count(col, [vip, ativo], 2)).toBe(2);
        expect(await store.count(col, [vip, ativo], 9)).toBe(3);
      });

      it('sums a numeric field, with and without filters', async () => {
        await seedPeople(4);
        expect(await store.sum(col, 'fee')).toBe(1000 + 2000 + 3000 + 4000);
        expect(await store.sum(col, 'fee', [{ field: 'status', op: '==', value: 'ativo' }])).toBe(2000 + 3000);
        expect(await store.sum(`${col}empty`, 'fee')).toBe(0);
      });
    });

    describe('commit (atomic multi-document write)', () => {
      it('applies creates, updates and deletes together', async () => {
        await store.create(col, 'a', { n: 1 });
        await store.create(col, 'b', { n: 2 });
        await store.commit([
          { kind: 'create', collection: col, id: 'c', data: { n: 3 } },
          { kind: 'update', collection: col, id: 'a', expectedVersion: 1, patch: { n: 10 } },
          { kind: 'delete', collection: col, id: 'b', expectedVersion: 1 },
        ]);
        expect((await store.get(col, 'a'))?.data.n).toBe(10);
        expect(await store.get(col, 'b')).toBeNull();
        expect((await store.get(col, 'c'))?.data.n).toBe(3);
      });

      it('writes nothing when one operation fails', async () => {
        await store.create(col, 'a', { n: 1 });
        await store.create(col, 'b', { n: 2 });
        await store.update(col, 'b', 1, { n: 20 });
        const failing = store.commit([
          { kind: 'update', collection: col, id: 'a', expectedVersion: 1, patch: { n: 99 } },
          { kind: 'create', collection: col, id: 'c', data: { n: 3 } },
          { kind: 'update', collection: col, id: 'b', expectedVersion: 1, patch: { n: 99 } },
        ]);
        await expect(failing).rejects.toBeInstanceOf(ConflictError);
        expect((await store.get(col, 'a'))?.data.n).toBe(1);
        expect((await store.get(col, 'a'))?.version).toBe(1);
        expect(await store.get(col, 'c')).toBeNull();
        expect((await store.get(col, 'b'))?.data.n).toBe(20);
      });

      it('refuses a create of an existing id inside a batch', async () => {
        await store.create(col, 'a', { n: 1 });
        await expect(
          store.commit([
            { kind: 'create', collection: col, id: 'new', data: { n: 2 } },
            { kind: 'create', collection: col, id: 'a', data: { n: 3 } },
          ]),
        ).rejects.toBeInstanceOf(AlreadyExistsError);
        expect(await store.get(col, 'new')).toBeNull();
      });
    });

    describe('transact (read, decide, write as one)', () => {
      it('commits the writes the work decides and returns its answer', async () => {
        await store.create(col, 'a', { n: 1 });
        const answer = await store.transact(async (tx) => {
          const a = await tx.get(col, 'a');
          const n = (a?.data.n as number) + 1;
          return { ops: [{ kind: 'update', collection: col, id: 'a', expectedVersion: a?.version ?? 0, patch: { n } }], result: n };
        });
        expect(answer).toBe(2);
        expect((await store.get(col, 'a'))?.data.n).toBe(2);
      });

      it('writes nothing when the work refuses, and passes its error through', async () => {
        await store.create(col, 'a', { n: 1 });
        const refusal = new Error('refused by the rule');
        await expect(
          store.transact(async (tx) => {
            await tx.count(col);
            throw refusal;
          }),
        ).rejects.toBe(refusal);
        expect((await store.get(col, 'a'))?.version).toBe(1);
      });

      it("checks each write's own precondition and writes nothing when one fails", async () => {
        await store.create(col, 'a', { n: 1 });
        await expect(
          store.transact(async () => ({
            ops: [
              { kind: 'create', collection: col, id: 'b', data: { n: 2 } },
              { kind: 'update', collection: col, id: 'a', expectedVersion: 7, patch: { n: 9 } },
            ],
            result: null,
          })),
        ).rejects.toBeInstanceOf(ConflictError);
        expect(await store.get(col, 'b')).toBeNull();
      });

      it('reads lists, counts and several documents', async () => {
        await seedPeople(5);
        const seen = await store.transact(async (tx) => {
          const page = await tx.list(col, { where: [{ field: 'status', op: '==', value: 'ativo' }], orderBy: [{ field: 'name' }], limit: 2 });
          const many = await tx.getMany(col, ['p000', 'missing']);
          const total = await tx.count(col, [{ field: 'status', op: '==', value: 'ativo' }]);
          return { ops: [], result: { ids: page.docs.map((d) => d.id), more: page.nextCursor !== null, many: many.map((d) => d?.id ?? null), total } };
        });
        expect(seen).toEqual({ ids: ['p004', 'p002'], more: true, many: ['p000', null], total: 3 });
      });

      it('keeps a counted limit when many decide at once (no phantom: the count is checked again at commit)', async () => {
        const seats = 3;
        const claim = (who: number) =>
          store.transact(async (tx) => {
            const taken = await tx.count(col, [{ field: 'kind', op: '==', value: 'seat' }]);
            if (taken >= seats) return { ops: [], result: false };
            return { ops: [{ kind: 'create', collection: col, id: `seat${who}`, data: { kind: 'seat' } }], result: true };
          });
        const outcomes = await Promise.all([1, 2, 3, 4, 5, 6].map(claim));
        expect(outcomes.filter(Boolean)).toHaveLength(seats);
        expect(await store.count(col, [{ field: 'kind', op: '==', value: 'seat' }])).toBe(seats);
      });

      it('never leaves a child whose parent was deleted when both happen at once', async () => {
        let orphans = 0;
        for (let round = 0; round < 6; round++) {
          const parent = `parent${round}`;
          await store.create(col, parent, { kind: 'parent' });
          const addChild = store
            .transact(async (tx) => {
              if (!(await tx.get(col, parent))) return { ops: [], result: false };
              return { ops: [{ kind: 'create', collection: col, id: `child${round}`, data: { kind: 'child', parent } }], result: true };
            })
            .catch(() => false);
          const deleteParent = store
            .transact(async (tx) => {
              const doc = await tx.get(col, parent);
              const children = await tx.count(col, [{ field: 'parent', op: '==', value: parent }]);
              if (!doc || children > 0) return { ops: [], result: false };
              return { ops: [{ kind: 'delete', collection: col, id: parent, expectedVersion: doc.version }], result: true };
            })
            .catch(() => false);
          await Promise.all([addChild, deleteParent]);
          const parentLeft = await store.get(col, parent);
          const children = await store.count(col, [{ field: 'parent', op: '==', value: parent }]);
          if (!parentLeft && children > 0) orphans++;
        }
        expect(orphans).toBe(0);
      });
    });

    // Each case below was a difference between the two stores, found by running the same calls through both.
    describe('parity with production Firestore', () => {
      it('refuses a write that names one document twice, and writes nothing', async () => {
        await store.create(col, 'a', { n: 1 });
        const plans: WriteOp[][] = [
          [
            { kind: 'create', collection: col, id: 'b', data: { n: 1 } },
            { kind: 'update', collection: col, id: 'b', expectedVersion: 1, patch: { n: 2 } },
          ],
          [
            { kind: 'update', collection: col, id: 'a', expectedVersion: 1, patch: { n: 2 } },
            { kind: 'update', collection: col, id: 'a', expectedVersion: 2, patch: { n: 3 } },
          ],
          [
            { kind: 'update', collection: col, id: 'a', expectedVersion: 1, patch: { n: 2 } },
            { kind: 'delete', collection: col, id: 'a', expectedVersion: 1 },
          ],
        ];
        for (const ops of plans) {
          await expect(store.commit(ops)).rejects.toBeInstanceOf(InvalidQueryError);
          await expect(store.transact(async () => ({ ops, result: null }))).rejects.toBeInstanceOf(InvalidQueryError);
        }
        expect(await store.get(col, 'b')).toBeNull();
        expect(await store.get(col, 'a')).toMatchObject({ version: 1, data: { n: 1 } });
      });

      it('refuses a list whose range filter is not on the first order field; counts and sums take range filters freely', async () => {
        await seedPeople(4);
        const range: Filter = { field: 'fee', op: '>=', value: 2000 };
        await expect(store.list(col, { where: [range], orderBy: [{ field: 'name' }], limit: 10 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.list(col, { where: [range], limit: 10 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.list(col, { where: [range], orderBy: [{ field: 'age' }, { field: 'fee' }], limit: 10 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(
          store.transact(async (tx) => ({ ops: [], result: await tx.list(col, { where: [range], orderBy: [{ field: 'name' }], limit: 10 }) })),
        ).rejects.toBeInstanceOf(InvalidQueryError);
        expect(await store.count(col, [range])).toBe(3);
        expect(await store.sum(col, 'fee', [range])).toBe(2000 + 3000 + 4000);
      });

      it('refuses what only production enforces: two array-contains, over 30 "in" combinations, a document over 1 MiB, reserved ids', async () => {
        await seedPeople(6);
        const twoContains: Filter[] = [
          { field: 'tags', op: 'array-contains', value: 'vip' },
          { field: 'tags', op: 'array-contains', value: 'pj' },
        ];
        await expect(store.list(col, { where: twoContains, orderBy: [{ field: 'name' }], limit: 10 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.count(col, twoContains)).rejects.toBeInstanceOf(InvalidQueryError);
        const ages = [20, 21, 22, 23, 24, 25];
        // 6 × 6 = 36 disjunctions once Firestore expands the "in" filters; 6 × 5 = 30 is the most it takes.
        const tooMany: Filter[] = [
          { field: 'age', op: 'in', value: ages },
          { field: 'name', op: 'in', value: ['a', 'b', 'c', 'd', 'e', 'f'] },
        ];
        await expect(store.count(col, tooMany)).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.sum(col, 'fee', tooMany)).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.list(col, { where: tooMany, orderBy: [{ field: 'fee' }], limit: 10 })).rejects.toBeInstanceOf(InvalidQueryError);
        const thirty: Filter[] = [
          { field: 'age', op: 'in', value: ages },
          { field: 'status', op: 'in', value: ['ativo', 'inativo', 'x', 'y', 'z'] },
        ];
        expect(await store.count(col, thirty)).toBe(6);

        await expect(store.create(col, 'big', { text: 'x'.repeat(MAX_DOCUMENT_BYTES) })).rejects.toBeInstanceOf(InvalidQueryError);
        expect(await store.get(col, 'big')).toBeNull();
        await store.create(col, 'grows', { text: 'x'.repeat(1_000_000) });
        await expect(store.update(col, 'grows', 1, { more: 'x'.repeat(100_000) })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(
          store.commit([{ kind: 'update', collection: col, id: 'grows', expectedVersion: 1, patch: { more: 'x'.repeat(100_000) } }]),
        ).rejects.toBeInstanceOf(InvalidQueryError);
        expect((await store.get(col, 'grows'))?.version).toBe(1);

        await expect(store.create(col, '__x__', { a: 1 })).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.get(col, '__x__')).rejects.toBeInstanceOf(InvalidQueryError);
        await expect(store.create(col, 'nested', { map: { __x__: 1 } })).rejects.toBeInstanceOf(InvalidQueryError);
        expect(await store.get(col, 'nested')).toBeNull();
      });

      it('lists documents whose order field is null (first ascending, last descending) and pages through them', async () => {
        await store.create(col, 'a', { rank: 2 });
        await store.create(col, 'b', { rank: null });
        await store.create(col, 'c', { rank: 1 });
        await store.create(col, 'd', { rank: null });
        // Without the field at all, a document is not in a list ordered by it.
        await store.create(col, 'e', { other: 1 });
        const asc = await readAll({ orderBy: [{ field: 'rank' }], limit: 1 });
        expect(asc.map((d) => d.id)).toEqual(['b', 'd', 'c', 'a']);
        const desc = await readAll({ orderBy: [{ field: 'rank', direction: 'desc' }], limit: 1 });
        expect(desc.map((d) => d.id)).toEqual(['a', 'c', 'd', 'b']);
        const nulls = await readAll({ where: [{ field: 'rank', op: '==', value: null }], orderBy: [{ field: 'rank' }], limit: 1 });
        expect(nulls.map((d) => d.id)).toEqual(['b', 'd']);
      });

      it("leaves undefined values out as JSON does (a patch's undefined removes the field) and returns what a read returns", async () => {
        const data = { a: 1, gone: undefined, nested: { b: 2, gone: undefined }, list: [1, undefined] } as unknown as DocData;
        const created = await store.create(col, 'u', data);
        expect(created).toStrictEqual(await store.get(col, 'u'));
        expect(created.data).toStrictEqual({ a: 1, nested: { b: 2 }, list: [1, null] });
        const updated = await store.update(col, 'u', 1, { a: undefined, c: 3 });
        expect(updated).toStrictEqual(await store.get(col, 'u'));
        expect(updated.data).toStrictEqual({ nested: { b: 2 }, list: [1, null], c: 3 });
        await store.commit([{ kind: 'create', collection: col, id: 'v', data: { x: undefined, y: 1 } as unknown as DocData }]);
        await store.transact(async () => ({
          ops: [{ kind: 'update', collection: col, id: 'v', expectedVersion: 1, patch: { y: undefined, z: 2 } as unknown as DocData }],
          result: null,
        }));
        expect((await store.get(col, 'v'))?.data).toStrictEqual({ z: 2 });
      });

      it('gives up with ContentionError on every write path while another writer holds the document, writing nothing', async () => {
        await store.create(col, 'a', { n: 1 });
        const release = await contention.hold(col, 'a');
        try {
          const impatient = contention.store;
          await expect(impatient.update(col, 'a', 1, { n: 2 })).rejects.toBeInstanceOf(ContentionError);
          await expect(impatient.commit([{ kind: 'update', collection: col, id: 'a', expectedVersion: 1, patch: { n: 2 } }])).rejects.toBeInstanceOf(
            ContentionError,
          );
          await expect(impatient.delete(col, 'a', 1)).rejects.toBeInstanceOf(ContentionError);
          await expect(
            impatient.transact(async (tx) => {
              const a = await tx.get(col, 'a');
              return { ops: [{ kind: 'update', collection: col, id: 'a', expectedVersion: a?.version ?? 0, patch: { n: 2 } }], result: null };
            }),
          ).rejects.toBeInstanceOf(ContentionError);
        } finally {
          await release();
        }
        expect(await store.get(col, 'a')).toMatchObject({ version: 1, data: { n: 1 } });
      });
    });
  });
}
