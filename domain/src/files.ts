/** Upload limits shared by the SPA, the functions and the generated storage rules. */
import { hasLineBreak, isVisibleText } from './schema';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Documents a law office actually exchanges: PDFs, office documents, images and plain text. */
export const ALLOWED_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/** What each accepted type is called in messages, and the name endings a file of that type may have. */
export const FILE_TYPES: Record<AllowedContentType, { label: string; extensions: readonly string[] }> = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/jpeg': { label: 'imagem JPEG', extensions: ['jpg', 'jpeg'] },
  'image/png': { label: 'imagem PNG', extensions: ['png'] },
  'image/webp': { label: 'imagem WebP', extensions: ['webp'] },
  'text/plain': { label: 'texto simples', extensions: ['txt'] },
  'text/csv': { label: 'planilha CSV', extensions: ['csv'] },
  'application/msword': { label: 'documento Word (.doc)', extensions: ['doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'documento Word (.docx)', extensions: ['docx'] },
  'application/vnd.ms-excel': { label: 'planilha Excel (.xls)', extensions: ['xls'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'planilha Excel (.xlsx)', extensions: ['xlsx'] },
  'application/vnd.oasis.opendocument.text': { label: 'documento ODT', extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { label: 'planilha ODS', extensions: ['ods'] },
};

export const UNACCEPTED_TYPE_MESSAGE = 'Tipo de arquivo não aceito. Envie PDF, imagem, documento de texto ou planilha.';

export function isAllowedContentType(type: string): type is AllowedContentType {
  return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Name endings of programs and scripts: refused whatever type they are declared as. */
const EXECUTABLE_NAME = /\.(exe|com|bat|cmd|scr|pif|msi|msp|dll|cpl|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|apk|app|lnk|reg)$/i;

/**
 * What is wrong with a file's name for its declared type, in pt-BR, or null. The SPA asks before sending and
 * the files function asks again (and then also reads the content).
 */
export function fileNameProblem(name: string, type: string): string | null {
  if (!isAllowedContentType(type)) return UNACCEPTED_TYPE_MESSAGE;
  if (name.length === 0 || name.length > 200) return 'O nome do arquivo deve ter de 1 a 200 caracteres.';
  // The same rule as every text field (see lineText): "fatura\u202Efdp.exe" shows as "fatura" + "exe.pdf".
  if (!isVisibleText(name) || hasLineBreak(name))
    return 'O nome do arquivo tem caracteres invisíveis (de controle ou de direção do texto). Renomeie o arquivo e envie de novo.';
  if (EXECUTABLE_NAME.test(name)) return 'Programas e scripts não são aceitos como anexo.';
  const { label, extensions } = FILE_TYPES[type];
  const ending = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (!ending || !extensions.includes(ending)) return `Um arquivo do tipo ${label} deve ter o nome terminado em .${extensions.join(' ou .')}.`;
  return null;
}
