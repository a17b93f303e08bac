/**
 * DOCX templates with docxtemplater: what merge fields a template uses (checked on upload), and a template filled
 * with a record's values. docxtemplater and pizzip load on the first use only (dynamic import), so no other
 * operation's cold start pays for them.
 */
import { catalogueOrder, DOCX_CONTENT_TYPE, templateFieldsProblem, type MergeFieldKey, type TemplateTarget } from '@office/domain';
import { templateErrorMessage } from './docx-errors';
import { uploadProblem } from './upload-check';

/** The most a template's parts may hold once unzipped: a zip bomb is refused before anything inflates it. */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

const NOT_A_DOCX = 'O arquivo não é um documento do Word (.docx) válido. Salve o modelo no Word como “Documento do Word (.docx)” e envie de novo.';

/** The same reading of tags for both inspection and rendering: paragraphs of a block vanish with it, "\n" breaks a line. */
const OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false, stripInvalidXMLChars: true } as const;

/** What a zip's central directory says its entries hold once unzipped, or null when it cannot be read (or is ZIP64). */
export function unzippedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

async function libraries() {
  const [{ default: PizZip }, { default: Docxtemplater }] = await Promise.all([import('pizzip'), import('docxtemplater')]);
  return { PizZip, Docxtemplater };
}

/** The part of a compiled tag docxtemplater hands the parser: `module` is "loop" for {#x}/{^x}, "rawxml" for {@x}. */
type TagContext = { tag?: { module?: string } } | undefined;

export type TemplateCheck = { fields: MergeFieldKey[]; problem: null } | { fields: null; problem: string };

/**
 * Whether bytes are a template this office can fill: a real .docx (zip with word/document.xml), tags that compile,
 * no raw-XML tags (they would paste a record's text into the document unescaped), and only catalogue fields that
 * suit where the template is used. The answer's problem is the pt-BR message for the upload's file field.
 */
export async function inspectTemplate(bytes: Uint8Array, appliesTo: TemplateTarget): Promise<TemplateCheck> {
  const refuse = (problem: string): TemplateCheck => ({ fields: null, problem });
  if (await uploadProblem(bytes, DOCX_CONTENT_TYPE, 'modelo.docx')) return refuse(NOT_A_DOCX);
  const size = unzippedSize(bytes);
  if (size === null) return refuse(NOT_A_DOCX);
  if (size > MAX_UNZIPPED_BYTES) return refuse('O modelo é grande demais depois de descompactado. Remova imagens grandes e envie de novo.');
  const { PizZip, Docxtemplater } = await libraries();
  let zip: InstanceType<typeof PizZip>;
  try {
    zip = new PizZip(bytes);
  } catch {
    return refuse(NOT_A_DOCX);
  }
  if (!zip.file('word/document.xml')) return refuse(NOT_A_DOCX);
  const tags = new Set<string>();
  const raw = new Set<string>();
  const parser = (tag: string, context?: TagContext) => {
    const key = tag.trim();
    (context?.tag?.module === 'rawxml' ? raw : tags).add(key);
    return { get: () => '' };
  };
  try {
    new Docxtemplater(zip, { ...OPTIONS, parser });
  } catch (error) {
    return refuse(templateErrorMessage(error) ?? NOT_A_DOCX);
  }
  if (raw.size > 0) {
    const named = [...raw].map((t) => `{@${t}}`).join(', ');
    return refuse(`O modelo usa uma marcação não aceita: ${named}. Use {campo}, ou {#campo}…{/campo} para um trecho que só aparece quando o campo tem dado.`);
  }
  const problem = templateFieldsProblem([...tags], appliesTo);
  return problem ? refuse(problem) : { fields: catalogueOrder(tags), problem: null };
}

/** The template filled with `values` (a field without one is left empty), as .docx bytes. */
export async function renderTemplate(bytes: Uint8Array, values: Readonly<Record<string, string>>): Promise<Uint8Array> {
  const { PizZip, Docxtemplater } = await libraries();
  // Own keys only: a tag named like an object's built-ins ({constructor}) reads nothing.
  const parser = (tag: string) => ({ get: () => (Object.hasOwn(values, tag.trim()) ? (values[tag.trim()] ?? '') : '') });
  const doc = new Docxtemplater(new PizZip(bytes), { ...OPTIONS, parser, nullGetter: () => '' });
  doc.render({});
  return doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}
