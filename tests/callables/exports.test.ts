/**
 * Exportações over HTTP: an administrator exports the whole office (every record the seed has, per collection,
 * the files of the office's folders and nothing else, the audit log) or one client's own data (LGPD art. 18, V),
 * as one ZIP written in the background, announced in the bell, downloaded through a link that expires; everyone
 * else is refused in pt-BR with nothing stored.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  EXPORT_EXCLUDED,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  REDACTED_VALUE,
  exportDownloadPath,
  type ExportView,
  type NotificationPage,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { readZipEntries } from '../../functions/src/platform/zip-entries';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { transaction } from '../support/finance';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const SEED = JSON.parse(readFileSync(new URL('../../emulator-data/seed/office.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(771_000_000 + (Date.now() % 100_000) * 10);
const nextCnj = cnjSource(4_400_000 + (Date.now() % 100_000), '2025', '0100');
let adminToken: string;
let lawyerToken: string;
let stores: Stores;

beforeAll(async () => {
  [adminToken, lawyerToken] = await Promise.all([signIn(admin.email, admin.password), signIn(lawyer.email, lawyer.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

async function ok<T>(name: string, data: unknown, token = adminToken): Promise<T> {
  const res = await callFn<T>(name, data, token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

/** Starts an export (answered at once, queued), then runs it as the page's background call does. */
async function exported(input: Record<string, unknown>): Promise<ExportView> {
  const queued = await ok<ExportView>('exports-start', input);
  expect(queued.status).toBe('na-fila');
  const done = await ok<ExportView>('exports-run', { exportId: queued.id });
  expect([done.status, done.error]).toEqual(['pronta', null]);
  return done;
}

async function download(view: Pick<ExportView, 'id' | 'fileName'>, token = adminToken): Promise<Response> {
  return fetch(`${FILES}/${exportDownloadPath(view.id, view.fileName)}`, { headers: { authorization: `Bearer ${token}` } });
}

/** The archive's entries by name, as text. */
async function archive(view: ExportView): Promise<Map<string, string>> {
  const res = await download(view);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.byteLength).toBe(view.size);
  const read = readZipEntries(bytes, 1024 ** 3);
  if (!('entries' in read)) throw new Error(`unreadable archive: ${read.refused}`);
  // ignoreBOM keeps the CSVs' BOM in the text, where the test looks for it.
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  return new Map(read.entries.map((e) => [e.name, utf8.decode(e.bytes)]));
}

const idsIn = (entries: Map<string, string>, collection: string) =>
  (JSON.parse(entries.get(`dados/${collection}.json`) ?? 'null') as { id: string }[] | null)?.map((r) => r.id) ?? null;

const putFile = (path: string, text: string) =>
  stores.files.put(path, new TextEncoder().encode(text), { contentType: 'application/pdf', metadata: { originalName: path.split('/').pop()! } });

describe('exports: refusals', () => {
  it('refuses everyone but administrators in pt-BR, storing nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.exports);
    for (const [name, data] of [
      ['exports-start', { scope: 'escritorio' }],
      ['exports-start', { scope: 'cliente', clientId: 'cli-001' }],
      ['exports-run', { exportId: 'exp-nao-existe' }],
      ['exports-list', {}],
    ] as const) {
      const res = await callFn(name, data, lawyerToken);
      expect([res.status, res.error?.message], name).toEqual([403, 'Somente administradores podem fazer isso.']);
    }
    expect(await stores.documents.count(COLLECTIONS.exports)).toBe(before);
  });

  it('refuses a client that does not exist and a scope it does not know, storing nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.exports);
    expect((await callFn('exports-start', { scope: 'cliente', clientId: 'cli-nao-existe' }, adminToken)).status).toBe(404);
    const bad = await callFn('exports-start', { scope: 'tudo' }, adminToken);
    expect(bad.status).toBe(400);
    expect(await stores.documents.count(COLLECTIONS.exports)).toBe(before);
  });
});

describe('exports: the whole office', () => {
  let view: ExportView;
  let entries: Map<string, string>;
  const own = `clients/cli-001/${run}-procuracao.pdf`;
  const foreign = `outro-escritorio/cli-001/${run}-segredo.pdf`;

  beforeAll(async () => {
    await putFile(own, 'procuração');
    await putFile(foreign, 'de outro escritório');
    view = await exported({ scope: 'escritorio' });
    entries = await archive(view);
  });

  it('holds every record the seed has, collection by collection, as JSON and CSV, with the counts the store has', async () => {
    for (const [collection, records] of Object.entries(SEED)) {
      const ids = idsIn(entries, collection);
      expect(ids, collection).not.toBeNull();
      const stored = await stores.documents.count(collection);
      expect([collection, ids!.length, view.counts[collection]]).toEqual([collection, stored, stored]);
      const seedStill = (await stores.documents.getMany(collection, Object.keys(records))).filter((d) => d !== null).map((d) => d.id);
      expect(
        seedStill.filter((id) => !ids!.includes(id)),
        collection,
      ).toEqual([]);
      // One CSV line per record after the header (a field with line breaks is quoted, so count ids at line starts).
      const csv = entries.get(`dados/${collection}.csv`)!;
      expect(csv.startsWith('\uFEFFid;versao;criadoEm;atualizadoEm'), collection).toBe(true);
      for (const id of seedStill.slice(0, 3)) expect(csv, `${collection}/${id}`).toContain(`\r\n${id};`);
    }
    // The audit log goes too.
    expect(idsIn(entries, COLLECTIONS.audit)!.length).toBeGreaterThan(0);
  });

  it('leaves out the collections that hold secrets, and the DataJud key', () => {
    for (const collection of Object.keys(EXPORT_EXCLUDED)) expect(entries.has(`dados/${collection}.json`), collection).toBe(false);
    const integrations = JSON.parse(entries.get(`dados/${COLLECTIONS.integrations}.json`) ?? '[]') as { apiKey?: string | null }[];
    for (const i of integrations) expect([null, undefined, REDACTED_VALUE]).toContain(i.apiKey);
    expect(entries.get('LEIA-ME.txt')).toContain('Deixados de fora');
  });

  it("holds the office's files in their folders and no file of another office", () => {
    expect(entries.get(`arquivos/${own}`)).toBe('procuração');
    expect([...entries.keys()].filter((name) => name.includes('outro-escritorio') || name.startsWith('arquivos/exports/'))).toEqual([]);
    expect(entries.get('indice-de-arquivos.csv')).toContain(`arquivos/${own}`);
    expect(view.files).toBeGreaterThanOrEqual(1);
  });

  it('is audited (asked, written, downloaded) and announced in the bell of who asked', async () => {
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: view.id }], limit: 20 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['exports.download', 'exports.finish', 'exports.start']);
    const bell = await ok<NotificationPage>('notifications-list', { limit: 50 });
    const notice = bell.items.find(
      (n) => n.kind === 'exportacao-pronta' && n.link === '/settings/exports' && n.title === 'Exportação do escritório pronta para baixar',
    );
    expect(notice?.detail).toMatch(/^Arquivo ZIP de .+\. O link vale até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/);
    const list = await ok<{ items: ExportView[] }>('exports-list', {});
    expect(list.items.find((e) => e.id === view.id)).toMatchObject({ status: 'pronta', requestedByName: admin.name, expired: false, done: view.total });
  });

  it('refuses the download once the link expired, in pt-BR, and to anyone but an administrator', async () => {
    expect((await download(view, lawyerToken)).status).toBe(403);
    const stored = (await stores.documents.get(COLLECTIONS.exports, view.id))!;
    await stores.documents.update(COLLECTIONS.exports, view.id, stored.version, { expiresAt: '2026-01-02T15:30:00.000Z' });
    const res = await download(view);
    const body = (await res.json()) as { error: { message: string } };
    expect([res.status, body.error.message]).toEqual([400, 'O link desta exportação expirou em 02/01/2026 às 12:30. Gere uma nova exportação.']);
    const list = await ok<{ items: ExportView[] }>('exports-list', {});
    expect(list.items.find((e) => e.id === view.id)?.expired).toBe(true);
  });
});

describe("exports: one client's own data (LGPD art. 18, V)", () => {
  /** A client with a lawsuit, an agenda entry, a lançamento, a message and a file, all their own. */
  async function clientWithRecords(name: string) {
    const client = await ok<{ id: string }>('clients-create', { client: clientInput(nextCpf(), { name }) });
    const lawsuit = await ok<{ id: string }>('lawsuits-create', { lawsuit: lawsuitInput(nextCnj(), client.id) });
    const event = await ok<{ event: { id: string } }>('agenda-create', {
      event: eventInput({ date: '2027-05-10', ownerId: lawyer.uid, clientId: client.id, lawsuitId: lawsuit.id, title: `Audiência de ${name}` }),
    });
    const saved = await ok<{ transaction: { id: string } }>('finance-create', {
      transaction: transaction({ clientId: client.id, lawsuitId: lawsuit.id, description: `Honorários de ${name}` }),
      plan: { mode: 'unico' },
    });
    await ok('messages-send', { toIds: [lawyer.uid], subject: `Sobre ${name}`, body: 'Conferir documentos.', link: { kind: 'client', id: client.id } });
    await putFile(`clients/${client.id}/${run}-rg.pdf`, `RG de ${name}`);
    return { client: client.id, lawsuit: lawsuit.id, event: event.event.id, transaction: saved.transaction.id };
  }

  it("holds the client's record, lawsuits, agenda, money, messages and files, and nothing of another client", async () => {
    const nameA = `Ana Exportada ${run}`;
    const nameB = `Bruno Alheio ${run}`;
    const a = await clientWithRecords(nameA);
    const b = await clientWithRecords(nameB);
    // B as a co-autor of A's lawsuit, with a lançamento of B's on it: B's money, not A's data. Stored straight (the
    // form would ask B to be on the lawsuit first) and removed after the export, so the monthly rollups, which the
    // finance tests compare with the lançamentos, never meet it.
    const coClient = (await stores.documents.get(COLLECTIONS.transactions, b.transaction))!.data;
    await stores.documents.create(COLLECTIONS.transactions, `trn-coautor-${run}`, { ...coClient, lawsuitId: a.lawsuit });
    let view: ExportView;
    try {
      view = await exported({ scope: 'cliente', clientId: a.client });
    } finally {
      await stores.documents.delete(COLLECTIONS.transactions, `trn-coautor-${run}`);
    }
    expect(view.fileName).toMatch(new RegExp(`^cliente-${a.client}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const entries = await archive(view);
    expect(idsIn(entries, COLLECTIONS.clients)).toEqual([a.client]);
    expect(idsIn(entries, COLLECTIONS.lawsuits)).toEqual([a.lawsuit]);
    expect(idsIn(entries, COLLECTIONS.events)).toEqual([a.event]);
    expect(idsIn(entries, COLLECTIONS.transactions)).toEqual([a.transaction]);
    expect(idsIn(entries, COLLECTIONS.messages)).toHaveLength(1);
    expect(entries.get(`arquivos/clients/${a.client}/${run}-rg.pdf`)).toBe(`RG de ${nameA}`);
    // No audit log, staff or other office data in a client's archive.
    expect(idsIn(entries, COLLECTIONS.audit)).toBeNull();
    expect(idsIn(entries, COLLECTIONS.staff)).toBeNull();
    for (const [name, text] of entries) {
      for (const other of [nameB, b.client, b.lawsuit, b.event, b.transaction, `trn-coautor-${run}`])
        expect(text.includes(other), `${name} names ${other}`).toBe(false);
    }
    const bell = await ok<NotificationPage>('notifications-list', { limit: 50 });
    expect(bell.items.some((n) => n.title === `Exportação de ${nameA} (LGPD) pronta para baixar`)).toBe(true);
  });

  it('does not run twice: a second run of a finished export answers it as it is', async () => {
    const queued = await ok<ExportView>('exports-start', { scope: 'cliente', clientId: 'cli-001' });
    const first = await ok<ExportView>('exports-run', { exportId: queued.id });
    const again = await ok<ExportView>('exports-run', { exportId: queued.id });
    expect([again.status, again.version, again.finishedAt]).toEqual(['pronta', first.version, first.finishedAt]);
  });
});
