/**
 * Importing lawsuits by CNJ number over HTTP, against the DataJud stand-in: a 500-row spreadsheet with bad numbers,
 * repeats, numbers the office holds and unknown clients, previewed (nothing written), imported as a job, stopped
 * half way as a crashed runner leaves it and resumed by the periodic pass without a duplicate; the report; the
 * remembered mapping; undo refused after a change, and a whole batch undone; refusals in pt-BR with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  cpfCheckDigits,
  DATAJUD_PUBLIC_KEY,
  EMULATOR_PORTS,
  importChunkId,
  mapDatajudProcess,
  type ImportJobView,
  type LawsuitImportPreview,
  type ClientRecord,
  type LawsuitRecord,
  type Listed,
  type StaffCreated,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import type { ListPage } from '../../functions/src/store/port';
import { typedStores, type TypedDocumentStore } from '../../functions/src/store/typed';
import { jobContext, resumeImports } from '../../functions/src/callables/imports/job/steps';
import { lookUpChunk } from '../../functions/src/callables/imports/job/enrich-chunk';
import { createChunkClients, writeChunkLawsuits } from '../../functions/src/callables/imports/job/write-chunk';
import { datajudHttp } from '../../functions/src/integrations/datajud-client';
import { datajudSources } from '../support/court-standin/datasets';
import { apiUrls } from '../support/court-standin/server';
import { standinTjsp } from '../support/courts';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { lawsuitValues } from '../support/records';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let adminToken: string;
let stores: Stores;
let db: TypedDocumentStore;

let cpfSeed = 700_000_000 + Math.floor(Math.random() * 90_000_000);
const newCpf = () => {
  const base = String(++cpfSeed);
  return base + cpfCheckDigits(base);
};
/** A number whose check digits are wrong. */
const broken = (digits: string) => `${digits.slice(0, 7)}${String((Number(digits.slice(7, 9)) + 1) % 100).padStart(2, '0')}${digits.slice(9)}`;

const request = (table: string[][], extra: Record<string, unknown> = {}) => ({
  source: 'xlsx',
  fileName: 'processos.xlsx',
  table,
  hasHeader: true,
  mapping: null,
  defaultLawyerId: lawyer.uid,
  ...extra,
});

async function count(collection: 'lawsuits' | 'clients' | 'imports' | 'lawsuitNumbers'): Promise<number> {
  return db.count(COLLECTIONS[collection]);
}

async function runToEnd(job: ImportJobView, as = token): Promise<ImportJobView> {
  let current = job;
  for (let i = 0; i < 200 && (current.status === 'em-andamento' || current.status === 'desfazendo'); i++) {
    const res = await callFn<ImportJobView>('imports-advance', { id: current.id, steps: 20 }, as);
    expect(res.error).toBeUndefined();
    current = res.result!;
  }
  return current;
}

interface Spreadsheet {
  table: string[][];
  found: string[];
  notFound: string[];
  byDocument: { digits: string; clientId: string }[];
  newClients: string[];
}

/** 500 rows: 440 good numbers (40 DataJud does not know), 30 bad, 15 repeated, 5 the office holds, 10 without a client. */
async function spreadsheet(): Promise<Spreadsheet> {
  // The seed's own (cli-…, proc-…): other files (the access matrix first) add clients whose names may repeat, which
  // a row naming its client only by name would then find twice.
  const seedClients = (await db.list(COLLECTIONS.clients, { where: [{ field: 'status', op: '==', value: 'ativo' }], limit: 500 })).docs.filter(
    (c) => c.id.startsWith('cli-') && c.data.document,
  );
  // A row naming its client only by name takes a seed client whose name no other client has: the files before this
  // one (datajud, notifications…) add clients, some named as the seed's, and a shared name is refused as ambiguous.
  const named = new Map<string, number>();
  for (let after: string | null = null; ;) {
    const page: ListPage<ClientRecord> = await db.list(COLLECTIONS.clients, { limit: 500, ...(after ? { after } : {}) });
    page.docs.forEach((c) => named.set(c.data.nameKey, (named.get(c.data.nameKey) ?? 0) + 1));
    if (!page.nextCursor) break;
    after = page.nextCursor;
  }
  const uniquelyNamed = seedClients.filter((c) => named.get(c.data.nameKey) === 1);
  const held = (await db.list(COLLECTIONS.lawsuits, { limit: 500 })).docs
    .filter((l) => l.id.startsWith('proc-') && l.data.cnj && !l.data.confidential)
    .slice(0, 5);
  const table: string[][] = [['Número do processo', 'Cliente', 'CPF/CNPJ', 'Advogado responsável', 'Pasta']];
  const sheet: Spreadsheet = { table, found: [], notFound: [], byDocument: [], newClients: [] };
  const newNames = Array.from({ length: 12 }, (_, i) => `Cliente Novo Importado ${cpfSeed}-${i}`);
  for (let i = 0; i < 440; i++) {
    const missing = i % 11 === 5;
    const digits = standinTjsp(missing ? '0000' : '1');
    (missing ? sheet.notFound : sheet.found).push(digits);
    const cnj = i % 2 ? digits : `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits[13]}.${digits.slice(14, 16)}.${digits.slice(16)}`;
    const kind = i % 4;
    if (kind === 0) {
      const client = seedClients[i % seedClients.length]!;
      sheet.byDocument.push({ digits, clientId: client.id });
      table.push([cnj, '', client.data.document, lawyer.name, `P-${i}`]);
    } else if (kind === 1) {
      const client = uniquelyNamed[(i * 7) % uniquelyNamed.length]!;
      table.push([cnj, client.data.name, '', '', '']);
    } else if (kind === 2) {
      const name = newNames[(i >> 2) % newNames.length]!;
      sheet.newClients.push(name);
      table.push([cnj, name, '', 'Pessoa Que Não Existe', '']);
    } else table.push([cnj, `Empresa Nova ${i} Ltda.`, '', i % 8 === 3 ? 'OAB/SP 245.180' : 'OAB/SP 999.999', '']);
  }
  for (let i = 0; i < 20; i++) table.push([broken(standinTjsp('2')), 'Cliente Qualquer', '', '', '']);
  for (let i = 0; i < 10; i++) table.push([standinTjsp('2').slice(0, 13), 'Cliente Qualquer', '', '', '']);
  for (let i = 0; i < 15; i++) table.push([sheet.found[i * 3]!, 'Cliente Repetido', '', '', '']);
  for (const l of held) table.push([l.data.cnj!, 'Cliente da Casa', '', '', '']);
  for (let i = 0; i < 10; i++) table.push([standinTjsp('3'), '', '', '', '']);
  return sheet;
}

let sheet: Spreadsheet;

beforeAll(async () => {
  process.env.DATAJUD_URL ??= apiUrls(`http://127.0.0.1:${EMULATOR_PORTS.courts}`).datajudUrl;
  [token, adminToken] = await Promise.all([signIn(lawyer.email, lawyer.password), signIn(admin.email, admin.password)]);
  stores = await testStores();
  db = typedStores(stores).documents;
  sheet = await spreadsheet();
});
afterAll(async () => stores?.documents.close());

describe('import of lawsuits by CNJ number', () => {
  it('previews a 500-row spreadsheet: every refused row with its reason, the mapping guessed, nothing written', async () => {
    const before = await Promise.all([count('lawsuits'), count('clients'), count('imports')]);
    const res = await callFn<LawsuitImportPreview>('imports-preview', request(sheet.table), token);
    expect(res.error).toBeUndefined();
    const p = res.result!;
    expect(p.mapping).toEqual({ cnj: 0, client: 1, document: 2, lawyer: 3, folder: 4, subject: null, comarca: null });
    expect(p.total).toBe(500);
    expect(p.valid).toBe(440);
    expect(p.problemCount).toBe(60);
    const reasons = (text: RegExp) => p.problems.filter((x) => text.test(x.reason)).length;
    expect(reasons(/dígitos verificadores não conferem/)).toBe(20);
    expect(reasons(/incompleto/)).toBe(10);
    expect(reasons(/repetido no arquivo \(linha \d+\)/)).toBe(15);
    expect(reasons(/já cadastrado no escritório/)).toBe(5);
    expect(reasons(/sem cliente/)).toBe(10);
    // 12 new names and 110 new companies, each created once however many rows name it.
    expect(p.newClients).toBe(12 + 110);
    const defaulted = p.sample.find((r) => r.lawyer === 'Pessoa Que Não Existe')!;
    expect(defaulted).toMatchObject({ lawyerId: lawyer.uid, lawyerDefaulted: true, match: { kind: 'new' } });
    // A lawyer by the OAB inscription the team page records (Sobre), another's OAB matching nobody.
    expect(p.sample.find((r) => r.line === 5)).toMatchObject({ lawyerId: 'staff-helena-barbosa', lawyerDefaulted: false });
    expect(p.sample.find((r) => r.line === 9)).toMatchObject({ lawyerId: lawyer.uid, lawyerDefaulted: true });
    expect(await Promise.all([count('lawsuits'), count('clients'), count('imports')])).toEqual(before);
  });

  it('refuses in pt-BR and stores nothing: no number column, an empty file, a reader, a default lawyer who is not one', async () => {
    const before = await Promise.all([count('lawsuits'), count('clients'), count('imports')]);
    const noNumber = await callFn('imports-start', request([['Cliente'], ['Fulano de Tal']]), token);
    expect([noNumber.status, noNumber.error?.details?.fields?.['mapping.cnj']]).toEqual([400, 'Escolha a coluna do número CNJ.']);
    const empty = await callFn('imports-start', request([['Número', 'Cliente']]), token);
    expect(empty.error?.details?.fields?.table).toBe('O arquivo não tem linhas depois do cabeçalho.');
    const allBad = await callFn(
      'imports-start',
      request([
        ['Número', 'Cliente'],
        ['123', 'Fulano de Tal'],
      ]),
      token,
    );
    expect(allBad.error?.details?.fields?.table).toBe('Nenhuma linha pode ser importada: confira os motivos na prévia.');
    const notLawyer = await callFn('imports-start', request(sheet.table.slice(0, 3), { defaultLawyerId: 'cli-001' }), token);
    expect(notLawyer.error?.details?.fields?.defaultLawyerId).toMatch(/advogados\(as\) ativos\(as\)/);
    // Processos and Clientes to read, Processos to write: new clients are refused row by row, said in pt-BR.
    const email = `importa.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const made = await callFn<StaffCreated>('staff-create', { email, name: 'Importadora Sem Clientes', read: ['Clientes'], write: ['Processos'] }, adminToken);
    expect(made.error).toBeUndefined();
    await setPasswordFromLink(made.result!.passwordSetupLink!, 'Importa#2026x');
    const limited = await signIn(email, 'Importa#2026x');
    const preview = (await callFn<LawsuitImportPreview>('imports-preview', request(sheet.table), limited)).result!;
    expect(preview.valid).toBe(220);
    expect(preview.problems.find((x) => x.line === 4)?.reason).toBe(
      'cliente não cadastrado: cadastrar clientes na importação requer permissão de escrita em Clientes',
    );
    expect(await Promise.all([count('lawsuits'), count('clients'), count('imports')])).toEqual(before);
  });

  let job: ImportJobView;

  it('imports as a job; a runner that dies after writing a chunk is resumed by the periodic pass with no duplicate', async () => {
    const clientsBefore = await count('clients');
    const started = await callFn<ImportJobView>('imports-start', request(sheet.table), token);
    expect(started.error).toBeUndefined();
    expect(started.result).toMatchObject({ status: 'em-andamento', chunkCount: 9, writtenChunks: 0, counts: { total: 500, planned: 440, skipped: 60 } });
    const id = started.result!.id;
    // Four chunks over HTTP, as the page asks for them (each call works up to 20 s, then answers).
    let four = started.result!;
    while (four.enrichedChunks < 4) four = (await callFn<ImportJobView>('imports-advance', { id, steps: 4 - four.enrichedChunks }, token)).result!;
    expect(four).toMatchObject({ writtenChunks: 4, enrichedChunks: 4, counts: { imported: 200 } });
    // The fifth chunk as a runner leaves it when killed between its two commits: lawsuits written, no andamentos,
    // and its lease still on the job until it lapses.
    const typed = typedStores(stores);
    const stored = (await typed.documents.get(COLLECTIONS.imports, id))!;
    const ctx = (await jobContext(typed, stored.data))!;
    const chunk = (await typed.documents.get(COLLECTIONS.importChunks, importChunkId(id, 4)))!;
    const lookup = await lookUpChunk(
      datajudHttp(),
      chunk.data,
      (await typed.documents.get(COLLECTIONS.integrations, 'datajud'))?.data.apiKey ?? DATAJUD_PUBLIC_KEY,
    );
    await writeChunkLawsuits(ctx, id, chunk.id, await createChunkClients(ctx, id, chunk.data), lookup);
    const dead = (await typed.documents.get(COLLECTIONS.imports, id))!;
    await typed.documents.update(COLLECTIONS.imports, id, dead.version, { lease: { owner: 'runner-dead', until: new Date(Date.now() - 1000).toISOString() } });
    expect((await typed.documents.get(COLLECTIONS.imports, id))?.data).toMatchObject({ writtenChunks: 5, enrichedChunks: 4 });

    // The pass that resumes unfinished jobs (with the notifier: every 5 minutes in production, every minute under
    // npm start) takes the lapsed lease over and finishes the job.
    const pass = await resumeImports(typed, Date.now() + 120_000);
    expect(pass.steps).toBeGreaterThanOrEqual(5);
    job = (await callFn<ImportJobView>('imports-get', { id }, token)).result!;
    job = await runToEnd(job);
    expect(job.status).toBe('concluida');
    expect(job.counts).toMatchObject({ total: 500, planned: 440, imported: 440, skipped: 60, enriched: 400, notFound: 40, clientsCreated: 122 });
    expect(job.skippedRows).toHaveLength(60);
    expect(await count('clients')).toBe(clientsBefore + 122);

    // Each number once, each lawsuit with the court's andamentos once.
    const numbers = await db.getMany(COLLECTIONS.lawsuitNumbers, [...sheet.found, ...sheet.notFound]);
    expect(numbers.every(Boolean)).toBe(true);
    for (const digits of [sheet.found[200]!, sheet.found[230]!]) {
      const key = numbers[sheet.found.indexOf(digits)]!;
      const lawsuit = (await db.get(COLLECTIONS.lawsuits, key.data.lawsuitId))!.data;
      expect(lawsuit).toMatchObject({
        className: 'Procedimento Comum Cível',
        court: '2ª Vara Cível',
        status: 'ativo',
        responsibleLawyerIds: [expect.any(String)],
      });
      expect(lawsuit.subject).toContain('Indenização por Dano Moral');
      const movements = await db.count(COLLECTIONS.movements, [{ field: 'lawsuitId', op: '==', value: key.data.lawsuitId }]);
      expect(movements).toBe(mapDatajudProcess(datajudSources(digits, 'TJSP')).movements.length);
    }
    // Not in DataJud: imported all the same, said so, fields left for the office to complete.
    const missingKey = numbers[sheet.found.length]!;
    const missing = (await db.get(COLLECTIONS.lawsuits, missingKey.data.lawsuitId))!.data;
    expect(missing).toMatchObject({ className: 'Não informada', court: 'Não informado' });
    expect((await db.get(COLLECTIONS.courtData, missingKey.data.lawsuitId))?.data.status).toBe('nao-encontrado');
    // A client by CPF/CNPJ, a lawyer by name, the folder as the internal reference.
    const { digits, clientId } = sheet.byDocument[3]!;
    const byDoc = (await db.get(COLLECTIONS.lawsuits, numbers[sheet.found.concat(sheet.notFound).indexOf(digits)]!.data.lawsuitId))!.data;
    expect(byDoc).toMatchObject({ clientId, responsibleLawyerIds: [lawyer.uid], internalRef: 'P-12' });
    // Audited as the person who started it.
    const audit = await db.list(COLLECTIONS.audit, { where: [{ field: 'action', op: '==', value: 'imports.start' }], limit: 50 });
    expect(audit.docs.some((d) => d.data.entityId === id && d.data.actor === lawyer.uid)).toBe(true);
  }, 300_000);

  it('remembers the mapping of the layout for the next file', async () => {
    const custom = { cnj: 0, client: 1, document: 2, lawyer: null, folder: null, subject: 4, comarca: null };
    const table = [sheet.table[0]!, [standinTjsp('4'), 'Cliente Mapeado Ltda.', '', '', 'Cobrança']];
    const started = await callFn<ImportJobView>('imports-start', request(table, { mapping: custom }), token);
    expect(started.error).toBeUndefined();
    await runToEnd(started.result!);
    const again = (await callFn<LawsuitImportPreview>('imports-preview', request(table), token)).result!;
    expect(again).toMatchObject({ remembered: true, mapping: custom });
  }, 60_000);

  it('refuses to undo a batch after one of its lawsuits changed, naming it; undoes an unchanged batch whole', async () => {
    const numbers = await db.getMany(COLLECTIONS.lawsuitNumbers, [sheet.found[1]!]);
    const edited = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: numbers[0]!.data.lawsuitId }, token)).result!;
    const update = await callFn(
      'lawsuits-update',
      { id: edited.id, expectedVersion: edited.version, lawsuit: { ...lawsuitValues(edited as unknown as Record<string, unknown>), comarca: 'São Paulo' } },
      token,
    );
    expect(update.error).toBeUndefined();
    const before = await count('lawsuits');
    const refused = await callFn('imports-undo', { id: job.id, expectedVersion: job.version }, token);
    expect([refused.status, refused.error?.details?.id]).toEqual([400, 'invalid-state']);
    expect(refused.error?.details?.fields?._).toContain(`o processo ${edited.cnj} (linha 3) foi editado`);
    expect(await count('lawsuits')).toBe(before);

    // A smaller batch (two chunks), unchanged: undone whole, its new clients too, its numbers free again.
    const undoneName = `Cliente Desfeito ${cpfSeed}`;
    const document = newCpf();
    const rows = Array.from({ length: 60 }, (_, i) => [standinTjsp('5'), i % 2 ? undoneName : 'Construtora Horizonte Ltda.', i === 4 ? document : '', '', '']);
    const small = await runToEnd((await callFn<ImportJobView>('imports-start', request([sheet.table[0]!, ...rows]), token)).result!);
    expect(small.counts).toMatchObject({ imported: 60, clientsCreated: 2 });
    const clientsBefore = await count('clients');
    const undo = await callFn<ImportJobView>('imports-undo', { id: small.id, expectedVersion: small.version }, token);
    expect(undo.error).toBeUndefined();
    const undone = await runToEnd(undo.result!);
    expect(undone).toMatchObject({ status: 'desfeita', counts: { undone: 60 }, stopReason: null });
    expect(await count('clients')).toBe(clientsBefore - 2);
    expect(
      (
        await db.getMany(
          COLLECTIONS.lawsuitNumbers,
          rows.map((r) => r[0]!),
        )
      ).every((k) => k === null),
    ).toBe(true);
    const log = await db.list(COLLECTIONS.audit, { where: [{ field: 'action', op: '==', value: 'imports.undoLawsuit' }], limit: 100 });
    expect(log.docs.filter((d) => d.data.entityId.startsWith(`proc-${small.id}-`))).toHaveLength(60);
    // Someone else's job does not exist for them.
    const other = await callFn(
      'imports-get',
      { id: small.id },
      await signIn(SEED_STAFF.find((s) => !s.admin && s.uid !== lawyer.uid)!.email, SEED_STAFF.find((s) => !s.admin && s.uid !== lawyer.uid)!.password),
    );
    expect(other.error?.details?.id).toBe('not-found');
  }, 180_000);
});
