import { FILE_TYPES, fileNameProblem, type AllowedContentType } from '@office/domain';

/**
 * What file-type (which reads the leading bytes) reports for each accepted type. Old Word and Excel files are
 * OLE compound files ("cfb"), which the name's ending then tells apart; text types have no signature at all.
 * An M4A is an MPEG-4 file: one whose brand is not "M4A " reads as video/mp4. Ogg holds Vorbis ("audio/ogg")
 * or Opus (WhatsApp's audios, "audio/ogg; codecs=opus").
 */
const SIGNATURES: Record<AllowedContentType, readonly string[] | null> = {
  'application/pdf': ['application/pdf'],
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/webp': ['image/webp'],
  'text/plain': null,
  'text/csv': null,
  'application/msword': ['application/x-cfb'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  'application/vnd.ms-excel': ['application/x-cfb'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  'application/vnd.oasis.opendocument.text': ['application/vnd.oasis.opendocument.text'],
  'application/vnd.oasis.opendocument.spreadsheet': ['application/vnd.oasis.opendocument.spreadsheet'],
  'audio/mpeg': ['audio/mpeg'],
  'audio/mp4': ['audio/x-m4a', 'audio/mp4', 'video/mp4'],
  'audio/x-m4a': ['audio/x-m4a', 'audio/mp4', 'video/mp4'],
  'audio/ogg': ['audio/ogg', 'audio/ogg; codecs=opus'],
  'audio/wav': ['audio/wav'],
  'video/mp4': ['video/mp4', 'video/x-m4v'],
  'video/quicktime': ['video/quicktime'],
  'video/webm': ['video/webm'],
};

/** Programs, whatever name or type they come with (Windows PE, Linux ELF, macOS Mach-O, Java, Android, WebAssembly). */
const EXECUTABLES = new Set(['exe', 'elf', 'macho', 'class', 'dex', 'wasm', 'msi', 'apk', 'jar']);

/** Markup a browser would render or run, which a "text" upload must not be. */
const MARKUP = /^\s*(<!doctype\s+html|<html|<head|<body|<script|<svg|<\?xml|<iframe|<object|<embed)/i;

/**
 * What is wrong with an upload, in pt-BR, or null: its name (see fileNameProblem), then its content, which must
 * be what the declared type says (a page of HTML is not a PNG, a Windows program is not a PDF).
 */
export async function uploadProblem(bytes: Uint8Array, declaredType: string, name: string): Promise<string | null> {
  const nameProblem = fileNameProblem(name, declaredType);
  if (nameProblem) return nameProblem;
  const type = declaredType as AllowedContentType;
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && EXECUTABLES.has(detected.ext)) return 'Programas e scripts não são aceitos como anexo.';
  const expected = SIGNATURES[type];
  const label = FILE_TYPES[type].label;
  if (expected) {
    if (!detected || !expected.includes(detected.mime)) return `O conteúdo do arquivo não corresponde ao tipo declarado (${label}).`;
    return null;
  }
  if (detected) return `O conteúdo do arquivo é binário (${detected.ext}), não ${label}.`;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (head.includes('\u0000')) return `O conteúdo do arquivo é binário, não ${label}.`;
  if (MARKUP.test(head.replace(/^\uFEFF/, ''))) return `O conteúdo parece uma página da web (HTML ou SVG), não ${label}.`;
  return null;
}
