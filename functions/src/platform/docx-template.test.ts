import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_BYTES } from '@office/domain';
import { inspectTemplate, MAX_UNZIPPED_BYTES, renderTemplate } from './docx-template';

/** The smallest .docx Word opens, its body one paragraph per line of text (a run may be split to test Word's habit). */
function docx(...paragraphs: (string | string[])[]): Uint8Array {
  return docxZip(...paragraphs).generate({ type: 'uint8array', compression: 'DEFLATE' });
}

function docxZip(...paragraphs: (string | string[])[]): PizZip {
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
  return zip;
}

/** `zip` with the sizes its central directory declares for `name` replaced (a lie the entries themselves do not tell). */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  let end = bytes.byteLength - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  let at = view.getUint32(end + 16, true);
  for (let n = 0; n < view.getUint16(end + 10, true); n++) {
    const nameLength = view.getUint16(at + 28, true);
    if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) view.setUint32(at + 24, size, true);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
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
    expect((await inspectTemplate(docx('{processo.numero}'), 'cliente')).problem).toBe(
      'Um modelo para clientes só usa campos de processo num trecho entre {#processo.numero} e {/processo.numero}, que some quando não há processo: ' +
        '{processo.numero}. Escolha “Usar em: Processo” ou ponha esses campos num trecho assim.',
    );
  });

  it('takes a lawsuit field in a template for clients within a {#processo.…} passage, but not within a {^…} one', async () => {
    const guarded = docx(
      '{#processo.numero}',
      'Processo nº {processo.numero}, {processo.vara}{#processo.partes_contrarias} contra {processo.partes_contrarias}{/processo.partes_contrarias}',
      '{/processo.numero}',
      '{^processo.numero}Sem processo{/processo.numero}',
    );
    expect(await inspectTemplate(guarded, 'cliente')).toEqual({
      fields: ['processo.numero', 'processo.vara', 'processo.partes_contrarias'],
      problem: null,
    });
    const inverted = docx('{^processo.numero}Vara: {processo.vara}{/processo.numero}', '{#cliente.nome}{processo.comarca}{/cliente.nome}');
    expect((await inspectTemplate(inverted, 'cliente')).problem).toMatch(/não há processo: \{processo\.vara\}, \{processo\.comarca\}\. /);
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

describe('inspectTemplate and the size of a template', () => {
  const TOO_LARGE_UNZIPPED = 'O modelo é grande demais depois de descompactado. Remova imagens grandes e envie de novo.';

  it('refuses a file over the upload limit before reading it as a zip', async () => {
    // A real template with an unknown field: read, it would be refused for the field.
    const zip = docxZip('{cliente.inexistente}');
    zip.file(
      'word/media/foto.bin',
      new Uint8Array(MAX_TEMPLATE_BYTES).map((_, i) => (i * 7919) % 251),
      { binary: true },
    );
    const bytes = zip.generate({ type: 'uint8array', compression: 'STORE' });
    expect(bytes.byteLength).toBeGreaterThan(MAX_TEMPLATE_BYTES);
    expect(await inspectTemplate(bytes, 'cliente')).toEqual({ fields: null, problem: 'O modelo passa do limite de 2 MB.' });
    // Not even a zip: the size is what the person hears about, not the format.
    expect((await inspectTemplate(new Uint8Array(MAX_TEMPLATE_BYTES + 1), 'cliente')).problem).toBe('O modelo passa do limite de 2 MB.');
  });

  it('refuses a zip whose directory says its entries are small while they inflate past the limit', async () => {
    const zip = docxZip('{cliente.nome}');
    zip.file('word/media/imagem.bin', new Uint8Array(MAX_UNZIPPED_BYTES + 1024 * 1024), { binary: true });
    const honest = zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
    expect(honest.byteLength).toBeLessThan(MAX_TEMPLATE_BYTES);
    expect((await inspectTemplate(honest, 'cliente')).problem).toBe(TOO_LARGE_UNZIPPED);
    const lying = withDeclaredSize(honest, 'word/media/imagem.bin', 1000);
    expect(await inspectTemplate(lying, 'cliente')).toEqual({ fields: null, problem: TOO_LARGE_UNZIPPED });
  });

  it('refuses as damaged a zip whose directory misstates an entry within the limit, and one in ZIP64 form', async () => {
    const zip = docxZip('{cliente.nome}');
    zip.file('word/media/imagem.bin', new Uint8Array(50_000), { binary: true });
    const honest = zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await inspectTemplate(honest, 'cliente')).toEqual({ fields: ['cliente.nome'], problem: null });
    for (const size of [1000, 60_000, 0xffffffff]) {
      expect((await inspectTemplate(withDeclaredSize(honest, 'word/media/imagem.bin', size), 'cliente')).problem).toMatch(
        /^O arquivo não é um documento do Word \(\.docx\) válido/,
      );
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
