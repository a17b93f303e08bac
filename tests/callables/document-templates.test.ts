/**
 * Modelos de documentos over HTTP: the seeded templates filled from seeded records (the DOCX opened and read),
 * the fields left without data, the generated file in the record's Arquivos, and the uploads administrators make
 * (an unknown field or a broken tag refused in pt-BR, storing nothing), with who may do what.
 */
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  dateInWords,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  oabCitation,
  officeDate,
  type ClientRecord,
  type DocumentTemplateRecord,
  type FileEntry,
  type GeneratedDocument,
  type LawsuitRecord,
  type Listed,
  type TeamMemberRecord,
  type TemplateDownload,
} from '@office/domain';
import type { Stores } from '../../functions/src/store/open-stores';
import { buildDocx } from '../../scripts/seed/templates/docx';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = person('staff-rafael-moreira');
const intern = person('staff-lucas-almeida');
const tokens = {} as Record<'admin' | 'lawyer' | 'intern', string>;
let stores: Stores;
/** A seeded lawsuit with a CNJ number, an opposing party and a natural person as its first client. */
let lawsuit: Listed<LawsuitRecord>;
let client: Listed<ClientRecord>;

const HONORARIOS = ['honorarios.valor', 'honorarios.valor_extenso', 'honorarios.parcelas', 'honorarios.percentual_exito'];
const values = { name: 'Recibo de teste', description: null, category: 'comprovante', appliesTo: 'cliente' };
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const docxFile = (text: string, name = 'recibo.docx') => ({ name, dataBase64: base64(buildDocx([{ kind: 'paragraph', text }])) });

/** The text of a .docx's body, tags (XML) stripped and entities read, one line per paragraph. */
function documentText(bytes: Uint8Array): string {
  const xml = new PizZip(bytes).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

async function download(path: string, token: string): Promise<Uint8Array> {
  const res = await fetch(`${FILES}/${path.split('/').map(encodeURIComponent).join('/')}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function generate(input: Record<string, unknown>, token = tokens.lawyer) {
  return callFn<GeneratedDocument>('templates-generate', input, token);
}

async function folderFiles(folder: string): Promise<FileEntry[]> {
  const res = await callFn<FileEntry[]>('attachments-list', { folder }, tokens.admin);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

/** What the store holds of templates: their records and their bytes. */
async function storedTemplates(): Promise<{ records: number; files: number }> {
  return { records: await stores.documents.count(COLLECTIONS.documentTemplates), files: (await stores.files.list(COLLECTIONS.documentTemplates)).length };
}

beforeAll(async () => {
  tokens.admin = await signIn(admin.email, admin.password);
  tokens.lawyer = await signIn(lawyer.email, lawyer.password);
  tokens.intern = await signIn(intern.email, intern.password);
  stores = await testStores();
  for (let i = 1; i <= 20 && !client; i++) {
    const found = await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: `proc-${String(i).padStart(3, '0')}` }, tokens.admin);
    const l = found.result;
    if (!l?.cnj || l.opposingParties.length === 0) continue;
    const c = (await callFn<Listed<ClientRecord>>('clients-get', { id: l.clientId }, tokens.admin)).result;
    if (c?.kind !== 'pf' || !c.address) continue;
    lawsuit = l;
    client = c;
  }
  expect(client, 'a seeded lawsuit with a CNJ number, an opposing party and a person as client').toBeDefined();
});
afterAll(async () => stores?.documents.close());

describe('the seeded templates', () => {
  it('are listed to whoever reads Clientes or Processos, with the fields they use; not to the intern', async () => {
    const res = await callFn<Listed<DocumentTemplateRecord>[]>('templates-list', {}, tokens.lawyer);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const byId = new Map(res.result!.map((t) => [t.id, t]));
    expect([...byId.keys()]).toEqual(
      expect.arrayContaining(['tpl-procuracao', 'tpl-contrato-honorarios', 'tpl-substabelecimento', 'tpl-declaracao-hipossuficiencia']),
    );
    expect(byId.get('tpl-procuracao')).toMatchObject({ appliesTo: 'cliente', category: 'procuracao' });
    expect(byId.get('tpl-substabelecimento')).toMatchObject({ appliesTo: 'processo', category: 'procuracao' });
    expect(byId.get('tpl-declaracao-hipossuficiencia')).toMatchObject({ appliesTo: 'cliente', category: 'documento_pessoal' });
    expect(byId.get('tpl-contrato-honorarios')!.fields).toEqual(expect.arrayContaining(HONORARIOS));
    const refused = await callFn('templates-list', {}, tokens.intern);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
  });
});

describe('templates-generate', () => {
  it('fills every field of the procuração from a seeded lawsuit: the DOCX opens with the client, the CNJ number, the OAB and today in words', async () => {
    const res = await generate({ templateId: 'tpl-procuracao', lawsuitId: lawsuit.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const { file, empty } = res.result!;
    expect(empty).toEqual([]);
    expect(file).toMatchObject({ category: 'procuracao', version: 1, uploadedBy: lawyer.uid });
    expect(file.name).toBe(`Procuração ad judicia et extra - ${client.name} - ${officeDate().split('-').reverse().join('-')}.docx`);
    expect(file.path.startsWith(`lawsuits/${lawsuit.id}/`)).toBe(true);

    const text = documentText(await download(file.path, tokens.lawyer));
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain(client.name);
    expect(text).toContain(lawsuit.cnj!);
    expect(text).toContain(lawsuit.opposingParties[0]!.name);
    const team = await stores.documents.list<TeamMemberRecord>(COLLECTIONS.team, {
      where: [{ field: 'staffId', op: '==', value: lawsuit.responsibleLawyerIds[0]! }],
      limit: 1,
    });
    const oab = oabCitation(team.docs[0]?.data.oab ?? []);
    expect(oab).toMatch(/^OAB\/[A-Z]{2} /);
    expect(text).toContain(oab);
    expect(text).toContain(dateInWords(officeDate()));
  });

  it('puts the document in the lawsuit’s Arquivos with the template’s category, and audits it', async () => {
    const { file } = (await generate({ templateId: 'tpl-substabelecimento', lawsuitId: lawsuit.id })).result!;
    const listed = (await folderFiles(`lawsuits/${lawsuit.id}`)).find((f) => f.path === file.path);
    expect(listed).toMatchObject({ name: file.name, category: 'procuracao', description: 'Gerado do modelo “Substabelecimento com reserva de poderes”' });
    const audit = await stores.documents.list<{ action: string; actor: string; section: string }>(COLLECTIONS.audit, {
      where: [{ field: 'recordId', op: '==', value: lawsuit.id }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 1,
    });
    expect(audit.docs[0]?.data).toMatchObject({ action: 'files.generate', actor: lawyer.uid, section: 'lawsuits' });
  });

  it('reports exactly the fields without data: the contract without fees lacks the honorários, with them nothing', async () => {
    const without = await generate({ templateId: 'tpl-contrato-honorarios', lawsuitId: lawsuit.id });
    expect(without.status, JSON.stringify(without.error)).toBe(200);
    expect(without.result!.empty.map((e) => e.key)).toEqual(HONORARIOS);
    expect(without.result!.empty[0]).toEqual({ key: 'honorarios.valor', label: 'Valor dos honorários' });
    expect(documentText(await download(without.result!.file.path, tokens.lawyer))).not.toContain('honorários de êxito');

    const fees = { amount: 150_050, installments: 3, successPercent: 20 };
    const withFees = await generate({ templateId: 'tpl-contrato-honorarios', lawsuitId: lawsuit.id, fees });
    expect(withFees.result!.empty).toEqual([]);
    const text = documentText(await download(withFees.result!.file.path, tokens.lawyer));
    expect(text).toContain('R$ 1.500,50 (mil e quinhentos reais e cinquenta centavos), em 3 (três) parcela(s)');
    expect(text).toContain('20% (vinte por cento)');
  });

  it('fills a client’s template from the client’s page, and refuses a lawsuit’s template there', async () => {
    const res = await generate({ templateId: 'tpl-declaracao-hipossuficiencia', clientId: client.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.result!.file.path.startsWith(`clients/${client.id}/`)).toBe(true);
    expect(documentText(await download(res.result!.file.path, tokens.lawyer))).toContain(`${client.name}, `);
    const wrong = await generate({ templateId: 'tpl-substabelecimento', clientId: client.id });
    expect([wrong.status, wrong.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(wrong.error?.details?.fields).toEqual({ templateId: 'Este modelo é para processos: gere-o a partir da página do processo.' });
  });

  it('refuses the intern (Agenda only) and stores nothing', async () => {
    const before = (await folderFiles(`lawsuits/${lawsuit.id}`)).length;
    const refused = await generate({ templateId: 'tpl-procuracao', lawsuitId: lawsuit.id }, tokens.intern);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
    expect((await folderFiles(`lawsuits/${lawsuit.id}`)).length).toBe(before);
  });
});

describe('documents signed before there is a case, and one per client', () => {
  /** A seeded litisconsórcio: two clients, a woman and a man, against one party. */
  const LITIS = { id: 'proc-035', first: 'cli-023', second: 'cli-024' };
  /** A seeded company with its legal representative. */
  const COMPANY = 'cli-027';

  it('makes the procuração from a client’s page: no lawsuit named, the object typed as its finalidade, nothing left blank', async () => {
    const matter = 'Ação de indenização por dano moral contra o Banco Exemplo S.A.';
    const res = await generate({ templateId: 'tpl-procuracao', clientId: client.id, matter });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.result!.empty).toEqual([]);
    expect(res.result!.file).toMatchObject({ category: 'procuracao', name: expect.stringContaining(`Procuração ad judicia et extra - ${client.name} - `) });
    expect(res.result!.file.path.startsWith(`clients/${client.id}/`)).toBe(true);
    const text = documentText(await download(res.result!.file.path, tokens.lawyer));
    expect(text).toContain(`OUTORGANTE: ${client.name}, `);
    expect(text).toContain(`FINALIDADE: em especial, atuar em favor da parte OUTORGANTE no seguinte assunto: ${matter}, em juízo ou fora dele`);
    expect(text).not.toMatch(/[{}]|undefined|null|processo nº|nº \(|\(\)/);

    const audit = await stores.documents.list<{ action: string; actor: string; section: string }>(COLLECTIONS.audit, {
      where: [{ field: 'recordId', op: '==', value: client.id }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 1,
    });
    expect(audit.docs[0]?.data).toMatchObject({ action: 'files.generate', actor: lawyer.uid, section: 'clients' });
  });

  it('makes the contract from a client’s page with its general clause when no object is typed', async () => {
    const res = await generate({ templateId: 'tpl-contrato-honorarios', clientId: client.id, fees: { amount: 300_000, installments: 3 } });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.result!.empty.map((e) => e.key)).toEqual(['honorarios.percentual_exito']);
    const text = documentText(await download(res.result!.file.path, tokens.lawyer));
    expect(text).toContain('os serviços de advocacia consultiva e contenciosa, judiciais e extrajudiciais');
    expect(text).toContain('R$ 3.000,00 (três mil reais), em 3 (três) parcela(s)');
    expect(text).not.toMatch(/[{}]|undefined|null|processo nº/);
  });

  it('makes one procuração per client of a litisconsórcio, each qualifying its own outorgante, the first by default', async () => {
    const first = (await callFn<Listed<ClientRecord>>('clients-get', { id: LITIS.first }, tokens.admin)).result!;
    const second = (await callFn<Listed<ClientRecord>>('clients-get', { id: LITIS.second }, tokens.admin)).result!;
    const byDefault = await generate({ templateId: 'tpl-procuracao', lawsuitId: LITIS.id });
    const chosen = await generate({ templateId: 'tpl-procuracao', lawsuitId: LITIS.id, clientId: LITIS.second });
    expect([byDefault.status, chosen.status]).toEqual([200, 200]);
    expect(byDefault.result!.file.name).toContain(` - ${first.name} - `);
    expect(chosen.result!.file.name).toContain(` - ${second.name} - `);
    expect(chosen.result!.file.path.startsWith(`lawsuits/${LITIS.id}/`)).toBe(true);
    const firstText = documentText(await download(byDefault.result!.file.path, tokens.lawyer));
    const secondText = documentText(await download(chosen.result!.file.path, tokens.lawyer));
    expect(firstText).toContain(`OUTORGANTE: ${first.name}, `);
    expect(firstText).toMatch(/inscrita no CPF/);
    expect(secondText).toContain(`OUTORGANTE: ${second.name}, `);
    expect(secondText).toMatch(/inscrito no CPF/);
    expect(secondText).not.toContain(first.name);
    const lawsuitCnj = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: LITIS.id }, tokens.admin)).result!.cnj!;
    for (const text of [firstText, secondText]) expect(text).toContain(`atuar nos autos do processo nº ${lawsuitCnj}`);
  });

  it('refuses a client who is not one of the lawsuit’s, storing nothing', async () => {
    const before = (await folderFiles(`lawsuits/${LITIS.id}`)).length;
    const res = await generate({ templateId: 'tpl-procuracao', lawsuitId: LITIS.id, clientId: client.id });
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(res.error?.details?.fields).toEqual({ clientId: 'Escolha um dos clientes deste processo.' });
    expect((await folderFiles(`lawsuits/${LITIS.id}`)).length).toBe(before);
  });

  it('writes a company’s declaração de hipossuficiência in its own words, signed by its representative', async () => {
    const company = (await callFn<Listed<ClientRecord>>('clients-get', { id: COMPANY }, tokens.admin)).result!;
    expect(company.kind).toBe('pj');
    const res = await generate({ templateId: 'tpl-declaracao-hipossuficiencia', clientId: COMPANY });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.result!.empty).toEqual([]);
    const text = documentText(await download(res.result!.file.path, tokens.lawyer));
    expect(text).toContain(`${company.name}, pessoa jurídica de direito privado, inscrita no CNPJ sob o nº `);
    expect(text).toContain(`neste ato representada por ${company.legalRepresentative!}`);
    expect(text).toContain('Súmula 481 do Superior Tribunal de Justiça');
    expect(text).toContain(`por ${company.legalRepresentative!}, representante legal`);
    for (const personal of ['sustento', 'família', 'pessoa natural', 'presume-se', '§ 3º']) expect(text).not.toContain(personal);
  });

  it('refuses a client’s page to who only reads Clientes (camila, finance), storing nothing', async () => {
    const finance = person('staff-camila-souza');
    const token = await signIn(finance.email, finance.password);
    const before = (await folderFiles(`clients/${client.id}`)).length;
    const res = await generate({ templateId: 'tpl-procuracao', clientId: client.id }, token);
    expect([res.status, res.error?.details?.id]).toEqual([403, 'missing-scope']);
    expect((await folderFiles(`clients/${client.id}`)).length).toBe(before);
  });
});

describe('templates-create, -update, -download and -delete (administrators)', () => {
  it('refuses an upload with an unknown field, naming it, and stores nothing', async () => {
    const before = await storedTemplates();
    const res = await callFn('templates-create', { template: values, file: docxFile('Eu, {cliente.nomee}, declaro em {data.extenso}.') }, tokens.admin);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(res.error?.details?.fields).toEqual({ file: 'O modelo usa um campo que não existe: {cliente.nomee}. Veja a lista de campos.' });
    expect(await storedTemplates()).toEqual(before);
  });

  it('refuses a broken tag and a file that is not a Word document, in pt-BR', async () => {
    const broken = await callFn('templates-create', { template: values, file: docxFile('Eu, {cliente.nome, declaro.') }, tokens.admin);
    expect([broken.status, broken.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(broken.error?.details?.fields?.file).toBe(
      'O modelo tem marcações com erro. A marcação que começa em “{cliente.nome, declaro.” não foi fechada com “}”. Corrija no Word e envie de novo.',
    );
    const pdf = { name: 'modelo.docx', dataBase64: base64(new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')) };
    const notDocx = await callFn('templates-create', { template: values, file: pdf }, tokens.admin);
    expect(notDocx.error?.details?.fields?.file).toMatch(/^O arquivo não é um documento do Word \(\.docx\) válido/);
  });

  it('refuses a lawyer’s upload: administrators only', async () => {
    const res = await callFn('templates-create', { template: values, file: docxFile('{cliente.nome}') }, tokens.lawyer);
    expect([res.status, res.error?.details?.id]).toEqual([403, 'admin-only']);
  });

  it('creates, lists, downloads, replaces (a stale version refused) and deletes a template, auditing each write', async () => {
    const file = docxFile('Recebi de {cliente.nome} em {data.extenso}.');
    const created = await callFn<Listed<DocumentTemplateRecord>>('templates-create', { template: values, file }, tokens.admin);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const t = created.result!;
    expect(t).toMatchObject({ name: 'Recibo de teste', fields: ['cliente.nome', 'data.extenso'], fileName: 'recibo.docx', version: 1 });

    const downloaded = await callFn<TemplateDownload>('templates-download', { id: t.id }, tokens.admin);
    expect(downloaded.result).toEqual({
      fileName: 'recibo.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      dataBase64: file.dataBase64,
    });

    const replaced = await callFn<Listed<DocumentTemplateRecord>>(
      'templates-update',
      {
        id: t.id,
        expectedVersion: 1,
        template: { ...values, name: 'Recibo' },
        file: docxFile('Recebi de {cliente.nome}, {cliente.cpf_cnpj}.', 'recibo-2.docx'),
      },
      tokens.admin,
    );
    expect(replaced.status, JSON.stringify(replaced.error)).toBe(200);
    expect(replaced.result).toMatchObject({ name: 'Recibo', fields: ['cliente.nome', 'cliente.cpf_cnpj'], fileName: 'recibo-2.docx', version: 2 });
    // The replaced bytes are gone: one object for the template.
    expect((await stores.files.list(`${COLLECTIONS.documentTemplates}/${t.id}`)).map((f) => f.path)).toEqual([replaced.result!.storagePath]);

    const stale = await callFn('templates-update', { id: t.id, expectedVersion: 1, template: values }, tokens.admin);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);

    const deleted = await callFn('templates-delete', { id: t.id, expectedVersion: 2 }, tokens.admin);
    expect(deleted.result).toEqual({ deleted: true });
    expect(await stores.documents.get(COLLECTIONS.documentTemplates, t.id)).toBeNull();
    expect(await stores.files.list(`${COLLECTIONS.documentTemplates}/${t.id}`)).toEqual([]);

    const audit = await stores.documents.list<{ action: string; section: string; changedFields: string[] }>(COLLECTIONS.audit, {
      where: [{ field: 'entityId', op: '==', value: t.id }],
      orderBy: [{ field: 'at' }],
      limit: 10,
    });
    expect(audit.docs.map((d) => [d.data.action, d.data.section])).toEqual([
      ['templates.create', 'settings'],
      ['templates.update', 'settings'],
      ['templates.delete', 'settings'],
    ]);
    expect(audit.docs[1]?.data.changedFields).toEqual(['fields', 'file', 'templateName']);
  });

  it('refuses a template for clients that uses a lawsuit’s field', async () => {
    const res = await callFn('templates-create', { template: values, file: docxFile('Processo {processo.numero}') }, tokens.admin);
    expect(res.error?.details?.fields?.file).toMatch(/^Um modelo para clientes só usa campos de processo num trecho entre .*: \{processo\.numero\}\. /);
  });

  it('takes a template for clients whose lawsuit fields sit in a {#processo.numero} passage, and fills it from either page', async () => {
    const file = docxFile(
      'Recebi de {cliente.nome}{#processo.numero}, no processo {processo.numero}{/processo.numero}{^processo.numero}, antes do processo{/processo.numero}.',
    );
    const created = await callFn<Listed<DocumentTemplateRecord>>('templates-create', { template: values, file }, tokens.admin);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.result!.fields).toEqual(['cliente.nome', 'processo.numero']);
    const fromClient = await generate({ templateId: created.result!.id, clientId: client.id });
    expect(fromClient.result!.empty).toEqual([]);
    expect(documentText(await download(fromClient.result!.file.path, tokens.lawyer))).toContain(`Recebi de ${client.name}, antes do processo.`);
    const fromLawsuit = await generate({ templateId: created.result!.id, lawsuitId: lawsuit.id });
    expect(documentText(await download(fromLawsuit.result!.file.path, tokens.lawyer))).toContain(`Recebi de ${client.name}, no processo ${lawsuit.cnj}.`);
    await callFn('templates-delete', { id: created.result!.id, expectedVersion: 1 }, tokens.admin);
  });
});
