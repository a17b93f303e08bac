import { can, normalizeScopes, SECTIONS, type Access, type CollectionName, type FileEntry, type Section } from '@office/domain';
import type { StoredFile } from '../store/port';
import type { TypedWriteOp } from '../store/typed';
import { auditOp } from './audit';
import type { CallableContext } from './define-callable';
import { appError } from './errors';

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

/** Files attach to an existing record of the section (its file-owning collections): no orphan uploads. */
export async function requireRecord(ctx: CallableContext, section: Section, recordId: string): Promise<void> {
  const owners: readonly CollectionName[] = 'fileRecords' in section ? section.fileRecords : section.collections.slice(0, 1);
  for (const collection of owners) if (await ctx.stores.documents.get(collection, recordId)) return;
  throw appError('not-found');
}

export function toFileEntry(file: StoredFile): FileEntry {
  return {
    path: file.path,
    name: file.metadata.originalName ?? file.path.split('/').pop() ?? 'arquivo',
    size: file.size,
    contentType: file.contentType,
    uploadedAt: file.updatedAt,
    uploadedBy: file.metadata.uploadedBy ?? '',
  };
}

/**
 * The audit entry of a file attached to or removed from a record. Its name may itself be personal data
 * ("Exame de Maria.pdf"): the log says a file, not which.
 */
export function fileAuditOp(
  ctx: CallableContext,
  file: { at: string; section: Section; recordId: string; action: 'files.upload' | 'files.delete' },
): TypedWriteOp {
  return auditOp(ctx, { section: file.section.id, action: file.action, entity: 'files', entityId: file.recordId, changedFields: ['file'] }, file.at);
}
