/**
 * Files attached to clients, lawsuits and lançamentos (receipts): upload through the files function, list, download,
 * delete, and the limits; categories and descriptions, new versions and their history, audio and video.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type FileEntry, COLLECTIONS, SIMULTANEOUS_VERSION_REASON, versionsPrefix } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, operationEndpoint, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';
import { claimIdOf } from '../../functions/src/platform/file-version-claims';
import { minimalDocx } from '../support/zip';
import { isoMedia, mp3, opus } from '../support/media';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let token: string;
let stores: Stores;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function upload(folder: string, name: string, body: Uint8Array | string, contentType: string, auth = token) {
  const payload = typeof body === 'string' ? body : new Blob([new Uint8Array(body)]);
  const res = await fetch(`${FILES}/${folder}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': contentType },
    body: payload,
  });
  return { status: res.status, json: (await res.json()) as FileEntry & { error?: { details?: { id?: string; fields?: Record<string, string> } } } };
}

type Answer = FileEntry & { error?: { details?: { id?: string; fields?: Record<string, string>; reason?: string } } };

/** POSTs bytes to the files function at `target` (a record's folder; a file's path for a new version), with `params` as the query. */
async function post(target: string, params: Record<string, string>, body: Uint8Array | string, contentType: string, auth = token) {
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  const payload = typeof body === 'string' ? body : new Blob([new Uint8Array(body)]);
  const res = await fetch(`${FILES}/${target}?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': contentType },
    body: payload,
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function download(path: string): Promise<{ status: number; bytes: Buffer; disposition: string | null }> {
  const res = await fetch(`${FILES}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') };
}

async function listed(folder: string): Promise<FileEntry[]> {
  return (await callFn<FileEntry[]>('attachments-list', { folder }, token)).result ?? [];
}

/** The audit entries of a record's files, oldest first. */
type AuditShape = { action: string; entity: string; changedFields: string[] };
async function fileAudit(recordId: string): Promise<{ action: string; changedFields: string[] }[]> {
  const page = await stores.documents.list<AuditShape>(COLLECTIONS.audit, {
    where: [{ field: 'entityId', op: '==', value: recordId }],
    orderBy: [{ field: 'at' }],
    limit: 100,
  });
  return page.docs.filter((d) => d.data.entity === 'files').map((d) => ({ action: d.data.action, changedFields: d.data.changedFields }));
}

/** An MP4 video: its `ftyp` box, brand "isom". */
const mp4 = isoMedia('isom');

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('attached files', () => {
  it('uploads a procuração to a client, lists it, downloads the same bytes, and deletes it', async () => {
    const up = await upload('clients/cli-005', 'Procuração ad judicia.pdf', pdf, 'application/pdf');
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ name: 'Procuração ad judicia.pdf', size: pdf.byteLength, contentType: 'application/pdf', uploadedBy: lawyer.uid });
    expect(up.json.path).toMatch(/^clients\/cli-005\/[a-z0-9]+-Procuracao-ad-judicia\.pdf$/);

    const list = await callFn<FileEntry[]>('attachments-list', { folder: 'clients/cli-005' }, await signIn(finance.email, finance.password));
    expect(list.result?.map((f) => f.path)).toContain(up.json.path);

    const down = await fetch(`${FILES}/${up.json.path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(down.headers.get('content-disposition')).toContain(encodeURIComponent('Procuração ad judicia.pdf'));
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);

    const audit = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'entityId', op: '==', value: 'cli-005' }],
      orderBy: [{ field: 'at' }],
      limit: 10,
    });
    expect(audit.docs.map((d) => d.data.action)).toContain('files.upload');

    expect((await callFn('attachments-delete', { path: up.json.path }, token)).status).toBe(200);
    expect((await fetch(`${FILES}/${up.json.path}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('attaches to lawsuits too', async () => {
    const up = await upload(
      'lawsuits/proc-002',
      'Petição inicial.docx',
      minimalDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(up.status).toBe(201);
    const list = await callFn<FileEntry[]>('attachments-list', { folder: 'lawsuits/proc-002' }, token);
    expect(list.result?.map((f) => f.name)).toContain('Petição inicial.docx');
  });

  it("attaches a receipt to a lançamento for Financeiro's people, and refuses it to someone without Financeiro", async () => {
    const financeToken = await signIn(finance.email, finance.password);
    const receipt = await upload('transactions/trn-001', 'Comprovante PIX.pdf', pdf, 'application/pdf', financeToken);
    expect(receipt.status).toBe(201);
    expect(receipt.json.path).toMatch(/^transactions\/trn-001\//);
    const list = await callFn<FileEntry[]>('attachments-list', { folder: 'transactions/trn-001' }, financeToken);
    expect(list.result?.map((f) => f.name)).toContain('Comprovante PIX.pdf');
    const audit = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'entityId', op: '==', value: 'trn-001' }],
      orderBy: [{ field: 'at' }],
      limit: 50,
    });
    expect(audit.docs.map((d) => [d.data.section, d.data.action])).toContainEqual(['finance', 'files.upload']);

    const internToken = await signIn(intern.email, intern.password);
    const refused = await upload('transactions/trn-001', 'Outro.pdf', pdf, 'application/pdf', internToken);
    expect([refused.status, refused.json.error?.details?.id]).toEqual([403, 'missing-scope']);
    expect((await callFn('attachments-list', { folder: 'transactions/trn-001' }, internToken)).status).toBe(403);
    expect((await fetch(`${FILES}/${receipt.json.path}`, { headers: { authorization: `Bearer ${internToken}` } })).status).toBe(403);
    expect((await stores.files.list('transactions/trn-001')).length).toBe(1);
  });

  it('refuses a type outside the allow-list, an empty file, an oversized file and a missing record', async () => {
    const exe = await upload('clients/cli-005', 'virus.exe', 'MZ', 'application/x-msdownload');
    expect([exe.status, exe.json.error?.details?.fields?.file]).toEqual([400, expect.stringMatching(/Tipo de arquivo não aceito/)]);
    const empty = await upload('clients/cli-005', 'vazio.pdf', '', 'application/pdf');
    expect(empty.json.error?.details?.fields?.file).toMatch(/vazio/);
    const big = await upload('clients/cli-005', 'grande.pdf', new Uint8Array(20 * 1024 * 1024 + 1), 'application/pdf');
    expect([big.status, big.json.error?.details?.fields?.file]).toEqual([400, expect.stringMatching(/20 MB/)]);
    const orphan = await upload('clients/cli-nao-existe', 'x.pdf', pdf, 'application/pdf');
    expect(orphan.status).toBe(404);
    expect((await stores.files.list('clients/cli-nao-existe')).length).toBe(0);
  });

  it('refuses content that is not what its type and name say, programs, and names with invisible characters', async () => {
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    const program = Buffer.alloc(256);
    program.write('MZ');
    program.writeUInt32LE(0x80, 0x3c);
    program.write('PE\0\0', 0x80, 'latin1');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6a14d0000000049454e44ae426082',
      'hex',
    );
    const refused: [string, string | Uint8Array, string, RegExp][] = [
      ['foto.png', html, 'image/png', /não corresponde ao tipo declarado \(imagem PNG\)/],
      ['contrato.pdf', html, 'application/pdf', /não corresponde ao tipo declarado \(PDF\)/],
      ['leia.txt', html, 'text/plain', /página da web/],
      ['fatura.pdf', program, 'application/pdf', /Programas e scripts/],
      ['planilha.csv', program, 'text/csv', /Programas e scripts/],
      ['fatura\u202Efdp.exe', pdf, 'application/pdf', /caracteres invisíveis/],
      ['relatorio.exe', pdf, 'application/pdf', /Programas e scripts/],
      ['relatorio.png', pdf, 'application/pdf', /terminado em \.pdf/],
      ['imagem.png', pdf, 'image/png', /não corresponde/],
      ['texto.txt', png, 'text/plain', /binário/],
    ];
    const before = (await stores.files.list('clients/cli-007')).length;
    for (const [name, body, type, message] of refused) {
      const res = await upload('clients/cli-007', name, body, type);
      expect([name, res.status, res.json.error?.details?.fields?.file]).toEqual([name, 400, expect.stringMatching(message)]);
    }
    expect((await stores.files.list('clients/cli-007')).length).toBe(before);
    // What the name and type say, the content is: accepted.
    for (const [name, body, type] of [
      ['foto.png', png, 'image/png'],
      ['Notas.txt', 'Reunião às 14h', 'text/plain'],
      ['Petição.docx', minimalDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      expect([name, (await upload('clients/cli-007', name, body, type)).status]).toEqual([name, 201]);
    }
  });

  it('refuses uploads from read-only staff and downloads from people without the label', async () => {
    const readOnly = await upload('clients/cli-005', 'x.pdf', pdf, 'application/pdf', await signIn(finance.email, finance.password));
    expect([readOnly.status, readOnly.json.error?.details?.id]).toEqual([403, 'missing-scope']);
    const up = await upload('clients/cli-006', 'contrato.pdf', pdf, 'application/pdf');
    const internDown = await fetch(`${FILES}/${up.json.path}`, { headers: { authorization: `Bearer ${await signIn(intern.email, intern.password)}` } });
    expect(internDown.status).toBe(403);
    const internList = await callFn('attachments-list', { folder: 'clients/cli-006' }, await signIn(intern.email, intern.password));
    expect(internList.error?.details?.id).toBe('missing-scope');
  });
});

describe('what a file is: category and description', () => {
  it('stores the category and description sent with the upload and lists them with the uploader’s name and the time', async () => {
    const up = await post(
      'clients/cli-011',
      { name: 'Procuração ad judicia.pdf', category: 'procuracao', description: 'Assinada em cartório' },
      pdf,
      'application/pdf',
    );
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({
      name: 'Procuração ad judicia.pdf',
      category: 'procuracao',
      description: 'Assinada em cartório',
      uploadedBy: lawyer.uid,
      uploadedByName: lawyer.name,
      version: 1,
      versions: [],
    });
    expect(Date.now() - Date.parse(up.json.uploadedAt)).toBeLessThan(60_000);
    expect((await listed('clients/cli-011')).find((f) => f.path === up.json.path)).toEqual(up.json);
    expect((await stores.files.stat(up.json.path))?.metadata).toMatchObject({
      category: 'procuracao',
      description: 'Assinada em cartório',
      uploadedBy: lawyer.uid,
    });

    // Without a category: "outro" for a document, "gravação" for a recording; no description.
    const plain = await post('clients/cli-011', { name: 'Notas.txt' }, 'Reunião às 14h', 'text/plain');
    expect([plain.status, plain.json.category, plain.json.description]).toEqual([201, 'outro', null]);
    const audio = await post('clients/cli-011', { name: 'Audiência.mp3' }, mp3(), 'audio/mpeg');
    expect([audio.status, audio.json.category]).toEqual([201, 'gravacao']);
  });

  it('refuses a category outside the list and a description over 200 characters or over one line, in pt-BR, storing nothing', async () => {
    const before = (await stores.files.list('clients/cli-012')).length;
    const category = await post('clients/cli-012', { name: 'Contrato.pdf', category: 'receita' }, pdf, 'application/pdf');
    expect([category.status, category.json.error?.details?.id, category.json.error?.details?.fields]).toEqual([
      400,
      'invalid-input',
      { category: 'Escolha uma categoria da lista' },
    ]);
    const long = await post('clients/cli-012', { name: 'Contrato.pdf', category: 'contrato', description: 'x'.repeat(201) }, pdf, 'application/pdf');
    expect([long.status, Object.keys(long.json.error?.details?.fields ?? {})]).toEqual([400, ['description']]);
    const lines = await post('clients/cli-012', { name: 'Contrato.pdf', category: 'contrato', description: 'uma\ndua' }, pdf, 'application/pdf');
    expect([lines.status, lines.json.error?.details?.fields?.description]).toEqual([400, 'Use uma única linha']);
    expect((await stores.files.list('clients/cli-012')).length).toBe(before);
  });

  it('attachments-update changes them later, audited with what changed; bad input or a reader changes nothing', async () => {
    const up = await post('clients/cli-012', { name: 'Contrato de honorários.pdf' }, pdf, 'application/pdf');
    expect(up.status).toBe(201);
    const path = up.json.path;

    const changed = await callFn<FileEntry>('attachments-update', { path, category: 'contrato', description: 'Via assinada pelo cliente' }, token);
    expect(changed.status).toBe(200);
    expect(changed.result).toMatchObject({ path, category: 'contrato', description: 'Via assinada pelo cliente', version: 1, uploadedAt: up.json.uploadedAt });
    expect((await download(path)).bytes.equals(pdf)).toBe(true);

    const refused = await callFn('attachments-update', { path, category: 'receita', description: 'Outra coisa' }, token);
    expect([refused.status, refused.error?.details?.id, refused.error?.details?.fields?.category]).toEqual([
      400,
      'invalid-input',
      'Escolha uma categoria da lista',
    ]);
    expect(refused.error?.message).toBe('Alguns dados estão inválidos. Corrija os campos indicados.');
    const reader = await callFn('attachments-update', { path, category: 'outro', description: null }, await signIn(finance.email, finance.password));
    expect([reader.status, reader.error?.details?.id]).toEqual([403, 'missing-scope']);
    expect((await listed('clients/cli-012')).find((f) => f.path === path)).toMatchObject({ category: 'contrato', description: 'Via assinada pelo cliente' });

    // An emptied description is no description; the log names only the description as changed.
    const cleared = await callFn<FileEntry>('attachments-update', { path, category: 'contrato', description: '' }, token);
    expect([cleared.status, cleared.result?.description]).toEqual([200, null]);
    expect((await stores.files.stat(path))?.metadata.description).toBeUndefined();
    const missing = await callFn('attachments-update', { path: 'clients/cli-012/nao-existe.pdf', category: 'outro', description: null }, token);
    expect([missing.status, missing.error?.details?.id]).toEqual([404, 'not-found']);

    const audit = await fileAudit('cli-012');
    expect(audit.filter((e) => e.action === 'files.update')).toEqual([
      { action: 'files.update', changedFields: ['category', 'description'] },
      { action: 'files.update', changedFields: ['description'] },
    ]);
  });
});

describe('versions of a file', () => {
  it('a new version becomes the file; the previous one stays in its history, downloadable, and goes with the file', async () => {
    const first = Buffer.from('%PDF-1.7\n% minuta\n%%EOF\n');
    const second = Buffer.from('%PDF-1.7\n% assinado\n%%EOF\n');
    const third = Buffer.from('%PDF-1.7\n% aditivo\n%%EOF\n');
    const up = await post(
      'clients/cli-013',
      { name: 'Contrato minuta.pdf', category: 'contrato', description: 'Contrato de honorários' },
      first,
      'application/pdf',
    );
    expect(up.status).toBe(201);
    const path = up.json.path;

    const financeToken = await signIn(finance.email, finance.password);
    const reader = await post(path, { name: 'Contrato assinado.pdf' }, second, 'application/pdf', financeToken);
    expect([reader.status, reader.json.error?.details?.id]).toEqual([403, 'missing-scope']);

    const v2 = await post(path, { name: 'Contrato assinado.pdf' }, second, 'application/pdf');
    expect(v2.status).toBe(201);
    // The same file: its path, category and description stay; its name, bytes and uploader are the new version's.
    expect(v2.json).toMatchObject({
      path,
      name: 'Contrato assinado.pdf',
      size: second.byteLength,
      version: 2,
      category: 'contrato',
      description: 'Contrato de honorários',
      uploadedByName: lawyer.name,
    });
    expect(v2.json.versions).toEqual([
      expect.objectContaining({ name: 'Contrato minuta.pdf', version: 1, size: first.byteLength, uploadedAt: up.json.uploadedAt, uploadedByName: lawyer.name }),
    ]);
    expect((await download(path)).bytes.equals(second)).toBe(true);
    const old = await download(v2.json.versions[0]!.path);
    expect([old.status, old.bytes.equals(first)]).toEqual([200, true]);
    expect(old.disposition).toContain(encodeURIComponent('Contrato minuta.pdf'));

    const v3 = await post(path, { name: 'Contrato com aditivo.pdf' }, third, 'application/pdf');
    expect(v3.json.versions.map((v) => [v.version, v.name])).toEqual([
      [2, 'Contrato assinado.pdf'],
      [1, 'Contrato minuta.pdf'],
    ]);
    // Versions are a file's history, not files of the record.
    const list = await listed('clients/cli-013');
    expect(list.filter((f) => f.path.startsWith('clients/cli-013/versions/'))).toEqual([]);
    expect(list.find((f) => f.path === path)).toMatchObject({
      version: 3,
      versions: [expect.objectContaining({ version: 2 }), expect.objectContaining({ version: 1 })],
    });

    // A refused version changes nothing; a version of a file that is not there is not found.
    const fake = await post(path, { name: 'Contrato.pdf' }, '<!doctype html><html></html>', 'application/pdf');
    expect([fake.status, fake.json.error?.details?.fields?.file]).toEqual([400, expect.stringMatching(/não corresponde ao tipo declarado/)]);
    expect((await listed('clients/cli-013')).find((f) => f.path === path)?.version).toBe(3);
    const missing = await post('clients/cli-013/nao-existe.pdf', { name: 'Contrato.pdf' }, pdf, 'application/pdf');
    expect(missing.status).toBe(404);
    expect(await stores.files.stat('clients/cli-013/nao-existe.pdf')).toBeNull();

    expect((await fileAudit('cli-013')).map((e) => e.action)).toEqual(['files.upload', 'files.version', 'files.version']);

    expect((await callFn('attachments-delete', { path }, token)).status).toBe(200);
    expect(await stores.files.list(versionsPrefix(path))).toEqual([]);
    expect((await download(v2.json.versions[0]!.path)).status).toBe(404);
    expect(await listed('clients/cli-013')).toEqual([]);
  });

  it('of new versions sent at once, keeps every one it accepts and refuses the others with the reason', async () => {
    const original = Buffer.from('%PDF-1.7\n% original\n%%EOF\n');
    const up = await post('clients/cli-014', { name: 'Procuração.pdf', category: 'procuracao' }, original, 'application/pdf');
    expect(up.status).toBe(201);
    const path = up.json.path;
    // Whether two of them overlap depends on the emulator's workers (often they run one after another here); the
    // overlap itself is proven in functions/src/platform/file-version-claims.test.ts. Here: whatever happens,
    // nothing accepted is lost and a refusal says why.
    const sent = ['Ana', 'Bruno', 'Carla', 'Davi'].map((who) => Buffer.from(`%PDF-1.7\n% assinada por ${who}\n%%EOF\n`));
    const answers = await Promise.all(sent.map((bytes, i) => post(path, { name: `Procuração ${i + 1}.pdf` }, bytes, 'application/pdf')));

    const accepted = sent.filter((_, i) => answers[i]!.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect([refused.status, refused.json.error?.details?.id, refused.json.error?.details?.reason]).toEqual([409, 'conflict', SIMULTANEOUS_VERSION_REASON]);
    }
    // The original and every accepted upload are in the file's history exactly once; nothing else is.
    const entry = (await listed('clients/cli-014')).find((f) => f.path === path)!;
    expect(entry.version).toBe(1 + accepted.length);
    const history = await Promise.all([path, ...entry.versions.map((v) => v.path)].map(async (p) => (await download(p)).bytes.toString()));
    expect(history.sort()).toEqual([original, ...accepted].map((b) => b.toString()).sort());
    expect((await fileAudit('cli-014')).map((e) => e.action)).toEqual(['files.upload', ...accepted.map(() => 'files.version')]);

    // An upload under way elsewhere holds the next number (its claim, planted): this one is refused, nothing changes.
    const claim = (await stores.documents.get(COLLECTIONS.fileVersions, claimIdOf(path)))!;
    const next = { version: entry.version + 1, uploadedBy: intern.uid, at: new Date().toISOString() };
    await stores.documents.update(COLLECTIONS.fileVersions, claimIdOf(path), claim.version, next);
    const late = await post(path, { name: 'Procuração tardia.pdf' }, sent[0]!, 'application/pdf');
    expect([late.status, late.json.error?.details?.id, late.json.error?.details?.reason]).toEqual([409, 'conflict', SIMULTANEOUS_VERSION_REASON]);
    expect((await listed('clients/cli-014')).find((f) => f.path === path)).toEqual(entry);
    expect(await fileAudit('cli-014')).toHaveLength(1 + accepted.length);
  });
});

describe('audio and video', () => {
  it('accepts recordings (MP3, WhatsApp’s Opus in Ogg, MP4) as "gravação", and refuses a fake audio', async () => {
    for (const [name, body, type] of [
      ['Audiência de conciliação.mp3', mp3(), 'audio/mpeg'],
      ['WhatsApp Audio 2026-03-02 at 10.15.opus', opus, 'audio/ogg'],
      ['Depoimento.mp4', mp4, 'video/mp4'],
    ] as const) {
      const up = await post('lawsuits/proc-003', { name }, body, type);
      expect([name, up.status, up.json.category, up.json.contentType]).toEqual([name, 201, 'gravacao', type]);
      expect((await download(up.json.path)).bytes.equals(Buffer.from(body))).toBe(true);
    }
    const before = (await stores.files.list('lawsuits/proc-003')).length;
    const fake = await post('lawsuits/proc-003', { name: 'audio.mp3' }, pdf, 'audio/mpeg');
    expect([fake.status, fake.json.error?.details?.fields?.file]).toEqual([400, 'O conteúdo do arquivo não corresponde ao tipo declarado (áudio MP3).']);
    const page = await post('lawsuits/proc-003', { name: 'audio.opus' }, '<!doctype html><html><script>alert(1)</script></html>', 'audio/ogg');
    expect([page.status, page.json.error?.details?.fields?.file]).toEqual([
      400,
      expect.stringMatching(/não corresponde ao tipo declarado \(áudio OGG\/Opus\)/),
    ]);
    const other = await post('lawsuits/proc-003', { name: 'filme.avi' }, mp4, 'video/x-msvideo');
    expect(other.json.error?.details?.fields?.file).toMatch(/áudio \(MP3, M4A, OGG\/Opus, WAV\) ou vídeo \(MP4, MOV, WebM\)/);
    expect((await stores.files.list('lawsuits/proc-003')).length).toBe(before);
  });

  it('takes a recording over the documents’ 20 MB, up to 30 MB, and says the limit past it', async () => {
    const long = await post('lawsuits/proc-003', { name: 'Audiência longa.mp3' }, mp3(21 * 1024 * 1024), 'audio/mpeg');
    expect([long.status, long.json.size]).toEqual([201, 21 * 1024 * 1024]);
    const tooLong = await post('lawsuits/proc-003', { name: 'Audiência inteira.mp3' }, mp3(30 * 1024 * 1024 + 1), 'audio/mpeg');
    expect([tooLong.status, tooLong.json.error?.details?.fields?.file]).toEqual([400, 'O arquivo passa do limite de 30 MB para áudio e vídeo.']);
    expect((await callFn('attachments-delete', { path: long.json.path }, token)).status).toBe(200);
  });
});

// A malformed %-encoding is covered in functions/src/http/host-errors.test.ts: in the emulator the Functions
// proxy itself decodes the path before any runtime sees it.
describe('requests the platform refuses before any function runs', () => {
  /** The answer must be the callables' JSON error shape in pt-BR: never the host's HTML page or stack trace. */
  async function expectJsonRefusal(response: Response, status: number, reason: RegExp): Promise<void> {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { details: { id: string; fields: Record<string, string> }; message: string } };
    expect(body.error.details.id).toBe('invalid-input');
    expect(body.error.message).toBe('Alguns dados estão inválidos. Corrija os campos indicados.');
    expect(body.error.details.fields._).toMatch(reason);
  }
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('a body declared as JSON that is not JSON, on the files function and on a callable', async () => {
    const headers = { ...auth(), 'content-type': 'application/json' };
    await expectJsonRefusal(await fetch(`${FILES}/clients/cli-005?name=a.pdf`, { method: 'POST', headers, body: '{"data": ' }), 400, /não é um JSON válido/);
    const callable = operationEndpoint('clients-list');
    await expectJsonRefusal(await fetch(callable, { method: 'POST', headers, body: '{"data": {' }), 400, /não é um JSON válido/);
  });

  it('a call outside the callable protocol, or nested 100,000 deep: 400 in pt-BR, not "Bad Request" or a 500', async () => {
    const callable = operationEndpoint('clients-list');
    const json = { ...auth(), 'content-type': 'application/json' };
    await expectJsonRefusal(
      await fetch(callable, { method: 'POST', headers: { ...auth(), 'content-type': 'text/plain' }, body: '{"data":{}}' }),
      400,
      /Content-Type: application\/json/,
    );
    await expectJsonRefusal(await fetch(callable, { method: 'POST', headers: json, body: '{}' }), 400, /único campo, "data"/);
    await expectJsonRefusal(await fetch(callable, { method: 'POST', headers: json, body: '{"data":{},"mais":1}' }), 400, /único campo, "data"/);
    await expectJsonRefusal(await fetch(callable, { method: 'GET', headers: auth() }), 400, /método POST/);
    const deep = `{"data":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    await expectJsonRefusal(await fetch(callable, { method: 'POST', headers: json, body: deep }), 400, /aninhamento demais/);
    // The same call, well formed, still answers.
    expect((await fetch(callable, { method: 'POST', headers: json, body: '{"data":{"limit":1}}' })).status).toBe(200);
  });

  it('a __proto__, constructor or prototype key anywhere in data: 400 on that field, before the platform decodes it', async () => {
    const callable = operationEndpoint('clients-list');
    const json = { ...auth(), 'content-type': 'application/json' };
    // Decoded by the platform, the first would turn {"limit":1} into the input's prototype, which no check of own keys sees.
    for (const [body, field] of [
      ['{"data":{"__proto__":{"limit":1}}}', '__proto__'],
      ['{"data":{"limit":1,"filters":{"constructor":{}}}}', 'filters.constructor'],
    ] as const) {
      const response = await fetch(callable, { method: 'POST', headers: json, body });
      expect(response.status, body).toBe(400);
      const refusal = (await response.json()) as { error: { details: unknown } };
      expect(refusal.error.details, body).toEqual({ id: 'invalid-input', fields: { [field]: 'Campo não permitido.' } });
    }
  });

  it('a body over the platform’s 32 MB, with nothing stored', async () => {
    const before = await stores.files.list('clients/cli-005');
    const big = new Uint8Array(33 * 1024 * 1024);
    big.set(pdf);
    const response = await fetch(`${FILES}/clients/cli-005?name=grande.pdf`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/pdf' },
      body: big,
    });
    await expectJsonRefusal(response, 413, /até 20 MB/);
    expect(await stores.files.list('clients/cli-005')).toEqual(before);
  });

  it('a method the files function does not serve', async () => {
    const response = await fetch(`${FILES}/clients/cli-005`, { method: 'PUT', headers: auth(), body: 'x' });
    expect(response.headers.get('allow')).toBe('GET, POST');
    await expectJsonRefusal(response, 405, /GET para baixar ou POST para enviar/);
  });
});
