/**
 * Portal do cliente, documents, over HTTP: the office shares one version of a client's file (the file's section
 * write label), the client lists and downloads only what is shared with it, through the files function; a later
 * version stays the office's until shared again; an unshared or another client's file answers not-found. The
 * office asks for a document; the client's upload is checked like the office's (pt-BR refusals, nothing stored),
 * lands in the client's files as the client's, answers the request and tells whoever reads Clientes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CALLABLES,
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  MAX_UPLOAD_BYTES,
  UNACCEPTED_TYPE_MESSAGE,
  type ClientRecord,
  type FileEntry,
  type LawsuitRecord,
  type Listed,
  type NotificationPage,
  type PortalDocuments,
  type PortalRequestView,
  type PortalShareView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Reads Clientes, writes nothing there. */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
/** Reads only the Agenda. */
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(782_000_000 + (Date.now() % 100_000) * 10);
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
let adminToken: string;
let stores: Stores;

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

async function ok<T>(name: string, data: unknown, token = adminToken): Promise<T> {
  const res = await callFn<T>(name, data, token);
  expect(res.status, `${name}: ${JSON.stringify(res.error)}`).toBe(200);
  return res.result!;
}

const refusal = async (name: string, data: unknown, token = adminToken) => {
  const res = await callFn(name, data, token);
  return [res.status, res.error?.details?.id];
};

async function newClient(label: string): Promise<Listed<ClientRecord>> {
  return ok<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name: `Cliente ${label} ${run}` }) });
}

/** A client with a signed-in portal account of its own. */
async function clientWithAccount(label: string): Promise<{ client: Listed<ClientRecord>; token: string; name: string }> {
  const client = await newClient(label);
  const email = `docs.${label}.${run}@cliente.test`;
  const name = `Pessoa ${label}`;
  await ok('portal-invite', { clientId: client.id, name, email });
  const [mail] = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
  await setPasswordFromLink(link!, 'Portal#docs-2026');
  return { client, token: await signIn(email, 'Portal#docs-2026'), name };
}

/** A file's entry (the office's upload), the portal's answer to a client's upload, or a refusal. */
type Answer = Partial<FileEntry> & { requestId?: string } & { error?: { details?: { id?: string; fields?: Record<string, string>; reason?: string } } };

async function post(target: string, name: string, body: Uint8Array, contentType: string, token: string) {
  const res = await fetch(`${FILES}/${target}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Blob([new Uint8Array(body)]),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function download(path: string, token: string): Promise<{ status: number; text: string; disposition: string | null }> {
  const res = await fetch(`${FILES}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString('latin1'), disposition: res.headers.get('content-disposition') };
}

const files = (clientId: string) => ok<FileEntry[]>('attachments-list', { folder: `clients/${clientId}` });

describe('portal do cliente: shared documents', () => {
  it('the client row: a client account is refused every office operation of documents; staff and strangers, the client’s', async () => {
    const eva = await clientWithAccount('eva');
    const office = CALLABLE_NAMES.filter((n) => n.startsWith('portalDocs-') && CALLABLES[n].policy !== 'portal');
    expect(office).toHaveLength(6);
    for (const name of office) expect([name, await refusal(name, {}, eva.token)]).toEqual([name, [403, 'no-staff-record']]);
    expect(await refusal('portalDocs-mine', {}, adminToken)).toEqual([403, 'portal-only']);
    const anonymous = await fetch(`${FILES}/portal/shares/qualquer`);
    expect(anonymous.status).toBe(401);
    const upload = await post('portal/requests/qualquer', 'a.pdf', pdf('a'), 'application/pdf', adminToken);
    expect([upload.status, upload.json.error?.details?.id]).toEqual([403, 'portal-only']);
  });

  it('shares one version with the client, who downloads it, and no one else’s; unsharing ends it', async () => {
    const maria = await clientWithAccount('maria');
    const joao = await clientWithAccount('joao');
    const uploaded = await post(`clients/${maria.client.id}`, 'Contrato.pdf', pdf('v1'), 'application/pdf', adminToken);
    expect(uploaded.status).toBe(201);
    const path = uploaded.json.path!;

    // Nothing shared yet: the portal lists nothing, and the files function offers nothing.
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, maria.token)).shared).toEqual([]);

    // Clientes read without write may not share it.
    const financeToken = await signIn(finance.email, finance.password);
    expect(await refusal('portalDocs-share', { path, fileVersion: 1, expectedVersion: null }, financeToken)).toEqual([403, 'missing-scope']);
    expect(await refusal('portalDocs-shares', { folder: `clients/${maria.client.id}` }, await signIn(intern.email, intern.password))).toEqual([
      403,
      'missing-scope',
    ]);

    const share = await ok<PortalShareView>('portalDocs-share', { path, fileVersion: 1, expectedVersion: null });
    expect(share).toMatchObject({ path, fileVersion: 1, sharedByName: admin.name });
    expect(await ok<PortalShareView[]>('portalDocs-shares', { folder: `clients/${maria.client.id}` }, financeToken)).toEqual([share]);

    const mine = await ok<PortalDocuments>('portalDocs-mine', {}, maria.token);
    expect(mine.shared).toEqual([{ id: share.id, name: 'Contrato.pdf', sharedAt: share.sharedAt, sharedByName: admin.name }]);
    const got = await download(`portal/shares/${share.id}`, maria.token);
    expect(got.status).toBe(200);
    expect(got.text).toContain('% v1');
    expect(got.disposition).toContain('Contrato.pdf');

    // Another client's account: not in its list, and not-found at the files function.
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, joao.token)).shared).toEqual([]);
    const other = await fetch(`${FILES}/portal/shares/${share.id}`, { headers: { authorization: `Bearer ${joao.token}` } });
    expect(other.status).toBe(404);
    // Staff accounts do not download through the portal's path.
    expect((await fetch(`${FILES}/portal/shares/${share.id}`, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(403);

    // A new version of the file stays the office's: the client still downloads version 1.
    expect((await post(path, 'Contrato assinado.pdf', pdf('v2'), 'application/pdf', adminToken)).status).toBe(201);
    expect((await download(`portal/shares/${share.id}`, maria.token)).text).toContain('% v1');
    // Sharing again on a stale view is a conflict; on the current one, the client gets version 2.
    expect(await refusal('portalDocs-share', { path, fileVersion: 2, expectedVersion: null })).toEqual([409, 'conflict']);
    const again = await ok<PortalShareView>('portalDocs-share', { path, fileVersion: 2, expectedVersion: share.version });
    expect((await download(`portal/shares/${share.id}`, maria.token)).text).toContain('% v2');
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, maria.token)).shared[0]?.name).toBe('Contrato assinado.pdf');

    // The log: shared, shared again, downloaded by the client (three times so far).
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: share.id }], limit: 20 });
    const actions = audit.docs.map((d) => (d.data as { action: string }).action);
    expect(actions.filter((a) => a === 'portalDocs.download')).toHaveLength(3);
    expect(actions).toEqual(expect.arrayContaining(['portalDocs.share', 'portalDocs.reshare']));

    // Unsharing (Clientes write only, on the version seen) ends the list and the download.
    expect(await refusal('portalDocs-unshare', { id: share.id, expectedVersion: again.version }, financeToken)).toEqual([403, 'missing-scope']);
    expect(await refusal('portalDocs-unshare', { id: share.id, expectedVersion: share.version })).toEqual([409, 'conflict']);
    await ok('portalDocs-unshare', { id: share.id, expectedVersion: again.version });
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, maria.token)).shared).toEqual([]);
    expect((await download(`portal/shares/${share.id}`, maria.token)).status).toBe(404);
  });

  it('a lawsuit’s file under segredo de justiça goes to its client only when confirmed; a request for it lands there', async () => {
    const lia = await clientWithAccount('lia');
    const nextCnj = cnjSource(7_830_000 + (Date.now() % 90_000), '2025', '0100');
    const lawsuit = await ok<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(nextCnj(), lia.client.id, { confidential: true }) });
    const uploaded = await post(`lawsuits/${lawsuit.id}`, 'Sentença.pdf', pdf('sentenca'), 'application/pdf', adminToken);
    const share = { path: uploaded.json.path!, fileVersion: 1, expectedVersion: null };
    const refused = await callFn('portalDocs-share', share, adminToken);
    expect(refused.error?.details?.reason).toMatch(/segredo de justiça/);
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, lia.token)).shared).toEqual([]);
    await ok<PortalShareView>('portalDocs-share', { ...share, confirmSecret: true });
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, lia.token)).shared.map((s) => s.name)).toEqual(['Sentença.pdf']);

    const request = await ok<PortalRequestView>('portalDocs-requestCreate', {
      clientId: lia.client.id,
      lawsuitId: lawsuit.id,
      title: 'Envie a procuração assinada',
    });
    expect((await post(`portal/requests/${request.id}`, 'procuracao.pdf', pdf('p'), 'application/pdf', lia.token)).status).toBe(201);
    const lawsuitFiles = await ok<FileEntry[]>('attachments-list', { folder: `lawsuits/${lawsuit.id}` });
    expect(lawsuitFiles.find((f) => f.name === 'procuracao.pdf')).toMatchObject({ uploadedByClient: true, uploadedByName: lia.name });

    // Once the client is no longer the lawsuit's, an answer lands in the client's own files, not in another's case.
    const later = await ok<PortalRequestView>('portalDocs-requestCreate', { clientId: lia.client.id, lawsuitId: lawsuit.id, title: 'Envie o holerite' });
    const other = await newClient('lia-outro');
    const typed = typedStores(stores).documents;
    const stored = (await typed.get(COLLECTIONS.lawsuits, lawsuit.id))!;
    await typed.update(COLLECTIONS.lawsuits, lawsuit.id, stored.version, { clientIds: [other.id] });
    expect((await post(`portal/requests/${later.id}`, 'holerite.pdf', pdf('h'), 'application/pdf', lia.token)).status).toBe(201);
    const after = await ok<FileEntry[]>('attachments-list', { folder: `lawsuits/${lawsuit.id}` });
    expect(after.filter((f) => f.name === 'holerite.pdf')).toEqual([]);
    expect((await files(lia.client.id)).find((f) => f.name === 'holerite.pdf')).toMatchObject({ uploadedByClient: true });
  });
});

describe('portal do cliente: requests for documents', () => {
  it('the client uploads into an open request; bad files are refused in pt-BR with nothing stored', async () => {
    const ana = await clientWithAccount('ana');
    const bruno = await clientWithAccount('bruno');
    const financeToken = await signIn(finance.email, finance.password);
    const request = { clientId: ana.client.id, title: 'Envie seu comprovante de residência', note: 'Conta de luz ou água recente', dueDate: '2026-12-20' };
    expect(await refusal('portalDocs-requestCreate', request, financeToken)).toEqual([403, 'missing-scope']);
    expect(await refusal('portalDocs-requestCreate', { ...request, title: '' })).toEqual([400, 'invalid-input']);
    const created = await ok<PortalRequestView>('portalDocs-requestCreate', request);
    expect(created).toMatchObject({ status: 'aberto', title: request.title, createdByName: admin.name, lawsuitId: null });

    const open = await ok<PortalDocuments>('portalDocs-mine', {}, ana.token);
    expect(open.requests).toEqual([{ id: created.id, title: request.title, note: request.note, dueDate: '2026-12-20', createdAt: created.createdAt }]);
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, bruno.token)).requests).toEqual([]);
    const before = await files(ana.client.id);

    // The same checks as the office's uploads, with the same words; nothing is stored and the request stays open.
    const html = await post(`portal/requests/${created.id}`, 'comprovante.pdf', Buffer.from('<html><script>x</script></html>'), 'application/pdf', ana.token);
    expect(html.status).toBe(400);
    expect(html.json.error?.details?.fields?.file).toMatch(/PDF/);
    const exe = await post(`portal/requests/${created.id}`, 'comprovante.exe', pdf('x'), 'application/x-msdownload', ana.token);
    expect(exe.json.error?.details?.fields?.file).toBe(UNACCEPTED_TYPE_MESSAGE);
    const big = await post(`portal/requests/${created.id}`, 'grande.pdf', new Uint8Array(MAX_UPLOAD_BYTES + 1), 'application/pdf', ana.token);
    expect(big.json.error?.details?.fields?.file).toBe('O arquivo passa do limite de 20 MB para documentos e imagens.');
    // Another client's account: as if the request did not exist.
    expect((await post(`portal/requests/${created.id}`, 'comprovante.pdf', pdf('b'), 'application/pdf', bruno.token)).status).toBe(404);
    expect(await files(ana.client.id)).toEqual(before);
    expect((await ok<PortalRequestView[]>('portalDocs-requests', { clientId: ana.client.id }))[0]?.status).toBe('aberto');

    const sent = await post(`portal/requests/${created.id}`, 'comprovante.pdf', pdf('luz'), 'application/pdf', ana.token);
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);

    // In the client's files, as the client's; the request answered; the portal no longer asks for it.
    const after = await files(ana.client.id);
    const landed = after.find((f) => f.name === 'comprovante.pdf');
    expect(landed).toMatchObject({ uploadedByName: ana.name, uploadedByClient: true, description: request.title });
    const [answered] = await ok<PortalRequestView[]>('portalDocs-requests', { clientId: ana.client.id });
    expect(answered).toMatchObject({ status: 'respondido', fileName: 'comprovante.pdf', answeredByName: ana.name });
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, ana.token)).requests).toEqual([]);
    expect((await post(`portal/requests/${created.id}`, 'outro.pdf', pdf('2'), 'application/pdf', ana.token)).json.error?.details?.id).toBe('invalid-state');
    expect(await refusal('portalDocs-requestCancel', { id: created.id, expectedVersion: answered!.version })).toEqual([400, 'invalid-state']);

    // The bell of whoever reads Clientes, and of nobody else.
    const bell = await ok<NotificationPage>('notifications-list', { limit: 20 }, financeToken);
    expect(bell.items.find((n) => n.kind === 'documento-cliente' && n.title.includes(ana.client.name))?.detail).toBe(request.title);
    const internBell = await ok<NotificationPage>('notifications-list', { limit: 20 }, await signIn(intern.email, intern.password));
    expect(internBell.items.filter((n) => n.kind === 'documento-cliente')).toEqual([]);
  });

  it('names a request’s lawsuit only to who reads Processos, and links one only for them', async () => {
    const client = await newClient('rui');
    const nextCnj = cnjSource(7_840_000 + (Date.now() % 90_000), '2025', '0100');
    const cnj = nextCnj();
    const lawsuit = await ok<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj, client.id) });
    const created = await ok<PortalRequestView>('portalDocs-requestCreate', { clientId: client.id, lawsuitId: lawsuit.id, title: 'Envie o contracheque' });
    expect(created.lawsuitLabel).toBe(cnj);
    // Clientes without Processos: the request, not its lawsuit.
    const [seen] = await ok<PortalRequestView[]>('portalDocs-requests', { clientId: client.id }, await signIn(finance.email, finance.password));
    expect(seen).toMatchObject({ id: created.id, lawsuitLabel: null });
    const email = `pedidos.${run}@barbosaadvocacia.test`;
    const clerk = await ok<{ passwordSetupLink: string }>('staff-create', { email, name: 'Atendente Sem Processos', read: [], write: ['Clientes'] });
    await setPasswordFromLink(clerk.passwordSetupLink, 'Pedidos#2026x');
    const refused = await callFn(
      'portalDocs-requestCreate',
      { clientId: client.id, lawsuitId: lawsuit.id, title: 'Envie o RG' },
      await signIn(email, 'Pedidos#2026x'),
    );
    expect(refused.error?.details?.fields?.lawsuitId).toBe('Você não tem acesso a Processos para vincular um processo.');
    expect(await ok<PortalRequestView[]>('portalDocs-requests', { clientId: client.id })).toHaveLength(1);
  }, 60_000);

  it('a cancelled request leaves the portal and takes no upload', async () => {
    const carla = await clientWithAccount('carla');
    const created = await ok<PortalRequestView>('portalDocs-requestCreate', { clientId: carla.client.id, title: 'Envie seu RG' });
    const cancelled = await ok<PortalRequestView>('portalDocs-requestCancel', { id: created.id, expectedVersion: created.version });
    expect(cancelled.status).toBe('cancelado');
    expect((await ok<PortalDocuments>('portalDocs-mine', {}, carla.token)).requests).toEqual([]);
    const refused = await post(`portal/requests/${created.id}`, 'rg.pdf', pdf('rg'), 'application/pdf', carla.token);
    expect(refused.json.error?.details?.id).toBe('invalid-state');
    expect((await files(carla.client.id)).filter((f) => f.name === 'rg.pdf')).toEqual([]);
  });
});
