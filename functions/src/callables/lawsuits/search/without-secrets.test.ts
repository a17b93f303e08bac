/**
 * A lawyer's word search beside lawsuits under segredo de justiça (search/without-secrets.ts), through the
 * callable's handler on the embedded store: every page and count equals what reading every lawsuit and keeping
 * those the lawyer may see gives, for a rare word, a word every lawsuit has, with a status and a tribunal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLES,
  COLLECTIONS,
  lawsuitAudience,
  lawsuitSearchWords,
  LAWSUIT_STATUSES,
  SEARCH_COUNT_LIMIT,
  searchKey,
  seesLawsuit,
  type LawsuitRecord,
  type LawsuitStatus,
  type StaffRecord,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { rebuildSecretLawsuits } from '../../../entities/lawsuits/secret-lawsuits';
import { DiskFileStore } from '../../../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../../store/embedded/sqlite-document-store';
import type { DocData } from '../../../store/port';
import { typedStores } from '../../../store/typed';
import lawsuitsList from '../list';

const dir = mkdtempSync(join(tmpdir(), 'office-search-secrets-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const stores = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) });
const LAWYER = 'staff-lawyer';
const OTHER = 'staff-other';
const TRIBUNALS = ['TJSP', 'TRT2'];

/** Lawsuit `i`: every one has "carga"; one in 7 "raro"; one in 5 under segredo, of the other lawyer or (one in 3 of those) the lawyer's. */
function lawsuit(i: number): DocData {
  const subject = `Cobrança de carga ${String(i).padStart(4, '0')}${i % 7 === 0 ? ' raro' : ''}`;
  const confidential = i % 5 === 0;
  const responsibleLawyerIds = confidential && i % 15 === 0 ? [LAWYER, OTHER] : [OTHER];
  const status = LAWSUIT_STATUSES[i % 3 === 0 ? 2 : 0] as LawsuitStatus;
  const record = { confidential, responsibleLawyerIds };
  return {
    status,
    subject,
    subjectKey: searchKey(subject),
    clientNameKey: searchKey(`Cliente ${i % 13}`),
    tribunal: TRIBUNALS[i % 2] ?? 'TJSP',
    ...record,
    audience: lawsuitAudience(record),
    clientIds: [`cli-${i % 13}`],
    searchWords: lawsuitSearchWords({ clients: [{ name: 'Carga' }], opposingParties: [], subject, className: 'Procedimento Comum', internalRef: null }),
  };
}

const TOTAL = 2_000;
const lawyerRecord: StaffRecord = {
  name: 'Advogada',
  email: 'l@x.test',
  scopes: { read: ['Processos'], write: [] },
  admin: false,
  disabled: false,
  updatedBy: 'system',
};
const all: { id: string; data: LawsuitRecord }[] = [];
let ctx: CallableContext;

beforeAll(async () => {
  await stores.documents.create(COLLECTIONS.staff, LAWYER, lawyerRecord);
  ctx = { uid: LAWYER, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, LAWYER), stores };
  const ops = Array.from({ length: TOTAL }, (_, i) => ({
    kind: 'create' as const,
    collection: COLLECTIONS.lawsuits,
    id: `proc-${String(i).padStart(4, '0')}`,
    data: lawsuit(i),
  }));
  for (let i = 0; i < ops.length; i += 500) await documents.commit(ops.slice(i, i + 500));
  await rebuildSecretLawsuits(stores.documents);
  for (const op of ops) all.push({ id: op.id, data: op.data as unknown as LawsuitRecord });
}, 60_000);

afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

type Input = { search: string; status?: LawsuitStatus; tribunal?: string; sort?: string };
const call = (input: Input, after?: string | null) =>
  lawsuitsList.handler(ctx, CALLABLES['lawsuits-list'].input.parse({ limit: 25, ...input, ...(after ? { after } : {}) }));

/** What the lawyer may find, by reading every lawsuit: in the list's order (subject, then id). */
function expected(input: Input) {
  const word = searchKey(input.search);
  const found = all.filter(
    (l) => l.data.searchWords.includes(word) && (!input.tribunal || l.data.tribunal === input.tribunal) && seesLawsuit({ uid: LAWYER, admin: false }, l.data),
  );
  const byStatus = Object.fromEntries(LAWSUIT_STATUSES.map((s) => [s, Math.min(SEARCH_COUNT_LIMIT, found.filter((l) => l.data.status === s).length)]));
  const listed = found
    .filter((l) => !input.status || l.data.status === input.status)
    .sort((a, b) => a.data.subjectKey.localeCompare(b.data.subjectKey) || a.id.localeCompare(b.id));
  return { byStatus, ids: listed.map((l) => l.id) };
}

/** Every page of the search, following its cursors. */
async function everyPage(input: Input) {
  const first = await call(input);
  const ids = first.items.map((l) => l.id);
  for (let next = first.nextCursor; next;) {
    const page = await call(input, next);
    ids.push(...page.items.map((l) => l.id));
    next = page.nextCursor;
  }
  return { first, ids };
}

describe('a lawyer’s word search beside lawsuits under segredo', () => {
  it.each<Input>([
    { search: 'raro' },
    { search: 'raro', status: 'arquivado' },
    { search: 'raro', tribunal: 'TRT2' },
    { search: 'carga', tribunal: 'TJSP', status: 'ativo' },
  ])('lists and counts exactly what the lawyer may see: %o', async (input) => {
    const want = expected(input);
    const { first, ids } = await everyPage(input);
    expect(ids).toEqual(want.ids);
    expect(first.byStatus).toEqual(want.byStatus);
    expect(first.total).toBe(Math.min(SEARCH_COUNT_LIMIT, want.ids.length));
  });

  it('finds the lawyer’s own lawsuits under segredo and none of the other lawyer’s', async () => {
    const secret = (ids: string[]) => ids.filter((id) => all.find((l) => l.id === id)?.data.confidential);
    const { ids } = await everyPage({ search: 'raro' });
    expect(secret(ids).length).toBeGreaterThan(0);
    expect(secret(ids).every((id) => all.find((l) => l.id === id)?.data.responsibleLawyerIds.includes(LAWYER))).toBe(true);
    expect(all.some((l) => l.data.confidential && l.data.searchWords.includes('raro') && !l.data.responsibleLawyerIds.includes(LAWYER))).toBe(true);
  });

  it('stops the counts at the limit for a word every lawsuit has, and leaves the hidden ones out of the first page', async () => {
    const want = expected({ search: 'carga' });
    const readBefore = documents.metrics().reads;
    const page = await call({ search: 'carga' });
    // The page, the list of lawsuits under segredo and the lawyer's own (134 here), not the word's 2,000 matches.
    expect(documents.metrics().reads - readBefore).toBeLessThan(300);
    expect(page.countsUpTo).toBe(SEARCH_COUNT_LIMIT);
    expect(page.byStatus).toEqual(want.byStatus);
    expect(page.byStatus.ativo).toBe(SEARCH_COUNT_LIMIT);
    expect(page.items.map((l) => l.id)).toEqual(want.ids.slice(0, 25));
  });

  it('reads no match to leave out for the lawyer who sees every lawsuit under segredo, however many are theirs', async () => {
    // The other lawyer holds all 400 lawsuits under segredo: none hidden, more of their own than are ever read.
    await stores.documents.create(COLLECTIONS.staff, OTHER, { ...lawyerRecord, email: 'o@x.test' });
    const other = { ...ctx, uid: OTHER, staff: await stores.documents.get(COLLECTIONS.staff, OTHER) };
    const readBefore = documents.metrics().reads;
    const page = await lawsuitsList.handler(other, CALLABLES['lawsuits-list'].input.parse({ limit: 25, search: 'carga', status: 'arquivado' }));
    expect(documents.metrics().reads - readBefore).toBeLessThan(100);
    const arquivado = all.filter((l) => l.data.status === 'arquivado');
    expect(page.total).toBe(arquivado.length);
    expect(page.items.map((l) => l.id)).toEqual(
      arquivado
        .map((l) => l.id)
        .sort()
        .slice(0, 25),
    );
  });

  it('leaves out a lawsuit that went under segredo after the list of them was kept', async () => {
    const id = 'proc-0001';
    const before = await stores.documents.get(COLLECTIONS.lawsuits, id);
    expect(before?.data.confidential).toBe(false);
    // The lawsuit alone, as if read between its write and the list's (secretLawsuits/all not yet updated).
    await stores.documents.update(COLLECTIONS.lawsuits, id, before!.version, { confidential: true, audience: [OTHER] });
    try {
      const { ids } = await everyPage({ search: 'carga', status: 'ativo', tribunal: 'TRT2' });
      expect(ids).not.toContain(id);
    } finally {
      const now = await stores.documents.get(COLLECTIONS.lawsuits, id);
      await stores.documents.update(COLLECTIONS.lawsuits, id, now!.version, { confidential: false, audience: before!.data.audience });
    }
  });
});
