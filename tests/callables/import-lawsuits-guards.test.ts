/**
 * The lawsuit import's guards once the job runs, on small files: a number registered after the preview (under
 * segredo, said without revealing it; or plainly), with no orphan client left; a starter who lost Processos write
 * since stops the job; the undo checks every lawsuit of a chunk before deleting any, and deletes by lawsuits-delete's
 * path (their relations with them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EMULATOR_PORTS, type ImportJobView, type LawsuitRecord, type Listed, type StaffCreated, type StaffMember } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores, type TypedDocumentStore } from '../../functions/src/store/typed';
import { runImport } from '../../functions/src/callables/imports/job/steps';
import { apiUrls } from '../support/court-standin/server';
import { standinTjsp } from '../support/courts';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { lawsuitInput, lawsuitValues } from '../support/records';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const HEADER = ['Número', 'Cliente'];
let token: string;
let adminToken: string;
let stores: Stores;
let db: TypedDocumentStore;
let seedClient: { id: string; name: string };

const request = (rows: string[][]) => ({
  source: 'colar',
  fileName: null,
  table: [HEADER, ...rows],
  hasHeader: true,
  mapping: null,
  defaultLawyerId: lawyer.uid,
});

async function start(rows: string[][], as = token): Promise<ImportJobView> {
  const res = await callFn<ImportJobView>('imports-start', request(rows), as);
  expect(res.error).toBeUndefined();
  return res.result!;
}

async function runToEnd(job: ImportJobView, as = token): Promise<ImportJobView> {
  let current = job;
  for (let i = 0; i < 20 && (current.status === 'em-andamento' || current.status === 'desfazendo'); i++) {
    const res = await callFn<ImportJobView>('imports-advance', { id: current.id, steps: 5 }, as);
    expect(res.error).toBeUndefined();
    current = res.result!;
  }
  return current;
}

const lawsuitOf = async (digits: string) => (await db.get(COLLECTIONS.lawsuitNumbers, digits))!.data.lawsuitId;
const movementsOf = (lawsuitId: string) => db.count(COLLECTIONS.movements, [{ field: 'lawsuitId', op: '==', value: lawsuitId }]);

beforeAll(async () => {
  process.env.DATAJUD_URL ??= apiUrls(`http://127.0.0.1:${EMULATOR_PORTS.courts}`).datajudUrl;
  [token, adminToken] = await Promise.all([signIn(lawyer.email, lawyer.password), signIn(admin.email, admin.password)]);
  stores = await testStores();
  db = typedStores(stores).documents;
  const client = (await db.list(COLLECTIONS.clients, { where: [{ field: 'status', op: '==', value: 'ativo' }], limit: 1 })).docs[0]!;
  seedClient = { id: client.id, name: client.data.name };
});
afterAll(async () => stores?.documents.close());

describe('an import job meets an office that changed after its preview', () => {
  it('skips a number registered since, naming no lawsuit under segredo, and creates no client for it', async () => {
    const [secret, plain, fresh] = [standinTjsp('61'), standinTjsp('62'), standinTjsp('63')];
    const orphan = `Cliente Sem Processo ${Date.now().toString(36)}`;
    const job = await start([
      [secret, seedClient.name],
      [plain, orphan],
      [fresh, seedClient.name],
    ]);
    // Registered after the start: one under segredo kept to another lawyer, one the importer may see.
    const hidden = await callFn(
      'lawsuits-create',
      { lawsuit: lawsuitInput(secret, seedClient.id, { confidential: true, responsibleLawyerIds: [admin.uid] }) },
      adminToken,
    );
    const open = await callFn('lawsuits-create', { lawsuit: lawsuitInput(plain, seedClient.id) }, token);
    expect([hidden.error, open.error]).toEqual([undefined, undefined]);
    const clientsBefore = await db.count(COLLECTIONS.clients);
    const done = await runToEnd(job);
    expect(done).toMatchObject({ status: 'concluida', counts: { imported: 1, clientsCreated: 0 } });
    expect(done.skippedRows).toEqual([
      { line: 2, cnj: expect.any(String), reason: 'não é possível importar este número CNJ; fale com um administrador do escritório' },
      { line: 3, cnj: expect.any(String), reason: 'número cadastrado no escritório depois da conferência' },
    ]);
    expect(await db.count(COLLECTIONS.clients)).toBe(clientsBefore);
    expect(await db.count(COLLECTIONS.clients, [{ field: 'name', op: '==', value: orphan }])).toBe(0);
  }, 60_000);

  it('stops the job, saying why, when its starter lost Processos write since', async () => {
    const email = `importa.perde.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const made = await callFn<StaffCreated>(
      'staff-create',
      { email, name: 'Importador Que Perdeu Acesso', read: ['Clientes'], write: ['Processos', 'Clientes'] },
      adminToken,
    );
    expect(made.error).toBeUndefined();
    await setPasswordFromLink(made.result!.passwordSetupLink!, 'Importa#2026y');
    const job = await start([[standinTjsp('64'), `Cliente Novo ${Date.now().toString(36)}`]], await signIn(email, 'Importa#2026y'));
    const member = (await db.get(COLLECTIONS.staff, made.result!.member.uid))!;
    const narrowed = await callFn<StaffMember>(
      'staff-setScopes',
      { uid: made.result!.member.uid, expectedVersion: member.version, read: ['Processos', 'Clientes'], write: ['Clientes'] },
      adminToken,
    );
    expect(narrowed.error).toBeUndefined();
    // The periodic pass takes the job (the starter's page cannot: its own call is now refused).
    await runImport(typedStores(stores), job.id, { deadline: Date.now() + 30_000 });
    const after = (await db.get(COLLECTIONS.imports, job.id))!.data;
    expect(after).toMatchObject({
      status: 'interrompida',
      writtenChunks: 0,
      stopReason: 'Quem iniciou a importação não tem mais permissão de escrita em Processos; o que já foi importado fica gravado.',
    });
    expect(await db.count(COLLECTIONS.lawsuits, [{ field: 'createdBy', op: '==', value: made.result!.member.uid }])).toBe(0);
  }, 60_000);

  it('undo checks every lawsuit of a chunk before deleting any, and deletes them with their relations', async () => {
    const rows = [standinTjsp('1'), standinTjsp('1')].map((n) => [n, seedClient.name]);
    const job = await runToEnd(await start(rows));
    expect(job.counts.imported).toBe(2);
    const [first, second] = await Promise.all(rows.map((r) => lawsuitOf(r[0]!)));
    const firstMovements = await movementsOf(first!);
    expect(firstMovements).toBeGreaterThan(0);
    const undo = await callFn<ImportJobView>('imports-undo', { id: job.id, expectedVersion: job.version }, token);
    expect(undo.error).toBeUndefined();
    // Edited after the undo was accepted, before its step: the step stops, and the chunk keeps everything.
    const stored = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: second! }, token)).result!;
    const edit = await callFn(
      'lawsuits-update',
      { id: stored.id, expectedVersion: stored.version, lawsuit: { ...lawsuitValues(stored as unknown as Record<string, unknown>), comarca: 'Campinas' } },
      token,
    );
    expect(edit.error).toBeUndefined();
    const stopped = await runToEnd(undo.result!);
    expect(stopped.status).toBe('interrompida');
    expect(await movementsOf(first!)).toBe(firstMovements);
    expect(await db.get(COLLECTIONS.lawsuits, first!)).not.toBeNull();

    // An unchanged batch whose lawsuit was related to another: the relation goes with it.
    const single = [[standinTjsp('1'), seedClient.name]];
    const other = await runToEnd(await start(single));
    const imported = await lawsuitOf(single[0]![0]!);
    const linked = await callFn('lawsuits-link', { lawsuitId: imported, relatedId: first!, kind: 'recurso' }, token);
    expect(linked.error).toBeUndefined();
    const undone = await runToEnd((await callFn<ImportJobView>('imports-undo', { id: other.id, expectedVersion: other.version }, token)).result!);
    expect(undone.status).toBe('desfeita');
    expect(await db.get(COLLECTIONS.lawsuits, imported)).toBeNull();
    expect(await db.count(COLLECTIONS.lawsuitLinks, [{ field: 'lawsuitIds', op: 'array-contains', value: imported }])).toBe(0);
    expect(await db.count(COLLECTIONS.lawsuitLinks, [{ field: 'lawsuitIds', op: 'array-contains', value: first! }])).toBe(0);
  }, 90_000);
});
