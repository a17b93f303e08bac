/** Files attached to clients, lawsuits and lançamentos (receipts): upload through the files function, list, download, delete, and the limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type FileEntry, COLLECTIONS } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, operationEndpoint, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';
import { minimalDocx } from '../support/zip';

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
