import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, matchesWords, queryWords } from '@office/domain';
import { readSeed } from '../../../scripts/seed/load';
import { SqliteDocumentStore } from '../store/embedded/sqlite-document-store';
import { completeDerivedFields, withDerivedFields } from './derived';

const dir = mkdtempSync(join(tmpdir(), 'office-derived-'));
const store = new SqliteDocumentStore(join(dir, 'store.sqlite'));
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('derived fields', () => {
  it('completes the search prefixes of records saved before they existed, once, naming the version read', async () => {
    const seed = readSeed();
    const [clientId, client] = Object.entries(seed.clients)[0]!;
    const [lawsuitId, lawsuit] = Object.entries(seed.lawsuits)[0]!;
    await store.commit([
      { kind: 'create', collection: COLLECTIONS.clients, id: clientId, data: client },
      { kind: 'create', collection: COLLECTIONS.lawsuits, id: lawsuitId, data: lawsuit },
      { kind: 'create', collection: COLLECTIONS.clients, id: 'cli-novo', data: withDerivedFields(COLLECTIONS.clients, { ...client, document: '00000000191' }) },
    ]);
    expect(await completeDerivedFields(store)).toBe(2);
    const after = (await store.get(COLLECTIONS.clients, clientId))!;
    expect(after.version).toBe(2);
    const surname = client.name.split(' ').at(-1)!;
    expect(matchesWords(after.data.searchWords as string[], queryWords(surname))).toBe(true);
    const suit = (await store.get(COLLECTIONS.lawsuits, lawsuitId))!;
    expect(matchesWords(suit.data.searchWords as string[], queryWords(lawsuit.clientName.split(' ')[0]!, 'p:'))).toBe(true);
    // Nothing left to do the second time; the record saved with its prefixes was never rewritten.
    expect(await completeDerivedFields(store)).toBe(0);
    expect((await store.get(COLLECTIONS.clients, 'cli-novo'))!.version).toBe(1);
  });
});
