import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, COLLECTIONS, officeDate, type EventRecord, type StaffRecord } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { DiskFileStore } from '../../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../store/embedded/sqlite-document-store';
import { typedStores } from '../../store/typed';
import dashboardSummary from './summary';
import { openEntry } from '../../../../tests/support/agenda';

const dir = mkdtempSync(join(tmpdir(), 'office-dashboard-summary-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const stores = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) });

const ME = 'staff-me';
const OTHER = 'staff-other';
const today = officeDate();

const staff = (name: string): StaffRecord => ({
  name,
  email: `${name}@x.test`,
  scopes: { read: ['Agenda', 'Processos'], write: [] },
  admin: false,
  disabled: false,
  updatedBy: 'system',
});

/** An open prazo, fatal `days` from today (internal two days before), owned by `ownerId`, of `lawsuitId` (one of mine). */
const prazo = (days: number, ownerId: string, lawsuitId: string | null, title: string): EventRecord =>
  openEntry({ title, date: addDays(today, days), ownerId, lawsuitId, lawsuitLawyers: lawsuitId ? [ME] : [] });

/** A lawsuit I am responsible for. */
async function myLawsuit(id: string): Promise<void> {
  await documents.commit([
    { kind: 'create', collection: COLLECTIONS.lawsuits, id, data: { responsibleLawyerIds: [ME], audience: ['*'], confidential: false } },
  ]);
}

/** `n` more prazos of mine, spread a year back and a year ahead (most far from today). */
async function morePrazos(from: number, n: number): Promise<void> {
  const ops = Array.from({ length: n }, (_, i) => ({
    kind: 'create' as const,
    collection: COLLECTIONS.events,
    id: `load-${from + i}`,
    data: prazo((((from + i) * 37) % 700) - 350, ME, null, `Carga ${from + i}`),
  }));
  for (let i = 0; i < ops.length; i += 400) await stores.documents.commit(ops.slice(i, i + 400));
}

let ctx: CallableContext;

beforeAll(async () => {
  await stores.documents.create(COLLECTIONS.staff, ME, staff('me'));
  await stores.documents.create(COLLECTIONS.staff, OTHER, staff('other'));
  ctx = { uid: ME, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, ME), stores };
  await myLawsuit('proc-mine');
  await stores.documents.commit([
    // Mine and of my lawsuit: counted once.
    { kind: 'create', collection: COLLECTIONS.events, id: 'p-both', data: prazo(3, ME, 'proc-mine', 'Meu, do meu processo') },
    // Someone else's, of my lawsuit: mine through the lawsuit.
    { kind: 'create', collection: COLLECTIONS.events, id: 'p-lawsuit', data: prazo(1, OTHER, 'proc-mine', 'De outra pessoa, do meu processo') },
    { kind: 'create', collection: COLLECTIONS.events, id: 'p-own', data: prazo(5, ME, null, 'Só meu') },
    { kind: 'create', collection: COLLECTIONS.events, id: 'p-overdue', data: prazo(-3, ME, null, 'Meu, vencido') },
    { kind: 'create', collection: COLLECTIONS.events, id: 'p-not-mine', data: prazo(2, OTHER, null, 'De outra pessoa') },
  ]);
});

afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The summary in "Meus" and the documents it read. */
async function summaryWithReads() {
  const before = documents.metrics().reads;
  const summary = await dashboardSummary.handler(ctx, { scope: 'meus' });
  return { summary, reads: documents.metrics().reads - before };
}

describe('dashboard-summary, "Meus"', () => {
  it('counts a prazo I take part in on my own lawsuit once, and holds my lawsuits’ prazos and not others’', async () => {
    const { summary } = await summaryWithReads();
    expect(summary.prazos?.open).toBe(3);
    expect(summary.prazos?.next.map((e) => e.id)).toEqual(['p-lawsuit', 'p-both', 'p-own']);
    expect(summary.overdueDeadlines).toMatchObject({ count: 1, latest: [expect.objectContaining({ id: 'p-overdue' })] });
  });

  it('brings the bell’s and the inbox’s unread counts and "Meu trabalho"', async () => {
    await documents.commit([
      { kind: 'create', collection: COLLECTIONS.notifications, id: 'n1', data: { recipientId: ME, read: false } },
      { kind: 'create', collection: COLLECTIONS.notifications, id: 'n2', data: { recipientId: ME, read: true } },
      { kind: 'create', collection: COLLECTIONS.notifications, id: 'n3', data: { recipientId: OTHER, read: false } },
    ]);
    const { summary } = await summaryWithReads();
    expect(summary.notifications).toEqual({ unread: 1 });
    expect(summary.messages.unread).toBe(0);
    // The open prazos I take part in, as tasks-myWork lists them (five at most): not my lawsuit's of someone else.
    expect(summary.myWork?.map((w) => (w.kind === 'prazo' ? w.prazo.id : w.task.id))).toEqual(['p-overdue', 'p-both', 'p-own']);
    const office = await dashboardSummary.handler(ctx, { scope: 'escritorio' });
    expect(office.myWork).toBeUndefined();
    expect(office.notifications).toEqual({ unread: 1 });
  });

  it('reads as many documents with 300 more lawsuits of mine, each with an open prazo of someone else', async () => {
    /** `n` lawsuits of mine from `from` on, each with a prazo of someone else months ahead. */
    const moreLawsuits = async (from: number, n: number) => {
      const ids = Array.from({ length: n }, (_, i) => from + i);
      for (const i of ids) await myLawsuit(`proc-load-${i}`);
      await stores.documents.commit(
        ids.map((i) => ({
          kind: 'create',
          collection: COLLECTIONS.events,
          id: `p-load-${i}`,
          data: prazo(200 + i, OTHER, `proc-load-${i}`, `Do meu processo ${i}`),
        })),
      );
    };
    await moreLawsuits(0, 30);
    const small = await summaryWithReads();
    await moreLawsuits(30, 300);
    const large = await summaryWithReads();
    expect(large.summary.prazos!.open).toBe(small.summary.prazos!.open + 300);
    expect(large.reads).toBeLessThanOrEqual(small.reads);
  });

  it('reads about as many documents with 1,200 more prazos of mine as with 60 (the lists are full either way)', async () => {
    await morePrazos(0, 60);
    const small = await summaryWithReads();
    await morePrazos(60, 1200);
    const large = await summaryWithReads();
    expect(large.summary.prazos!.open).toBeGreaterThan(small.summary.prazos!.open + 500);
    expect(large.summary.overdueDeadlines!.count).toBeGreaterThan(500);
    // Only which entries are listed may differ (each listed entry's lawsuit is looked up for its client): never the prazos.
    expect(large.reads).toBeLessThanOrEqual(small.reads + 4);
    expect(large.reads).toBeLessThanOrEqual(60);
  }, 120_000);
});
