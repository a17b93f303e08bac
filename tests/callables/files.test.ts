/** Files attached to clients and lawsuits: upload through the files function, list, download, delete, and the limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type FileEntry, COLLECTIONS } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

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
    const up = await upload('lawsuits/proc-002', 'Petição inicial.docx', 'conteúdo', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(up.status).toBe(201);
    const list = await callFn<FileEntry[]>('attachments-list', { folder: 'lawsuits/proc-002' }, token);
    expect(list.result?.map((f) => f.name)).toContain('Petição inicial.docx');
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
