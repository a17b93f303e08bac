import {
  can,
  COLLECTIONS,
  fileCategoryOf,
  normalizeScopes,
  SECTIONS,
  VERSIONS_FOLDER,
  versionPath,
  versionsPrefix,
  type Access,
  type AuditAction,
  type CollectionName,
  type FileDetails,
  type FileEntry,
  type FileVersionEntry,
  type Section,
} from '@office/domain';
import type { StoredFile } from '../store/port';
import type { TypedWriteOp } from '../store/typed';
import { auditOp } from './audit';
import type { CallableContext } from './define-callable';
import { appError } from './errors';
import { claimVersion, dropClaim, releaseVersion } from './file-version-claims';
import { callerSeesLawsuit, viewerOf } from './lawsuit-visibility';

/** The section that owns a storage folder ("clients/cli-001" → Clientes), and the record the folder belongs to. */
export function sectionOfFolder(folder: string): { section: Section; recordId: string } {
  const [prefix = '', recordId = ''] = folder.split('/');
  const section = SECTIONS.find((s) => s.storagePrefix === prefix);
  if (!section || !recordId) throw appError('not-found');
  return { section, recordId };
}

/** The same label check the callables make, for endpoints whose section depends on the path. */
export function requireSectionAccess(ctx: CallableContext, section: Section, access: Access): void {
  if (!can(normalizeScopes(ctx.staff?.data.scopes ?? {}), section.id, access)) {
    throw appError('missing-scope', { section: section.label, access });
  }
}

/**
 * Attaching to a record (a new file, a new version, its category and description): its section's write label; or,
 * for a task, being one of its people with the Agenda to read — "juntar o comprovante" is often one of its steps,
 * and an intern does it without writing in the Agenda. Deleting a file stays with the write label.
 */
export async function requireAttach(ctx: CallableContext, section: Section, recordId: string): Promise<void> {
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  if (section.id === 'agenda' && !can(scopes, section.id, 'write') && can(scopes, section.id, 'read')) {
    const task = await ctx.stores.documents.get(COLLECTIONS.tasks, recordId);
    if (task?.data.people.includes(ctx.uid)) return;
  }
  requireSectionAccess(ctx, section, 'write');
}

/** Files attach to an existing record of the section (its file-owning collections): no orphan uploads. */
export async function requireRecord(ctx: CallableContext, section: Section, recordId: string): Promise<void> {
  await requireVisibleRecord(ctx, section, recordId);
  const owners: readonly CollectionName[] = 'fileRecords' in section ? section.fileRecords : section.collections.slice(0, 1);
  for (const collection of owners) if (await ctx.stores.documents.get(collection, recordId)) return;
  throw appError('not-found');
}

/**
 * Segredo de justiça: the files of a lawsuit under segredo are its own, so to a caller who may not see it they do
 * not exist — listing, download, upload, versions, changes, deletion all answer not-found. Every path to a
 * record's files goes through here (a lawsuit no longer stored hides nothing).
 */
export async function requireVisibleRecord(ctx: CallableContext, section: Section, recordId: string): Promise<void> {
  if (viewerOf(ctx).admin) return;
  if (section.id === 'agenda') return requireVisibleTask(ctx, recordId);
  if (section.id !== 'lawsuits') return;
  const lawsuit = await ctx.stores.documents.get(COLLECTIONS.lawsuits, recordId);
  if (lawsuit && !callerSeesLawsuit(ctx, lawsuit.data)) throw appError('not-found');
}

/** A task's files follow its lawsuit's segredo, except for the task's own people (they work with them). */
async function requireVisibleTask(ctx: CallableContext, taskId: string): Promise<void> {
  const task = await ctx.stores.documents.get(COLLECTIONS.tasks, taskId);
  if (!task?.data.lawsuitId || task.data.people.includes(ctx.uid)) return;
  const lawsuit = await ctx.stores.documents.get(COLLECTIONS.lawsuits, task.data.lawsuitId);
  if (lawsuit && !callerSeesLawsuit(ctx, lawsuit.data)) throw appError('not-found');
}

/**
 * The custom metadata a record's file carries. `uploadedAt` is kept apart from the object's own time, which a
 * change of category or description moves; files stored before it existed fall back to that time.
 */
interface FileMetadata {
  originalName: string;
  uploadedBy: string;
  uploadedAt: string;
  version: string;
}

/** The metadata of a stored version, with the file's details on its current one; empty values are left out. */
export function fileMetadata(
  m: { originalName: string; uploadedBy: string; uploadedAt: string; version: number },
  details?: FileDetails,
): Record<string, string> {
  const base: FileMetadata = { originalName: m.originalName, uploadedBy: m.uploadedBy, uploadedAt: m.uploadedAt, version: String(m.version) };
  const all: Record<string, string | null> = { ...base, category: details?.category ?? null, description: details?.description ?? null };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** When a stored version was uploaded. */
export function uploadedAtOf(file: StoredFile): string {
  return file.metadata.uploadedAt ?? file.updatedAt;
}

/** Which version a stored object is: 1 for files stored before versions existed. */
export function versionOf(file: StoredFile): number {
  const n = Number(file.metadata.version);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The category and description a stored file carries (absent: "outro", none). */
export function fileDetailsOf(file: StoredFile): FileDetails {
  return { category: fileCategoryOf(file.metadata.category), description: file.metadata.description ?? null };
}

interface Uploader {
  name: string;
  /** A client's account that sent it from the portal (portal do cliente), not someone of the team. */
  client: boolean;
}

/**
 * The uploaders' names as the team's records have them now; someone no longer there is "Pessoa removida". A
 * client's upload from the portal is named by the client account's name.
 */
async function uploaderNames(ctx: CallableContext, files: readonly StoredFile[]): Promise<Map<string, Uploader>> {
  const uids = [...new Set(files.map((f) => f.metadata.uploadedBy ?? '').filter(Boolean))];
  const staff = uids.length > 0 ? await ctx.stores.documents.getMany(COLLECTIONS.staff, uids) : [];
  const others = uids.filter((_, i) => !staff[i]);
  const accounts = others.length > 0 ? await ctx.stores.documents.getMany(COLLECTIONS.portalAccounts, others) : [];
  const clients = new Map(others.flatMap((uid, i) => (accounts[i] ? [[uid, accounts[i].data.name] as const] : [])));
  return new Map(
    uids.map((uid, i) => {
      const client = clients.get(uid);
      return [uid, client ? { name: client, client: true } : { name: staff[i]?.data.name ?? 'Pessoa removida', client: false }];
    }),
  );
}

function toVersionEntry(file: StoredFile, names: Map<string, Uploader>): FileVersionEntry {
  const uploadedBy = file.metadata.uploadedBy ?? '';
  const uploader = names.get(uploadedBy);
  return {
    path: file.path,
    name: file.metadata.originalName ?? file.path.split('/').pop() ?? 'arquivo',
    size: file.size,
    contentType: file.contentType,
    uploadedAt: uploadedAtOf(file),
    uploadedBy,
    uploadedByName: uploader?.name ?? '—',
    ...(uploader?.client ? { uploadedByClient: true } : {}),
    version: versionOf(file),
  };
}

function toFileEntry(file: StoredFile, versions: readonly StoredFile[], names: Map<string, Uploader>): FileEntry {
  return {
    ...toVersionEntry(file, names),
    ...fileDetailsOf(file),
    versions: versions.map((v) => toVersionEntry(v, names)).sort((a, b) => b.version - a.version),
  };
}

/** A record's files as the SPA lists them: the current version of each, its earlier versions beside it (not as files). */
export async function folderEntries(ctx: CallableContext, folder: string): Promise<FileEntry[]> {
  const stored = await ctx.stores.files.list(folder);
  const depth = folder.split('/').length + 1;
  const current = stored.filter((f) => f.path.split('/').length === depth);
  const kept = stored.filter((f) => f.path.startsWith(`${folder}/${VERSIONS_FOLDER}/`));
  const names = await uploaderNames(ctx, [...current, ...kept]);
  const versionsOf = (f: StoredFile) => kept.filter((v) => v.path.startsWith(`${versionsPrefix(f.path)}/`));
  return current.map((f) => toFileEntry(f, versionsOf(f), names));
}

/** One file as the SPA lists it (the answer of an upload or an edit). */
export async function fileEntry(ctx: CallableContext, file: StoredFile): Promise<FileEntry> {
  const kept = await ctx.stores.files.list(versionsPrefix(file.path));
  return toFileEntry(file, kept, await uploaderNames(ctx, [file, ...kept]));
}

/**
 * A new version of a file: the current bytes are kept as its version N (under the versions folder, with who sent
 * them and when), then the new bytes take the file's own path as version N + 1, with the file's category and
 * description. Missing file: not-found, nothing written. Version N + 1 is claimed first (file-version-claims.ts),
 * so of two uploads that read version N at once, the second is refused (conflict) instead of overwriting the first.
 */
export async function putNewVersion(
  ctx: CallableContext,
  path: string,
  upload: { bytes: Uint8Array; contentType: string; originalName: string; at: string },
): Promise<StoredFile> {
  const files = ctx.stores.files;
  const current = await files.read(path);
  if (!current) throw appError('not-found');
  const version = versionOf(current.file);
  await claimVersion(ctx, path, version + 1, upload.at);
  const kept = versionPath(path, version);
  const was = current.file.metadata;
  try {
    await files.put(kept, current.bytes, {
      contentType: current.file.contentType,
      metadata: fileMetadata({
        originalName: was.originalName ?? path.split('/').pop() ?? 'arquivo',
        uploadedBy: was.uploadedBy ?? '',
        uploadedAt: uploadedAtOf(current.file),
        version,
      }),
    });
    const metadata = fileMetadata(
      { originalName: upload.originalName, uploadedBy: ctx.uid, uploadedAt: upload.at, version: version + 1 },
      fileDetailsOf(current.file),
    );
    return await files.put(path, upload.bytes, { contentType: upload.contentType, metadata });
  } catch (error) {
    // The file is still version N: a copy of it would show it twice in the history, and N + 1 is free again.
    await files.delete(kept).catch(() => undefined);
    await releaseVersion(ctx, path, version + 1, upload.at).catch(() => undefined);
    throw error;
  }
}

/** Deletes a file and every earlier version of it (versions first: a failure leaves the file listed, to try again). */
export async function deleteWithVersions(ctx: CallableContext, path: string): Promise<void> {
  const files = ctx.stores.files;
  if (!(await files.stat(path))) throw appError('not-found');
  for (const kept of await files.list(versionsPrefix(path))) await files.delete(kept.path);
  await files.delete(path);
  await dropClaim(ctx, path);
}

/** The actions a file's audit entry may name. */
export type FileAuditAction = Extract<AuditAction, `files.${string}`>;

/**
 * The audit entry of a file attached to, replaced on, changed on or removed from a record. Its name may itself be
 * personal data ("Exame de Maria.pdf"): the log says a file, not which; an edit names the details that changed.
 */
export function fileAuditOp(
  ctx: CallableContext,
  file: { at: string; section: Section; recordId: string; action: FileAuditAction; changedFields?: string[] },
): TypedWriteOp {
  return auditOp(
    ctx,
    { section: file.section.id, action: file.action, entity: 'files', entityId: file.recordId, changedFields: file.changedFields ?? ['file'] },
    file.at,
  );
}
