/**
 * A small WordprocessingML writer for the seed's document templates (and tests that need a .docx): a centred bold
 * title, justified paragraphs with **bold** parts, headings, centred lines and signature blocks, on A4 with the
 * margins Brazilian documents use. Deterministic: the same blocks always give the same bytes.
 */
import PizZip from 'pizzip';

export type DocxBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'center'; text: string }
  /** A line to sign over, then the signer's lines, centred. */
  | { kind: 'signature'; lines: string[] };

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** A fixed time for every zip entry, so two builds of a template are the same bytes. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 12));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Texto com **negrito**" as runs, the bold parts bold (all of it when `bold`); `size` in half-points. */
function runs(text: string, style: { bold?: boolean; size?: number } = {}): string {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^\*\*.*\*\*$/.test(part);
      const content = marked ? part.slice(2, -2) : part;
      const props = `${style.bold || marked ? '<w:b/>' : ''}${style.size ? `<w:sz w:val="${style.size}"/>` : ''}`;
      return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(content)}</w:t></w:r>`;
    })
    .join('');
}

function paragraph(content: string, props: string): string {
  return `<w:p><w:pPr>${props}</w:pPr>${content}</w:p>`;
}

function block(b: DocxBlock): string {
  switch (b.kind) {
    case 'title':
      return paragraph(runs(b.text, { bold: true, size: 28 }), '<w:jc w:val="center"/><w:spacing w:after="480"/>');
    case 'heading':
      return paragraph(runs(b.text, { bold: true }), '<w:keepNext/><w:spacing w:before="240"/>');
    case 'paragraph':
      return paragraph(runs(b.text), '<w:jc w:val="both"/><w:ind w:firstLine="709"/>');
    case 'center':
      // Kept with what follows: the place and date stay on the page of the signatures.
      return paragraph(runs(b.text), '<w:jc w:val="center"/><w:keepNext/><w:spacing w:before="240"/>');
    case 'signature':
      return [
        paragraph(runs('_______________________________________'), '<w:jc w:val="center"/><w:keepNext/><w:spacing w:before="720" w:after="0"/>'),
        ...b.lines.map((line, i) => paragraph(runs(line), `<w:jc w:val="center"/>${i < b.lines.length - 1 ? '<w:keepNext/>' : ''}<w:spacing w:after="0"/>`)),
      ].join('');
  }
}

/** A4, 3 cm top and left, 2 cm bottom and right (ABNT's margins). */
const SECTION =
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1701" w:right="1134" w:bottom="1134" w:left="1701" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>';

/** Times New Roman 12, 1.5 line spacing, space after each paragraph. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman" w:eastAsia="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="pt-BR"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="200" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** The blocks as a .docx Word opens. */
export function buildDocx(blocks: readonly DocxBlock[]): Uint8Array {
  const body = blocks.map(block).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body>${body}${SECTION}</w:body></w:document>`;
  const zip = new PizZip();
  const parts: [string, string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['word/_rels/document.xml.rels', DOCUMENT_RELS],
    ['word/document.xml', document],
    ['word/styles.xml', STYLES],
  ];
  for (const [name, text] of parts) zip.file(name, text, { date: FIXED_DATE, createFolders: false });
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}
