/**
 * Importing files from a ZIP over HTTP: a ZIP built here (deflated) with a lawsuit's folder (by CNJ number, with
 * sub-folders), a client's (by CNPJ), a folder and a file that match nothing, a secret lawsuit's folder, a program
 * and a fake PDF. Sent in parts to the files function, previewed (nothing written), imported as a job; a runner
 * that died after storing a file is resumed by the periodic pass with no duplicate; the report; undo refused after
 * a file changed, then the whole batch undone.
 */
import { deflateRawSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  formatCnj,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  parseCnj,
  type FileEntry,
  type FileImportPreview,
  type FileImportView,
  type StaffCreated,
  type StaffMember,
  ZIP_UNPACKED_LIMIT_MESSAGE,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { typedStores, type TypedStores } from '../../functions/src/store/typed';
import { resumeFileImports, importedPath, runFileImport } from '../../functions/src/callables/fileImports/job/steps';
import { planPagePath } from '../../functions/src/callables/fileImports/shared';
import type { PlannedEntry } from '../../functions/src/callables/fileImports/job/plan';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let token: string;
let typed: TypedStores;

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

/** A ZIP whose entries are deflated, as the tools offices use make them (one content given twice is packed once). */
function deflatedZip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const packedOnce = new Map<Buffer, Buffer>();
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = packedOnce.get(data) ?? deflateRawSync(data);
    packedOnce.set(data, packed);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    const crc = crc32(data);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function sendPart(id: string, n: number, bytes: Uint8Array, auth = token) {
  const res = await fetch(`${FILES}/fileImports/${id}/part-${String(n).padStart(5, '0')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/zip' },
    body: new Blob([new Uint8Array(bytes)]),
  });
  return { status: res.status, json: (await res.json()) as { error?: { details?: { id?: string; fields?: Record<string, string> } } } };
}

const list = (folder: string) => callFn<FileEntry[]>('attachments-list', { folder }, token);

describe('importing files from a ZIP', () => {
  let lawsuit: { id: string; cnj: string };
  let client: { id: string; name: string; document: string };
  let secret: { id: string; cnj: string; subject: string };
  let zip: Buffer;

  beforeAll(async () => {
    token = await signIn(lawyer.email, lawyer.password);
    typed = typedStores(await testStores());
    const lawsuits = (await typed.documents.list(COLLECTIONS.lawsuits, { limit: 200 })).docs;
    const open = lawsuits.find((l) => l.data.cnj && !l.data.confidential && l.data.clientIds.length > 0)!;
    const hidden = lawsuits.find((l) => l.data.cnj && l.data.confidential && !l.data.responsibleLawyerIds.includes(lawyer.uid))!;
    lawsuit = { id: open.id, cnj: open.data.cnj! };
    secret = { id: hidden.id, cnj: hidden.data.cnj!, subject: hidden.data.subject };
    const company = (await typed.documents.list(COLLECTIONS.clients, { limit: 200 })).docs.find((c) => c.data.document?.length === 14)!;
    client = { id: company.id, name: company.data.name, document: company.data.document };
    const cnpj = client.document;
    zip = deflatedZip({
      [`${formatCnj(parseCnj(lawsuit.cnj)!)}/Procurações/procuracao.pdf`]: pdf('procuracao'),
      [`${formatCnj(parseCnj(lawsuit.cnj)!)}/Perícia/Laudos/laudo.txt`]: Buffer.from('Laudo pericial, versão final.\n'),
      [`${formatCnj(parseCnj(lawsuit.cnj)!)}/programa.exe`]: Buffer.from('MZ'),
      [`${formatCnj(parseCnj(lawsuit.cnj)!)}/falso.pdf`]: Buffer.from('<html><script>alert(1)</script></html>'),
      [`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}-${cnpj.slice(8, 12)}-${cnpj.slice(12)}/contrato.pdf`]: pdf('contrato'),
      ['Pasta sem número/nota.txt']: Buffer.from('nota'),
      ['solto.pdf']: pdf('solto'),
      [`${secret.cnj}/segredo.pdf`]: pdf('segredo'),
      ['__MACOSX/._contrato.pdf']: Buffer.from('x'),
    });
  }, 60_000);

  let job: FileImportView;

  it('receives the ZIP in parts, refusing a part of the wrong size, and previews it without writing anything', async () => {
    const created = await callFn<FileImportView>('fileImports-create', { fileName: 'arquivos.zip', size: zip.length }, token);
    expect(created.error).toBeUndefined();
    job = created.result!;
    expect(job).toMatchObject({ status: 'enviando', partCount: 1 });
    const early = await callFn('fileImports-preview', { id: job.id }, token);
    expect(early.error?.details?.fields?.file).toBe('O envio do ZIP não terminou. Escolha o arquivo e envie de novo.');
    const short = await sendPart(job.id, 1, zip.subarray(1));
    expect(short.status).toBe(400);
    expect(short.json.error?.details?.fields?.file).toBe('Uma parte do ZIP chegou incompleta. Escolha o arquivo e envie de novo.');
    expect((await sendPart(job.id, 2, zip)).status).toBe(404);
    expect((await sendPart(job.id, 1, zip)).status).toBe(201);

    const before = [(await list(`lawsuits/${lawsuit.id}`)).result!.length, (await list(`clients/${client.id}`)).result!.length];
    const preview = await callFn<FileImportPreview>('fileImports-preview', { id: job.id }, token);
    expect(preview.error).toBeUndefined();
    const p = preview.result!;
    expect(p.counts).toEqual({ files: 8, planned: 4, refused: 2 });
    expect(p.matched).toEqual([
      { folder: formatCnj(parseCnj(lawsuit.cnj)!), kind: 'lawsuit', label: lawsuit.cnj, files: 3 },
      expect.objectContaining({ kind: 'client', label: client.name, files: 1 }),
    ]);
    expect(p.unmatched.map((u) => u.path).sort()).toEqual(['Pasta sem número/', 'solto.pdf']);
    expect(p.refused.find((r) => r.path.endsWith('programa.exe'))?.reason).toMatch(/Tipo de arquivo não aceito/);
    // The secret lawsuit's folder is refused without naming it: its number is the folder's own name, nothing more.
    const hidden = p.refused.find((r) => r.path === `${secret.cnj}/`)!;
    expect(hidden.reason).toBe('não é possível importar para este número CNJ; fale com um administrador do escritório (1 arquivo(s))');
    expect(JSON.stringify(p)).not.toContain(secret.id);
    expect(JSON.stringify(p)).not.toContain(secret.subject);
    expect([(await list(`lawsuits/${lawsuit.id}`)).result!.length, (await list(`clients/${client.id}`)).result!.length]).toEqual(before);
  });

  it('imports as a job; a runner that died after storing a file is resumed by the periodic pass with no duplicate', async () => {
    const started = await callFn<FileImportView>('fileImports-start', { id: job.id, expectedVersion: job.version }, token);
    expect(started.error).toBeUndefined();
    expect(started.result).toMatchObject({ status: 'em-andamento', nextEntry: 0, counts: { planned: 4, imported: 0 } });
    // A runner killed after storing the first file, before its checkpoint: the object there, the lease lapsing.
    const page = await typed.files.read(planPagePath(job.id, 0));
    const first = (JSON.parse(new TextDecoder().decode(page!.bytes)) as PlannedEntry[])[0]!;
    await typed.files.put(importedPath(job.id, first), pdf('procuracao'), { contentType: 'application/pdf', metadata: { originalName: first.originalName } });
    const stored = (await typed.documents.get(COLLECTIONS.fileImports, job.id))!;
    await typed.documents.update(COLLECTIONS.fileImports, job.id, stored.version, {
      lease: { owner: 'runner-dead', until: new Date(Date.now() - 1000).toISOString() },
    });

    const pass = await resumeFileImports(typed, Date.now() + 60_000);
    expect(pass.steps).toBeGreaterThanOrEqual(2);
    job = (await callFn<FileImportView>('fileImports-get', { id: job.id }, token)).result!;
    expect(job.status).toBe('concluida');
    expect(job.counts).toEqual({ files: 8, planned: 4, imported: 3, refused: 3, undone: 0 });
    expect(job.refused.find((r) => r.path.endsWith('falso.pdf'))?.reason).toBeTruthy();

    const files = (await list(`lawsuits/${lawsuit.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`));
    expect(files.map((f) => [f.name, f.category, f.description]).sort()).toEqual([
      ['laudo.txt', 'outro', 'Pasta: Perícia/Laudos'],
      ['procuracao.pdf', 'procuracao', null],
    ]);
    const contract = (await list(`clients/${client.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`));
    expect(contract.map((f) => f.name)).toEqual(['contrato.pdf']);
    // The ZIP's parts are gone once it is imported.
    expect(await typed.files.stat(`fileImports/${job.id}/part-00001`)).toBeNull();
    const audit = await typed.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: job.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['fileImports.create', 'fileImports.start']);
  });

  it('refuses to undo after a file changed; once it is removed, undoes the rest of the batch', async () => {
    const files = (await list(`lawsuits/${lawsuit.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`));
    const laudo = files.find((f) => f.name === 'laudo.txt')!;
    const procuracao = files.find((f) => f.name === 'procuracao.pdf')!;
    expect((await callFn('attachments-update', { path: laudo.path, category: 'decisao', description: null }, token)).error).toBeUndefined();
    // Shared with the client on the portal since: the undo would take it from the client.
    const share = await callFn<{ id: string; version: number }>('portalDocs-share', { path: procuracao.path, fileVersion: 1, expectedVersion: null }, token);
    expect(share.error).toBeUndefined();
    const refused = await callFn('fileImports-undo', { id: job.id, expectedVersion: job.version }, token);
    expect(refused.error?.details?.id).toBe('invalid-state');
    expect(refused.error?.details?.fields?._).toMatch(/^2 arquivo\(s\) desta importação foram alterados depois dela .*ou compartilhados com o cliente/);
    expect((await list(`lawsuits/${lawsuit.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`))).toHaveLength(2);
    expect((await callFn('portalDocs-unshare', { id: share.result!.id, expectedVersion: share.result!.version }, token)).error).toBeUndefined();

    expect((await callFn('attachments-delete', { path: laudo.path }, token)).error).toBeUndefined();
    let undone = (await callFn<FileImportView>('fileImports-undo', { id: job.id, expectedVersion: job.version }, token)).result!;
    expect(undone.status).toBe('desfazendo');
    for (let i = 0; i < 10 && undone.status === 'desfazendo'; i++) {
      undone = (await callFn<FileImportView>('fileImports-advance', { id: job.id, steps: 5 }, token)).result!;
    }
    expect(undone).toMatchObject({ status: 'desfeita', counts: { undone: 2 } });
    expect((await list(`lawsuits/${lawsuit.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`))).toEqual([]);
    expect((await list(`clients/${client.id}`)).result!.filter((f) => f.path.includes(`/${job.id}-`))).toEqual([]);
  });

  it('has the periodic pass remove the parts of an upload left unfinished for a day, behind any number of recent ones', async () => {
    // More uploads in progress than the pass reads at once, all recent: the old one is still found.
    for (let i = 0; i < 21; i++) expect((await callFn('fileImports-create', { fileName: `recente-${i}.zip`, size: 1000 }, token)).error).toBeUndefined();
    const half = (await callFn<FileImportView>('fileImports-create', { fileName: 'metade.zip', size: 9 * 1024 * 1024 }, token)).result!;
    expect((await sendPart(half.id, 1, Buffer.alloc(8 * 1024 * 1024, 1))).status).toBe(201);
    const stored = (await typed.documents.get(COLLECTIONS.fileImports, half.id))!;
    await typed.documents.update(COLLECTIONS.fileImports, half.id, stored.version, { createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() });
    await resumeFileImports(typed, Date.now() + 30_000);
    expect(await typed.files.list(`fileImports/${half.id}`)).toEqual([]);
    const after = (await callFn<FileImportView>('fileImports-get', { id: half.id }, token)).result!;
    expect(after).toMatchObject({
      status: 'interrompida',
      stopReason: 'O envio do ZIP não terminou em 24 horas e as partes enviadas foram apagadas. Envie o ZIP de novo.',
    });
  });

  it('stops the job, saying why, when its starter lost Processos write since the start', async () => {
    const admin = SEED_STAFF.find((s) => s.admin)!;
    const adminToken = await signIn(admin.email, admin.password);
    const email = `zip.perde.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const made = await callFn<StaffCreated>('staff-create', { email, name: 'Importador De Arquivos', read: [], write: ['Processos'] }, adminToken);
    expect(made.error).toBeUndefined();
    await setPasswordFromLink(made.result!.passwordSetupLink!, 'Importa#2026z');
    const theirs = await signIn(email, 'Importa#2026z');
    const small = deflatedZip({ [`${formatCnj(parseCnj(lawsuit.cnj)!)}/acordo.pdf`]: pdf('acordo') });
    const opened = (await callFn<FileImportView>('fileImports-create', { fileName: 'acordo.zip', size: small.length }, theirs)).result!;
    expect((await sendPart(opened.id, 1, small, theirs)).status).toBe(201);
    const started = await callFn<FileImportView>('fileImports-start', { id: opened.id, expectedVersion: opened.version }, theirs);
    expect(started.error).toBeUndefined();
    const member = (await typed.documents.get(COLLECTIONS.staff, made.result!.member.uid))!;
    const narrowed = await callFn<StaffMember>(
      'staff-setScopes',
      { uid: member.id, expectedVersion: member.version, read: ['Processos'], write: [] },
      adminToken,
    );
    expect(narrowed.error).toBeUndefined();
    // The periodic pass takes the job (the starter's page cannot: its own call is now refused).
    await runFileImport(typed, opened.id, { deadline: Date.now() + 30_000 });
    expect((await typed.documents.get(COLLECTIONS.fileImports, opened.id))!.data).toMatchObject({
      status: 'interrompida',
      counts: { imported: 0 },
      stopReason: 'Quem iniciou a importação não tem mais permissão de escrita em Processos; o que já foi importado fica gravado.',
    });
    expect((await list(`lawsuits/${lawsuit.id}`)).result!.filter((f) => f.path.includes(`/${opened.id}-`))).toEqual([]);
  }, 60_000);

  it('refuses a file that is not a ZIP or too large, with nothing stored', async () => {
    const big = await callFn('fileImports-create', { fileName: 'arquivos.zip', size: 3 * 1024 ** 3 }, token);
    expect(big.error?.details?.fields?.size).toBe('O arquivo ZIP passa do limite de 2 GB. Divida as pastas em mais de um ZIP.');
    const named = await callFn('fileImports-create', { fileName: 'arquivos.rar', size: 1000 }, token);
    expect(named.error?.details?.fields?.fileName).toBe('Envie um arquivo .zip.');
    const bad = (await callFn<FileImportView>('fileImports-create', { fileName: 'quebrado.zip', size: 100 }, token)).result!;
    expect((await sendPart(bad.id, 1, Buffer.alloc(100, 7))).status).toBe(201);
    const preview = await callFn('fileImports-preview', { id: bad.id }, token);
    expect(preview.error?.details?.fields?.file).toMatch(/^Não foi possível ler este ZIP/);
  });

  it('refuses the files past 4 GB unpacked in all, each within its own limit: a small ZIP cannot fill the storage', async () => {
    // 260 files of 16 MB of zeros: about 4 MB packed, 4.06 GiB unpacked, each file under the 20 MB of an upload.
    const zeros = Buffer.alloc(16 * 1024 * 1024);
    const folder = formatCnj(parseCnj(lawsuit.cnj)!);
    const bomb = deflatedZip(Object.fromEntries(Array.from({ length: 260 }, (_, i) => [`${folder}/parte-${String(i).padStart(3, '0')}.pdf`, zeros])));
    const created = (await callFn<FileImportView>('fileImports-create', { fileName: 'bomba.zip', size: bomb.length }, token)).result!;
    expect((await sendPart(created.id, 1, bomb)).status).toBe(201);
    const preview = await callFn<FileImportPreview>('fileImports-preview', { id: created.id }, token);
    expect(preview.error).toBeUndefined();
    expect(preview.result!.counts).toEqual({ files: 260, planned: 256, refused: 4 });
    expect(preview.result!.refused.map((r) => r.reason)).toEqual(Array(4).fill(ZIP_UNPACKED_LIMIT_MESSAGE));
  });
});
