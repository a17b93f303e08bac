/**
 * DOCX templates with docxtemplater: what merge fields a template uses (checked on upload), and a template filled
 * with a record's values. docxtemplater and pizzip load on the first use only (dynamic import), so no other
 * operation's cold start pays for them.
 */
import { catalogueOrder, DOCX_CONTENT_TYPE, MAX_TEMPLATE_BYTES, templateFieldsProblem, type MergeFieldKey, type TemplateTarget } from '@office/domain';
import { templateErrorMessage } from './docx-errors';
import { uploadProblem } from './upload-check';
import { readZipEntries } from './zip-entries';

/**
 * The most a template's parts may hold once unzipped, counted while they inflate. docxtemplater reads a
 * template's XML whole and slowly (7 MB of XML: about 3 s and 300 MB; before this limit, 60 MB took 46 s and kept
 * over 1 GB), and the API function has 1 GiB for all its calls: a real template (a contract with the office's
 * letterhead) holds well under 1 MB.
 */
export const MAX_UNZIPPED_BYTES = 8 * 1024 * 1024;

const NOT_A_DOCX = 'O arquivo não é um documento do Word (.docx) válido. Salve o modelo no Word como “Documento do Word (.docx)” e envie de novo.';
const TOO_LARGE = `O modelo passa do limite de ${MAX_TEMPLATE_BYTES / 1024 / 1024} MB.`;
const TOO_LARGE_UNZIPPED = 'O modelo é grande demais depois de descompactado. Remova imagens grandes e envie de novo.';

/** The same reading of tags for both inspection and rendering: paragraphs of a block vanish with it, "\n" breaks a line. */
const OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false, stripInvalidXMLChars: true } as const;

async function libraries() {
  const [{ default: PizZip }, { default: Docxtemplater }] = await Promise.all([import('pizzip'), import('docxtemplater')]);
  return { PizZip, Docxtemplater };
}

/** The part of a compiled tag docxtemplater hands the parser: `module` is "loop" for {#x}/{^x}, "rawxml" for {@x}. */
type TagContext = { tag?: { module?: string } } | undefined;

/** A compiled part of docxtemplater's tree: a tag's value, a loop ({#x} or, inverted, {^x}) and what a loop holds. */
interface CompiledPart {
  type: string;
  value?: unknown;
  module?: string;
  inverted?: boolean;
  subparsed?: CompiledPart[];
}

/**
 * The lawsuit's fields a template writes outside any `{#processo.…}` passage: text that would read with a gap where
 * a document has no lawsuit (made from a client's page). A `{#processo.x}` or `{^processo.x}` passage is the guard
 * itself; a field within a `{#processo.x}` passage is kept only when there is a lawsuit.
 */
function unguardedLawsuitTags(doc: object): string[] {
  const compiled = (doc as { compiled?: Record<string, { postparsed?: CompiledPart[] }> }).compiled ?? {};
  const found = new Set<string>();
  const walk = (parts: readonly CompiledPart[], guarded: boolean) => {
    for (const part of parts) {
      if (part.type !== 'placeholder' || typeof part.value !== 'string') continue;
      const lawsuitField = part.value.trim().startsWith('processo.');
      if (part.module === 'loop') walk(part.subparsed ?? [], guarded || (lawsuitField && part.inverted !== true));
      else if (lawsuitField && !guarded) found.add(part.value.trim());
    }
  };
  for (const file of Object.values(compiled)) walk(file.postparsed ?? [], false);
  return [...found];
}

export type TemplateCheck = { fields: MergeFieldKey[]; problem: null } | { fields: null; problem: string };

/**
 * Whether bytes are a template this office can fill: a real .docx (zip with word/document.xml), tags that compile,
 * no raw-XML tags (they would paste a record's text into the document unescaped), and only catalogue fields that
 * suit where the template is used. The answer's problem is the pt-BR message for the upload's file field.
 */
export async function inspectTemplate(bytes: Uint8Array, appliesTo: TemplateTarget): Promise<TemplateCheck> {
  const refuse = (problem: string): TemplateCheck => ({ fields: null, problem });
  // The limits first, before any byte is read as a zip: the upload's size, then what it holds once unzipped.
  if (bytes.byteLength > MAX_TEMPLATE_BYTES) return refuse(TOO_LARGE);
  if (await uploadProblem(bytes, DOCX_CONTENT_TYPE, 'modelo.docx')) return refuse(NOT_A_DOCX);
  const unzipped = readZipEntries(bytes, MAX_UNZIPPED_BYTES);
  if ('refused' in unzipped) return refuse(unzipped.refused === 'too-large' ? TOO_LARGE_UNZIPPED : NOT_A_DOCX);
  if (!unzipped.entries.some((e) => e.name === 'word/document.xml')) return refuse(NOT_A_DOCX);
  const { PizZip, Docxtemplater } = await libraries();
  // docxtemplater reads the entries as unzipped above, within the limit: pizzip inflates nothing of the upload.
  const zip = new PizZip();
  for (const entry of unzipped.entries) zip.file(entry.name, entry.bytes, { binary: true });
  const tags = new Set<string>();
  const raw = new Set<string>();
  const parser = (tag: string, context?: TagContext) => {
    const key = tag.trim();
    (context?.tag?.module === 'rawxml' ? raw : tags).add(key);
    return { get: () => '' };
  };
  let doc: object;
  try {
    doc = new Docxtemplater(zip, { ...OPTIONS, parser });
  } catch (error) {
    return refuse(templateErrorMessage(error) ?? NOT_A_DOCX);
  }
  if (raw.size > 0) {
    const named = [...raw].map((t) => `{@${t}}`).join(', ');
    return refuse(`O modelo usa uma marcação não aceita: ${named}. Use {campo}, ou {#campo}…{/campo} para um trecho que só aparece quando o campo tem dado.`);
  }
  const problem = templateFieldsProblem([...tags], appliesTo, unguardedLawsuitTags(doc));
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
