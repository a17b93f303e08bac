/**
 * Importing files from a ZIP (issue 58): an office's folders of files, one top folder per lawsuit (named by its
 * CNJ number) or per client (named by CPF/CNPJ). The ZIP is sent in parts and stored as objects
 * (`fileImports/<id>/part-00001`…), never held whole in memory; its central directory is read from the parts and
 * each entry becomes a file of its record in job steps (collection `fileImports`). Pure rules only: no I/O here.
 */
import { isValidCnj } from './cnj';
import { isValidCnpj, isValidCpf } from './documents';
import { FILE_CATEGORY_LABELS, FILE_CATEGORIES, type FileCategory } from './file-records';
import { expectedVersion, recordId } from './lists';
import { lineText, z } from './schema';
import { searchKey } from './text';

/**
 * One part of the ZIP per request: the functions' hosts refuse a body over 32 MiB (see MAX_MEDIA_UPLOAD_BYTES), and
 * 8 MiB keeps a part small in the function's memory while a 2 GB ZIP is still only 256 requests.
 */
export const ZIP_PART_BYTES = 8 * 1024 * 1024;
/**
 * The largest ZIP: 2 GB, the office. Above 4 GiB a ZIP needs ZIP64, which the reader does not take; the
 * parts are stored objects and each step reads only the parts its entries lie in, so the size costs no memory.
 */
export const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024;
/** A ZIP without ZIP64 lists at most 65,535 entries. */
export const MAX_ZIP_ENTRIES = 0xffff;
/**
 * The most one ZIP may unpack to, all its files together. Each file is held to the upload limits, but deflate packs
 * up to about 1,000 to 1, so a small ZIP could otherwise fill the office's storage; scanned PDFs and photos, what
 * offices bring, barely compress, so a 2 GB ZIP stays well under this.
 */
export const MAX_ZIP_UNPACKED_BYTES = 4 * 1024 * 1024 * 1024;
export const ZIP_UNPACKED_LIMIT_MESSAGE = 'o ZIP descompactado passaria de 4 GB: importe esta pasta em outro ZIP';
/** Refused files and folders kept on the job for its report (the counts say how many in all). */
export const MAX_FILE_IMPORT_PROBLEMS = 200;

export const zipPartCount = (size: number) => Math.max(1, Math.ceil(size / ZIP_PART_BYTES));
export const zipPartName = (n: number) => `part-${String(n).padStart(5, '0')}`;

export const fileImportCreateInput = z
  .object({
    fileName: lineText(200).refine((name) => /\.zip$/i.test(name), 'Envie um arquivo .zip.'),
    size: z
      .number()
      .int()
      .min(22, 'O arquivo ZIP está vazio.')
      .max(MAX_ZIP_BYTES, 'O arquivo ZIP passa do limite de 2 GB. Divida as pastas em mais de um ZIP.'),
  })
  .strict();
export const fileImportIdInput = z.object({ id: recordId }).strict();
export const fileImportAdvanceInput = z.object({ id: recordId, steps: z.number().int().min(1).max(20).default(5) }).strict();
export const fileImportUndoInput = z.object({ id: recordId, expectedVersion }).strict();
export const fileImportStartInput = fileImportUndoInput;

export const FILE_IMPORT_STATUSES = ['enviando', 'em-andamento', 'concluida', 'interrompida', 'desfazendo', 'desfeita'] as const;
export type FileImportStatus = (typeof FILE_IMPORT_STATUSES)[number];
export const FILE_IMPORT_STATUS_LABELS: Record<FileImportStatus, string> = {
  enviando: 'Enviando o ZIP',
  'em-andamento': 'Em andamento',
  concluida: 'Concluída',
  interrompida: 'Interrompida',
  desfazendo: 'Desfazendo',
  desfeita: 'Desfeita',
};

/** A top folder the ZIP names: a lawsuit by its CNJ number, a client by CPF/CNPJ. */
export type ZipFolderTarget = { kind: 'lawsuit'; digits: string } | { kind: 'client'; digits: string };

/**
 * What a top folder's name stands for: only digits and the punctuation numbers are written with (".", "-", "_",
 * spaces); 20 digits with valid check digits are a CNJ number (Resolução CNJ 65/2008), 11 a CPF, 14 a CNPJ (each
 * with its check digits). A ZIP cannot hold "/" in a name, so "12.345.678-0001-90" stands for a CNPJ too.
 */
export function zipFolderTarget(name: string): ZipFolderTarget | null {
  if (!/^[\d.\-_ ]+$/.test(name)) return null;
  const digits = name.replace(/\D/g, '');
  if (digits.length === 20 && isValidCnj(digits)) return { kind: 'lawsuit', digits };
  if ((digits.length === 11 && isValidCpf(digits)) || (digits.length === 14 && isValidCnpj(digits))) return { kind: 'client', digits };
  return null;
}

/** Entries a ZIP tool adds by itself (macOS's resource forks, Finder and Explorer files): left out, unreported. */
export function isZipClutter(path: string): boolean {
  const parts = path.split('/');
  const base = parts[parts.length - 1] ?? '';
  return parts[0] === '__MACOSX' || base === '.DS_Store' || base === 'Thumbs.db' || base === 'desktop.ini' || base.startsWith('._');
}

/** A folder's words in the singular ("Procurações" → "procuracao", "Documentos pessoais" → "documento pessoal"). */
const singular = (words: string) =>
  searchKey(words)
    .split(' ')
    .map((w) => w.replace(/oes$/, 'ao').replace(/ais$/, 'al').replace(/s$/, ''))
    .join(' ');

/**
 * Where a sub-folder goes, as far as the files model allows (a record's files are flat, with a category and a
 * description): a sub-folder named as a category ("Procurações", "contratos") becomes that category; any other
 * sub-folder path is kept as the file's description ("Pasta: Perícia/Laudos").
 */
export function zipSubfolderDetails(subfolders: readonly string[]): { category: FileCategory | null; description: string | null } {
  if (subfolders.length === 0) return { category: null, description: null };
  const key = singular(subfolders[subfolders.length - 1] ?? '');
  const category = FILE_CATEGORIES.find((c) => singular(FILE_CATEGORY_LABELS[c]) === key) ?? null;
  if (category && subfolders.length === 1) return { category, description: null };
  return { category, description: `Pasta: ${subfolders.join('/')}`.slice(0, 200) };
}

/** A top folder of the ZIP as the preview shows it. */
export interface ZipFolderMatch {
  folder: string;
  kind: 'lawsuit' | 'client';
  /** The lawsuit's number and title or the client's name: null when the importer may not read it. */
  label: string | null;
  files: number;
}

export interface ZipProblem {
  /** The entry's or folder's path in the ZIP (the importer's own words). */
  path: string;
  reason: string;
}

/** What an import of the uploaded ZIP would do, before anything is written. */
export interface FileImportPreview {
  matched: ZipFolderMatch[];
  unmatched: ZipProblem[];
  refused: ZipProblem[];
  counts: Pick<FileImportCounts, 'files' | 'planned' | 'refused'>;
}

export interface FileImportCounts {
  /** Files the ZIP holds (clutter left out). */
  files: number;
  /** Files planned: in a matched folder, of an accepted type and size. */
  planned: number;
  imported: number;
  refused: number;
  undone: number;
}

/** `fileImports/<id>`: one import of a ZIP of files, its progress (the runner's checkpoint) and its report. */
export interface FileImportRecord {
  status: FileImportStatus;
  fileName: string;
  size: number;
  partCount: number;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The next entry of the stored plan to import: the job's checkpoint. */
  nextEntry: number;
  /** The record folders it writes into ("lawsuits/proc-1"), for the undo. */
  destinations: string[];
  /** Destinations undone so far. */
  undoneDestinations: number;
  matched: ZipFolderMatch[];
  unmatched: ZipProblem[];
  refused: ZipProblem[];
  counts: FileImportCounts;
  stopReason: string | null;
  lease: { owner: string; until: string } | null;
}

export interface FileImportView extends FileImportRecord {
  id: string;
  version: number;
  createdByName: string;
}

/** How far the job is, 0–100 (importing: files done of planned; undoing: destinations done). */
export function fileImportProgress(job: Pick<FileImportRecord, 'status' | 'nextEntry' | 'counts' | 'destinations' | 'undoneDestinations'>): number {
  if (job.status === 'concluida' || job.status === 'desfeita') return 100;
  if (job.status === 'desfazendo') return job.destinations.length ? Math.floor((100 * job.undoneDestinations) / job.destinations.length) : 0;
  return job.counts.planned ? Math.floor((100 * job.nextEntry) / job.counts.planned) : 0;
}
