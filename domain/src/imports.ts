/**
 * Importing lawsuits by CNJ number (issue 58): a pasted list or a spreadsheet (CSV, XLSX read in the browser) is a
 * table of text cells; the person maps its columns to fields, the server checks every row, and an import job
 * (collection `imports`, its rows in `importChunks`) writes them in chunks. Pure rules only: no I/O here.
 */
import { isValidCnj, normalizeCnj, parseCnj } from './cnj';
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { expectedVersion, recordId } from './lists';
import { lineText, z } from './schema';
import { searchKey } from './text';
import type { AgendaChunkRow } from './agenda-imports';
import type { FinanceChunkRow } from './finance-imports';

/** The fields a column can be mapped to, in the preview's order, with the words the person sees. */
export const IMPORT_FIELDS = {
  cnj: 'Número',
  client: 'Cliente',
  document: 'CPF/CNPJ',
  lawyer: 'Responsável',
  folder: 'Pasta',
  subject: 'Assunto',
  comarca: 'Comarca',
} as const;
export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_KEYS = Object.keys(IMPORT_FIELDS) as ImportField[];

/** Header words (searchKey, no punctuation) that name each field in the spreadsheets offices bring. */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  cnj: ['numero', 'numero cnj', 'cnj', 'processo', 'numero do processo', 'n processo', 'autos'],
  client: ['cliente', 'nome do cliente', 'parte', 'cliente nome'],
  document: ['cpf cnpj', 'cpf', 'cnpj', 'documento', 'cpf ou cnpj', 'documento do cliente'],
  lawyer: ['responsavel', 'advogado', 'advogado responsavel', 'oab', 'advogada'],
  folder: ['pasta', 'referencia', 'referencia interna', 'ref', 'codigo'],
  subject: ['assunto', 'objeto', 'acao'],
  comarca: ['comarca', 'cidade', 'foro'],
};

/** The most rows one import takes: 20,000 (a whole office's lawsuits), processed in chunks. */
export const MAX_IMPORT_TABLE_ROWS = 20_000;
/** Rows per chunk: one DataJud request (50 numbers) and one store transaction well under Firestore's 500 writes. */
export const IMPORT_CHUNK_ROWS = 50;

/** A header cell as the guesses compare it: no accents, no case, punctuation as single spaces ("E-mail" → "e mail"). */
export const headerKey = (h: string) =>
  searchKey(h)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Every import's first guess from the header: each field, in `fields` order, takes the first column not yet taken
 * whose header is one of its words; a field with none stays null.
 */
export function guessColumns<F extends string>(
  fields: readonly F[],
  words: Readonly<Record<F, readonly string[]>>,
  header: readonly string[],
): Record<F, number | null> {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const mapping = {} as Record<F, number | null>;
  for (const field of fields) {
    const index = keys.findIndex((k, i) => !taken.has(i) && words[field].includes(k));
    mapping[field] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}

/** Column index per field (null: not in the file); a column is given to at most one field. */
export type ImportMapping = Record<ImportField, number | null>;

/**
 * A first mapping from the header's words; without a header (a pasted list), from the first row's cells: the one
 * that reads as a CNJ number, one that reads as a CPF/CNPJ, and the first other text as the client. A column no
 * field recognises stays unmapped.
 */
export function guessMapping(header: readonly string[], firstRow: readonly string[] = []): ImportMapping {
  const mapping: ImportMapping = guessColumns(IMPORT_FIELD_KEYS, HEADER_WORDS, header);
  if (header.length > 0) return mapping;
  // No header: nothing was guessed, every column is free for the first row's cells.
  const taken = new Set<number>();
  const pick = (field: ImportField, test: (cell: string) => boolean) => {
    const index = firstRow.findIndex((cell, i) => !taken.has(i) && test(cell.trim()));
    if (index < 0) return;
    mapping[field] = index;
    taken.add(index);
  };
  pick('cnj', (cell) => parseCnj(cell) !== null);
  pick('document', (cell) => isValidCpf(stripDocument(cell)) || isValidCnpj(stripDocument(cell)));
  pick('client', (cell) => /\p{L}{2}/u.test(cell));
  return mapping;
}

/** Whether the first row is a header: no cell of it holds a CNJ number. */
export function looksLikeHeader(row: readonly string[]): boolean {
  return !row.some((cell) => parseCnj(cell) !== null);
}

/**
 * The layout's key, by which the office's last mapping for it is remembered: the header's words in order (a file
 * without a header is known by its column count). FNV-1a, so the key is a short document id.
 */
export function layoutKey(header: readonly string[] | null, columns: number): string {
  const text = header ? header.map(headerKey).join('|') : `sem-cabecalho-${columns}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `layout-${h.toString(16).padStart(8, '0')}`;
}

/** A pasted list: one row per line, cells split on tabs (a spreadsheet's copy) or semicolons. */
export function pastedTable(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split(line.includes('\t') ? '\t' : ';').map((c) => c.trim()));
}

/** One row as the person's columns give it, with its line in the file (the header, when there is one, is line 1). */
export interface ImportRowValues {
  line: number;
  cnj: string;
  /** 20 digits. */
  digits: string;
  client: string;
  document: string;
  lawyer: string;
  folder: string;
  subject: string;
  comarca: string;
}

export interface ImportProblem {
  line: number;
  /** The number as typed (or empty). */
  cnj: string;
  reason: string;
}

/**
 * Reads every data row by the mapping: the number's check digits (CNJ Res. 65/2008, art. 1º §1º: módulo 97, ISO
 * 7064), a client by name or CPF/CNPJ, a CPF/CNPJ's own digits, and the same number twice in the file. What the
 * office already holds is checked by the server.
 */
export function readImportRows(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  firstLine: number,
): { valid: ImportRowValues[]; problems: ImportProblem[] } {
  const valid: ImportRowValues[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  const cell = (row: readonly string[], field: ImportField) => {
    const index = mapping[field];
    return index === null ? '' : (row[index] ?? '').trim();
  };
  rows.forEach((row, i) => {
    const line = firstLine + i;
    if (row.every((c) => !c.trim())) return;
    const cnj = cell(row, 'cnj');
    const refuse = (reason: string) => problems.push({ line, cnj, reason });
    if (!cnj) return refuse('sem número CNJ');
    if (!parseCnj(cnj)) return refuse('número CNJ incompleto: são 20 dígitos (NNNNNNN-DD.AAAA.J.TR.OOOO)');
    if (!isValidCnj(cnj)) return refuse('número CNJ inválido: os dígitos verificadores não conferem');
    const formatted = normalizeCnj(cnj) ?? cnj;
    const digits = formatted.replace(/\D/g, '');
    const earlier = seen.get(digits);
    if (earlier !== undefined) return refuse(`número repetido no arquivo (linha ${earlier})`);
    const document = stripDocument(cell(row, 'document'));
    if (document && !isValidCpf(document) && !isValidCnpj(document)) return refuse('CPF/CNPJ do cliente inválido');
    const client = cell(row, 'client');
    if (!client && !document) return refuse('sem cliente: informe o nome ou o CPF/CNPJ');
    if (client && client.length < 3 && !document) return refuse('nome do cliente curto demais');
    seen.set(digits, line);
    valid.push({
      line,
      cnj: formatted,
      digits,
      client: client.slice(0, 200),
      document,
      lawyer: cell(row, 'lawyer').slice(0, 200),
      folder: cell(row, 'folder').slice(0, 40),
      subject: cell(row, 'subject').slice(0, 300),
      comarca: cell(row, 'comarca').slice(0, 120),
    });
  });
  return { valid, problems };
}

/** An OAB number in a "Responsável" cell ("OAB/SP 123.456", "123456/SP"): its digits, or null. */
export function oabDigits(text: string): string | null {
  const m = /\d[\d.]{2,9}/.exec(text);
  return m ? m[0].replace(/\D/g, '') : null;
}

const cellText = z.string().max(500, 'Uma célula passa de 500 caracteres');
const mappingSchema = z
  .object(Object.fromEntries(IMPORT_FIELD_KEYS.map((f) => [f, z.number().int().min(0).max(199).nullable()])) as Record<ImportField, z.ZodNullable<z.ZodNumber>>)
  .strict()
  .superRefine((m, ctx) => {
    if (m.cnj === null) ctx.addIssue({ code: 'custom', path: ['cnj'], message: 'Escolha a coluna do número CNJ' });
    const used = Object.values(m).filter((v) => v !== null);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', path: ['cnj'], message: 'Cada coluna vai para um campo só' });
  });

export const lawsuitImportInput = z
  .object({
    /** What the person brought: "colar", "csv" or "xlsx" (the browser turned it into this table). */
    source: z.enum(['colar', 'csv', 'xlsx']),
    fileName: lineText(200).nullable(),
    table: z
      .array(z.array(cellText).max(200, 'No máximo 200 colunas'))
      .min(1, 'O arquivo está vazio')
      .max(MAX_IMPORT_TABLE_ROWS + 1, `No máximo ${MAX_IMPORT_TABLE_ROWS.toLocaleString('pt-BR')} processos por importação`),
    hasHeader: z.boolean(),
    /** Null: the remembered mapping for this layout, else one guessed from the header. */
    mapping: mappingSchema.nullable(),
    /** Who is responsible for the rows whose "Responsável" is empty or matches nobody. */
    defaultLawyerId: recordId,
  })
  .strict();
export type LawsuitImportInput = z.input<typeof lawsuitImportInput>;

export const importIdInput = z.object({ id: recordId }).strict();
export const importAdvanceInput = z.object({ id: recordId, steps: z.number().int().min(1).max(50).default(20) }).strict();
export const importUndoInput = z.object({ id: recordId, expectedVersion }).strict();

/** How a row's client is found: an office client (by CPF/CNPJ, else by name), or one the import creates. */
export type ImportClientMatch = { kind: 'existing'; clientId: string; name: string } | { kind: 'new'; key: string; name: string; document: string };

/** A row ready to import: its values, its client and its responsible lawyer. */
export interface ImportRowPlan extends ImportRowValues {
  client: string;
  match: ImportClientMatch;
  lawyerId: string;
  /** The "Responsável" cell matched nobody: the default lawyer was taken. */
  lawyerDefaulted: boolean;
}

/** What the preview shows before anything is written. */
export interface LawsuitImportPreview {
  header: string[] | null;
  columns: number;
  mapping: ImportMapping;
  /** The mapping came from the office's last import of this layout. */
  remembered: boolean;
  total: number;
  valid: number;
  newClients: number;
  /** The first rows as they will be imported. */
  sample: ImportRowPlan[];
  /** Every refused row (up to MAX_PROBLEMS_SHOWN), with its reason. */
  problems: ImportProblem[];
  problemCount: number;
}
export const MAX_PROBLEMS_SHOWN = 200;

export const IMPORT_STATUSES = ['em-andamento', 'concluida', 'desfazendo', 'desfeita', 'interrompida'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  'em-andamento': 'Em andamento',
  concluida: 'Concluída',
  desfazendo: 'Desfazendo',
  desfeita: 'Desfeita',
  interrompida: 'Interrompida',
};

export interface ImportCounts {
  /** Rows in the file (without the header). */
  total: number;
  /** Rows planned (valid and not already in the office). */
  planned: number;
  imported: number;
  skipped: number;
  enriched: number;
  notFound: number;
  clientsCreated: number;
  undone: number;
}

/** `imports/<id>`: one import job. */
export type ImportJobRecord = {
  /** What the job imports: lawsuits (these rows), open prazos and hearings (agenda-imports.ts), or lançamentos (finance-imports.ts). */
  kind: 'lawsuits' | 'agenda' | 'finance';
  status: ImportStatus;
  source: 'colar' | 'csv' | 'xlsx';
  fileName: string | null;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  chunkCount: number;
  /** Chunks written; `enrichedChunks` of them also enriched from DataJud (the job's checkpoint). */
  writtenChunks: number;
  enrichedChunks: number;
  /** While undoing: chunks whose records are deleted. */
  undoneChunks: number;
  counts: ImportCounts;
  /** The refused rows (the preview's problems, then the ones the office's data refused at the write), capped. */
  skippedRows: ImportProblem[];
  /** Why the job stopped or an undo was refused, in pt-BR. */
  stopReason: string | null;
  /** Who runs a step now, until when (a worker that dies lets it lapse; the next pass resumes). */
  lease: { owner: string; until: string } | null;
};

/** One planned row in a chunk, and what became of it. */
export type ImportChunkRow = ImportRowPlan & {
  lawsuitId: string;
  outcome: 'pendente' | 'importado' | 'ignorado';
  reason: string | null;
  /** DataJud: found, not found, not asked (a court DataJud has no index for), or it did not answer. */
  datajud: 'encontrado' | 'nao-encontrado' | 'sem-indice' | 'falhou' | null;
  /** The lawsuit's version once the import was done with it: undo refuses a lawsuit changed since. */
  version: number | null;
};

/** `importChunks/<importId>-<n>`: up to IMPORT_CHUNK_ROWS rows and where they stand. */
export type ImportChunkRecord = {
  importId: string;
  index: number;
  state: 'pendente' | 'gravado' | 'enriquecido' | 'desfeito';
  rows: ImportChunkRow[];
  /** An agenda import's rows (its `rows` stay empty). */
  agenda?: AgendaChunkRow[];
  /** A finance import's rows (finance-imports.ts; its `rows` stay empty). */
  finance?: FinanceChunkRow[];
  /** Clients this chunk created (id and version after the import), for undo. */
  createdClients: { id: string; version: number }[];
};

/** `importLayouts/<layoutKey>`: the office's last mapping of a spreadsheet layout. */
export type ImportLayoutRecord = { header: string[] | null; mapping: ImportMapping; updatedBy: string; updatedAt: string };

/** The job as the page shows it. */
export type ImportJobView = ImportJobRecord & { id: string; version: number; createdByName: string };

/** Ids derived from the job and the row, so a step run twice writes the same documents (and the second is refused). */
export const importChunkId = (importId: string, index: number) => `${importId}-${index}`;
export const importLawsuitId = (importId: string, line: number) => `proc-${importId}-${line}`;
export const importClientId = (importId: string, key: string) => `cli-${importId}-${key}`;

/** A new client's key within an import: its CPF/CNPJ, else its name's search key, as an id-safe hash. */
export function newClientKey(name: string, document: string): string {
  const text = document || `nome:${searchKey(name)}`;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    h1 = Math.imul(h1 ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** The share of the work done, 0–100, for the progress bar. */
export function importProgress(job: Pick<ImportJobRecord, 'status' | 'chunkCount' | 'writtenChunks' | 'enrichedChunks' | 'undoneChunks'>): number {
  if (job.chunkCount === 0) return 100;
  if (job.status === 'desfazendo' || job.status === 'desfeita') return Math.round((job.undoneChunks / job.chunkCount) * 100);
  return Math.round(((job.writtenChunks + job.enrichedChunks) / (2 * job.chunkCount)) * 100);
}
