import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { inspectTemplate, renderTemplate, unzippedSize } from './docx-template';

/** The smallest .docx Word opens, its body one paragraph per line of text (a run may be split to test Word's habit). */
function docx(...paragraphs: (string | string[])[]): Uint8Array {
  const body = paragraphs
    .map((p) => `<w:p>${(Array.isArray(p) ? p : [p]).map((run) => `<w:r><w:t xml:space="preserve">${run}</w:t></w:r>`).join('')}</w:p>`)
    .join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

const text = (bytes: Uint8Array) =>
  new PizZip(bytes)
    .file('word/document.xml')!
    .asText()
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '');

describe('inspectTemplate', () => {
  it('lists the catalogue fields a template uses, in catalogue order, also when Word split a tag across runs', async () => {
    const check = await inspectTemplate(docx('{data.hoje}', ['Outorgante: {cliente.', 'nome}'], '{#cliente.rg}RG {cliente.rg}{/cliente.rg}'), 'cliente');
    expect(check).toEqual({ fields: ['cliente.nome', 'cliente.rg', 'data.hoje'], problem: null });
  });

  it('names every unknown field', async () => {
    const check = await inspectTemplate(docx('{cliente.nomee} e {processo.vara2} e {cliente.nome}'), 'processo');
    expect(check.problem).toBe('O modelo usa campos que não existem: {cliente.nomee}, {processo.vara2}. Veja a lista de campos.');
  });

  it('says in pt-BR what is wrong with a broken tag', async () => {
    expect((await inspectTemplate(docx('Olá {cliente.nome, até logo'), 'cliente')).problem).toBe(
      'O modelo tem marcações com erro. A marcação que começa em “{cliente.nome, até logo” não foi fechada com “}”. Corrija no Word e envie de novo.',
    );
    expect((await inspectTemplate(docx('{#cliente.rg} sem fim'), 'cliente')).problem).toMatch(
      /O bloco \{#cliente\.rg\} não foi fechado: falta \{\/cliente\.rg\}/,
    );
    expect((await inspectTemplate(docx('{cliente.nome}}'), 'cliente')).problem).toMatch(/Há uma chave “}” a mais/);
  });

  it('refuses raw-XML tags, which would paste a record’s text unescaped', async () => {
    expect((await inspectTemplate(docx('{@cliente.nome}'), 'cliente')).problem).toMatch(/^O modelo usa uma marcação não aceita: \{@cliente\.nome\}/);
  });

  it('refuses a lawsuit field in a template for clients', async () => {
    expect((await inspectTemplate(docx('{processo.numero}'), 'cliente')).problem).toMatch(/^Um modelo para clientes não pode usar campos de processo/);
  });

  it('refuses what is not a Word document: a PDF, a zip without word/document.xml', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const zip = new PizZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('hello.txt', 'oi');
    for (const bytes of [pdf, zip.generate({ type: 'uint8array' })]) {
      expect((await inspectTemplate(bytes, 'cliente')).problem).toMatch(/^O arquivo não é um documento do Word \(\.docx\) válido/);
    }
  });
});

describe('renderTemplate', () => {
  it('fills fields, escapes what a record holds, breaks lines and drops a block whose field is empty', async () => {
    const template = docx('Outorgante: {cliente.nome}', '{#cliente.rg}', 'RG {cliente.rg}', '{/cliente.rg}', 'Endereço: {cliente.endereco}', 'Fim');
    const out = await renderTemplate(template, { 'cliente.nome': 'Ana <Souza> & Filhos', 'cliente.rg': '', 'cliente.endereco': 'Rua A\nCentro' });
    // Text as stored (entities kept): the RG block's three paragraphs are gone, the address breaks its line.
    expect(text(out)).toBe('Outorgante: Ana &lt;Souza&gt; &amp; Filhos\nEndereço: Rua ACentro\nFim\n');
    expect(new PizZip(out).file('word/document.xml')!.asText()).toContain('Rua A</w:t></w:r><w:r><w:br/></w:r>');
  });

  it('keeps a block whose field has data, and writes nothing for a field without a value', async () => {
    const out = await renderTemplate(docx('{#cliente.rg}RG {cliente.rg}{/cliente.rg}', 'x{constructor}y'), { 'cliente.rg': '12.345.678-9 SSP/SP' });
    expect(text(out)).toBe('RG 12.345.678-9 SSP/SP\nxy\n');
  });
});

describe('unzippedSize', () => {
  it('adds up what the entries hold once unzipped, from the central directory', () => {
    const zip = new PizZip();
    zip.file('a.txt', 'a'.repeat(10_000));
    zip.file('b.txt', 'b'.repeat(5_000));
    expect(unzippedSize(zip.generate({ type: 'uint8array', compression: 'DEFLATE' }))).toBe(15_000);
    expect(unzippedSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
