import { isMediaType } from './files';
import { optionalLineText, z } from './schema';

/** What a record's file is, so a procuração or a hearing's recording is found without opening every file. */
export const FILE_CATEGORIES = ['peticao', 'procuracao', 'contrato', 'documento_pessoal', 'comprovante', 'decisao', 'gravacao', 'outro'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const FILE_CATEGORY_LABELS = {
  peticao: 'Petição',
  procuracao: 'Procuração',
  contrato: 'Contrato',
  documento_pessoal: 'Documento pessoal',
  comprovante: 'Comprovante',
  decisao: 'Decisão',
  gravacao: 'Gravação',
  outro: 'Outro',
} as const satisfies Record<FileCategory, string>;

/** The category a file starts with: a recording for audio and video, else "outro". */
export function defaultFileCategory(contentType: string): FileCategory {
  return isMediaType(contentType) ? 'gravacao' : 'outro';
}

/** A stored category read back: files uploaded before categories existed (or with an unknown one) are "outro". */
export function fileCategoryOf(stored: string | undefined): FileCategory {
  return (FILE_CATEGORIES as readonly string[]).includes(stored ?? '') ? (stored as FileCategory) : 'outro';
}

/** What a person says about a file: sent with its upload, changed later by attachments-update. */
export const fileDetailsInput = z
  .object({
    category: z.enum(FILE_CATEGORIES, 'Escolha uma categoria da lista'),
    description: optionalLineText(200),
  })
  .strict();

export type FileDetailsInput = z.input<typeof fileDetailsInput>;
export type FileDetails = z.output<typeof fileDetailsInput>;

/** The log's words for a file's details (it lists which changed, never the file's name: that may be personal data). */
export const FILE_FIELD_LABELS = {
  category: 'categoria',
  description: 'descrição',
} as const satisfies Record<keyof FileDetails, string>;

/** One stored version of a file: the current one, or an earlier one kept when a new version was sent. */
export interface FileVersionEntry {
  /** Where its bytes are (GET /files/<path> downloads it). */
  path: string;
  /** The name the person gave it when uploading. */
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
  /** The uploader's name as the team knows them now ("Pessoa removida" when no longer in the team's records). */
  uploadedByName: string;
  /** Sent by the client from the portal (portal do cliente): `uploadedByName` is the client account's name. */
  uploadedByClient?: boolean;
  /** 1 for the first upload; each new version adds one. */
  version: number;
}

/** A stored file as the SPA lists it: its current version, what it is, and the versions it replaced. */
export interface FileEntry extends FileVersionEntry {
  category: FileCategory;
  description: string | null;
  /** Earlier versions, newest first; empty for a file never replaced. */
  versions: FileVersionEntry[];
}

/** "<section prefix>/<record id>", e.g. "clients/cli-001": the folder of one record's files. */
const folder = z.string().regex(/^[a-z]+\/[A-Za-z0-9_-]{1,128}$/, 'Pasta inválida');

/** "<folder>/<file>": a record's file (its current version). */
const FILE_PATH = /^[a-z]+\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const filePath = z.string().regex(FILE_PATH, 'Arquivo inválido');

export function isFilePath(path: string): boolean {
  return FILE_PATH.test(path);
}

export const filesListInput = z.object({ folder }).strict();
export const filesDeleteInput = z.object({ path: filePath }).strict();
export const filesUpdateInput = z.object({ path: filePath, ...fileDetailsInput.shape }).strict();

/**
 * The sub-folder of a record's folder that keeps earlier versions, never listed as files of their own. Uploaded
 * files are named "<time>-<name>", so none is ever called this.
 */
export const VERSIONS_FOLDER = 'versions';

/** Where a file's earlier versions are kept: "clients/cli-001/versions/<file>". */
export function versionsPrefix(path: string): string {
  const [prefix = '', recordId = '', name = ''] = path.split('/');
  return `${prefix}/${recordId}/${VERSIONS_FOLDER}/${name}`;
}

/**
 * `fileVersions/<id>`: the version of a file that an upload is writing or last wrote. An upload claims N + 1
 * before it writes, so a second upload that also read version N is refused instead of overwriting the first.
 */
export interface FileVersionClaimRecord {
  path: string;
  version: number;
  /** Who claimed it, and when (ISO instant): a claim whose upload died is taken over once it is old. */
  uploadedBy: string;
  at: string;
}

/** Why an upload of a new version was refused: another one, sent at the same time, became that version first. */
export const SIMULTANEOUS_VERSION_REASON =
  'Outra pessoa enviou uma nova versão deste arquivo ao mesmo tempo. A lista foi atualizada: confira a versão atual e envie a sua de novo, se ainda for preciso.';

/** Where version `version` of a file is kept once a newer one replaces it: ".../versions/<file>/0001". */
export function versionPath(path: string, version: number): string {
  return `${versionsPrefix(path)}/${String(version).padStart(4, '0')}`;
}

/** Keeps a file name readable but safe as an object path segment. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 120);
  return cleaned || 'arquivo';
}
