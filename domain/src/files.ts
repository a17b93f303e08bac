/** Upload limits shared by the SPA, the functions and the generated storage rules. */
import { hasLineBreak, isVisibleText } from './schema';

/** Documents and images. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Audio and video (hearings, calls, WhatsApp audios). One upload is one request, and the functions' hosts (Cloud
 * Run in production, the emulator locally) refuse a body over 32 MiB before the files function runs: 30 MB
 * leaves room under that. A larger recording needs uploads in parts, which the files function does not take.
 */
export const MAX_MEDIA_UPLOAD_BYTES = 30 * 1024 * 1024;

/** Documents a law office actually exchanges: PDFs, office documents, images and plain text. */
export const DOCUMENT_CONTENT_TYPES = [
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

/**
 * Recordings as phones and computers make them: MP3, M4A (both names browsers give it), Ogg (WhatsApp's .opus
 * audios are Opus in Ogg), WAV; MP4, QuickTime (iPhone) and WebM video.
 */
export const MEDIA_CONTENT_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/quicktime', 'video/webm'] as const;

export const ALLOWED_CONTENT_TYPES = [...DOCUMENT_CONTENT_TYPES, ...MEDIA_CONTENT_TYPES] as const;

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
  'audio/mpeg': { label: 'áudio MP3', extensions: ['mp3'] },
  'audio/mp4': { label: 'áudio M4A', extensions: ['m4a'] },
  'audio/x-m4a': { label: 'áudio M4A', extensions: ['m4a'] },
  'audio/ogg': { label: 'áudio OGG/Opus', extensions: ['ogg', 'oga', 'opus'] },
  'audio/wav': { label: 'áudio WAV', extensions: ['wav'] },
  'video/mp4': { label: 'vídeo MP4', extensions: ['mp4', 'm4v'] },
  'video/quicktime': { label: 'vídeo MOV', extensions: ['mov'] },
  'video/webm': { label: 'vídeo WebM', extensions: ['webm'] },
};

export const UNACCEPTED_TYPE_MESSAGE =
  'Tipo de arquivo não aceito. Envie PDF, imagem, documento de texto, planilha, áudio (MP3, M4A, OGG/Opus, WAV) ou vídeo (MP4, MOV, WebM).';

export function isAllowedContentType(type: string): type is AllowedContentType {
  return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type);
}

export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** Audio or video: the larger size limit, and "gravação" as the category a file starts with. */
export function isMediaType(type: string): type is MediaContentType {
  return (MEDIA_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The largest file of a type (documents and images, or audio and video). */
export function maxUploadBytes(type: string): number {
  return isMediaType(type) ? MAX_MEDIA_UPLOAD_BYTES : MAX_UPLOAD_BYTES;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Both limits, as the upload card and the host's refusal of an oversized request say them. */
export const UPLOAD_LIMITS_TEXT = `documentos e imagens de até ${megabytes(MAX_UPLOAD_BYTES)} MB; áudio e vídeo de até ${megabytes(MAX_MEDIA_UPLOAD_BYTES)} MB`;

/** What is wrong with a file's size for its type, in pt-BR, or null. The SPA asks before sending; the files function again. */
export function uploadSizeProblem(size: number, type: string): string | null {
  if (size === 0) return 'O arquivo está vazio.';
  if (size <= maxUploadBytes(type)) return null;
  return isMediaType(type)
    ? `O arquivo passa do limite de ${megabytes(MAX_MEDIA_UPLOAD_BYTES)} MB para áudio e vídeo.`
    : `O arquivo passa do limite de ${megabytes(MAX_UPLOAD_BYTES)} MB para documentos e imagens.`;
}

/**
 * The accepted type a file's name ending stands for, or null: for the browser that gives a file no type, or one
 * outside the list (.opus as "audio/opus", .wav as "audio/x-wav"). The files function still reads the content.
 */
export function contentTypeForName(name: string): AllowedContentType | null {
  const ending = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (!ending) return null;
  return ALLOWED_CONTENT_TYPES.find((type) => FILE_TYPES[type].extensions.includes(ending)) ?? null;
}

/**
 * The type an upload declares: the browser's when it is an accepted one, else the one the name's ending stands for
 * (else the browser's, which the check then refuses with the usual message).
 */
export function declaredContentType(name: string, browserType: string): string {
  return isAllowedContentType(browserType) ? browserType : (contentTypeForName(name) ?? browserType);
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
