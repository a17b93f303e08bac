/**
 * Exportações (Configurações → Exportações): the whole office, or one client's own data for an LGPD request, as one
 * ZIP produced in the background. What goes in, what stays out and why, the CSV's columns and the link's expiry
 * are decided here; functions/src/entities/exports/ writes the archive.
 */
import { COLLECTIONS, SECTIONS, type CollectionName } from './policy';
import { formatDate, formatTime } from './dates';
import { recordId } from './lists';
import { z } from './schema';

/** The whole office, or one client's own data (Lei 13.709/2018, art. 18, V: portabilidade dos dados). */
export const EXPORT_SCOPES = ['escritorio', 'cliente'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

export const EXPORT_STATUSES = ['na-fila', 'gerando', 'pronta', 'falhou'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  'na-fila': 'Na fila',
  gerando: 'Gerando',
  pronta: 'Pronta',
  falhou: 'Falhou',
};

/** How long the download link of a finished export works. */
export const EXPORT_LINK_HOURS = 24;

/** A run that has not written progress for this long has stopped (a crash, a timeout): another run may take it over. */
export const EXPORT_LEASE_MS = 2 * 60 * 1000;

/** Where the archives are kept (`exports/<id>/part-00001`…): outside every section's folder, so never exported itself. */
export const EXPORTS_FOLDER = 'exports';

/** `exports/<id>`: one export, as it goes. */
export interface ExportRecord {
  scope: ExportScope;
  /** The client of an LGPD export; null for the office. */
  clientId: string | null;
  /** The client's name when it was asked for (the list shows it to administrators, who read everything). */
  clientName: string | null;
  status: ExportStatus;
  requestedBy: string;
  requestedByName: string;
  /** ISO instants. */
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Until when the run that took it holds it (see EXPORT_LEASE_MS). */
  leaseUntil: string | null;
  /**
   * Which run writes (or wrote) the archive: each run that takes the export counts one more and writes its parts
   * under its own number, so a run that outlived its lease never writes beside the one that took over. Absent on
   * exports stored before runs were numbered (their parts are directly under the export's folder).
   */
  attempt?: number;
  /** Steps done of the total: one per collection and one per file. */
  done: number;
  total: number;
  /** The archive's size in bytes and how many stored parts hold it, once ready. */
  size: number | null;
  parts: number;
  /** The name the download gets ("escritorio-2026-12-03.zip"). */
  fileName: string;
  /** Records per collection and files put in the archive, once ready. */
  counts: Record<string, number>;
  files: number;
  /** When the link stops working (ISO), once ready. */
  expiresAt: string | null;
  /** What went wrong, in pt-BR, when it failed. */
  error: string | null;
}

/** What the list shows of one export. */
export type ExportView = ExportRecord & { id: string; version: number; expired: boolean };

export const exportStartInput = z.discriminatedUnion(
  'scope',
  [z.object({ scope: z.literal('escritorio') }).strict(), z.object({ scope: z.literal('cliente'), clientId: recordId }).strict()],
  { error: 'Escolha o que exportar' },
);
export const exportRunInput = z.object({ exportId: recordId }).strict();
export const exportListInput = z.object({}).strict();

/** The past exports the page lists (newest first). */
export const EXPORT_LIST_MAX = 50;

/**
 * Collections left out of every export, and why: they hold secrets or access plumbing, not the office's work.
 * Second-factor secrets and recovery codes (and the sign-ins they verified), the calendar feeds' secret
 * addresses, rate-limit counters, the files' version claims, the notifier's cursor and e-mail queue, and the
 * exports themselves (their records name download parts). Staff records carry no password (Firebase Auth keeps
 * those, outside the store); their claims version is the record's own version, which says nothing secret.
 */
export const EXPORT_EXCLUDED: Readonly<Partial<Record<CollectionName, string>>> = {
  [COLLECTIONS.secondFactors]: 'segredos da verificação em duas etapas e códigos de recuperação',
  [COLLECTIONS.secondFactorSessions]: 'sessões verificadas em duas etapas',
  [COLLECTIONS.calendarFeeds]: 'endereços secretos das agendas assinadas',
  [COLLECTIONS.rateLimits]: 'contadores de limite de tentativas',
  [COLLECTIONS.fileVersions]: 'reservas internas de versões de arquivos',
  [COLLECTIONS.notifierState]: 'posição interna do envio de notificações',
  [COLLECTIONS.emailOutbox]: 'fila interna de e-mails',
  [COLLECTIONS.exports]: 'as próprias exportações',
};

/** Fields replaced in the archive because they are credentials: the DataJud API key. */
export const EXPORT_REDACTED: Readonly<Partial<Record<CollectionName, readonly string[]>>> = {
  [COLLECTIONS.integrations]: ['apiKey'],
};
export const REDACTED_VALUE = '[removido da exportação]';

/** Every collection an office export holds, in the section table's order, then the rest. */
export function exportedCollections(): CollectionName[] {
  const all = Object.values(COLLECTIONS) as CollectionName[];
  return all.filter((c) => !Object.hasOwn(EXPORT_EXCLUDED, c));
}

/** The storage folders of the office's files: each section's, the staff photos and the document templates' bytes. */
export function exportedFolders(): string[] {
  const prefixes = SECTIONS.map((s) => s.storagePrefix).filter((p): p is NonNullable<typeof p> => p !== null);
  return [...new Set<string>([...prefixes, COLLECTIONS.staff, COLLECTIONS.documentTemplates])];
}

type Stored = { id: string; version: number; createdAt: string; updatedAt: string; data: Record<string, unknown> };

/** A record as the archive's JSON holds it: its id and times beside its fields, credentials replaced. */
export function exportRow(collection: CollectionName, doc: Stored): Record<string, unknown> {
  const data = { ...doc.data };
  for (const field of EXPORT_REDACTED[collection] ?? []) if (data[field] != null) data[field] = REDACTED_VALUE;
  return { id: doc.id, versao: doc.version, criadoEm: doc.createdAt, atualizadoEm: doc.updatedAt, ...data };
}

const FIRST_COLUMNS = ['id', 'versao', 'criadoEm', 'atualizadoEm'];

/**
 * A collection's CSV columns: the id and times first, then every top-level field any record has, sorted, so a
 * field only some records hold still gets its column (the archive is read in two passes; see the writer).
 */
export function csvColumns(keys: Iterable<string>): string[] {
  const rest = [...new Set(keys)].filter((k) => !FIRST_COLUMNS.includes(k)).sort();
  return [...FIRST_COLUMNS, ...rest];
}

/** One CSV cell: text as is, numbers and booleans as written, lists and objects as JSON, nothing for null. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function csvRow(columns: readonly string[], row: Record<string, unknown>): string[] {
  return columns.map((c) => csvCell(row[c]));
}

/**
 * The archive's name: "escritorio-2026-12-03.zip", "cliente-cli-001-2026-12-03.zip". A client's archive is named by
 * the client's id, not their name: the list shows it to every administrator, some of whom may not read Clientes.
 */
export function exportFileName(scope: ExportScope, day: string, clientId: string | null): string {
  if (scope === 'escritorio' || !clientId) return `escritorio-${day}.zip`;
  return `cliente-${clientId.replace(/[^A-Za-z0-9_-]/g, '')}-${day}.zip`;
}

export function exportExpiresAt(finishedAt: string): string {
  return new Date(Date.parse(finishedAt) + EXPORT_LINK_HOURS * 3600 * 1000).toISOString();
}

export function isExpired(record: Pick<ExportRecord, 'expiresAt'>, now: string): boolean {
  return record.expiresAt !== null && record.expiresAt <= now;
}

/** Whether a run may take the export: never taken, or its last run stopped writing progress. */
export function mayTakeOver(record: Pick<ExportRecord, 'status' | 'leaseUntil'>, now: string): boolean {
  if (record.status === 'na-fila') return true;
  return record.status === 'gerando' && (record.leaseUntil === null || record.leaseUntil <= now);
}

/** The refusal a download after the link expired gets. */
export function expiredMessage(expiresAt: string): string {
  return `O link desta exportação expirou em ${formatDate(expiresAt)} às ${formatTime(expiresAt)}. Gere uma nova exportação.`;
}

/** "Exportação do escritório", "Exportação de Maria Souza (LGPD)". */
export function exportTitle(record: Pick<ExportRecord, 'scope' | 'clientName'>): string {
  return record.scope === 'escritorio' ? 'Exportação do escritório' : `Exportação de ${record.clientName ?? 'cliente'} (LGPD)`;
}

/** The archive's path of a stored file: its folder as stored, under "arquivos/". */
export function archiveFilePath(path: string): string {
  return `arquivos/${path}`;
}

/** The stored part of an archive, written by run `attempt` (`exports/<id>/run-2/part-00001`). */
export function exportPartPath(exportId: string, part: number, attempt = 0): string {
  const run = attempt > 0 ? `run-${attempt}/` : '';
  return `${EXPORTS_FOLDER}/${exportId}/${run}part-${String(part).padStart(5, '0')}`;
}

/** The download address of an export's archive, under the files function. */
export function exportDownloadPath(exportId: string, fileName: string): string {
  return `${EXPORTS_FOLDER}/${exportId}/${fileName}`;
}

/** "850 KB", "12,4 MB", "1,2 GB": an archive's size as the page and the notice say it. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit] ?? 'GB'}`;
}
