/**
 * The one writer of `portalShares`: a file version shared with its clients (portal do cliente), and the end of it.
 * One share per file, keyed by its path: sharing again moves it to the version chosen now, so a version is what the
 * client gets, never whatever the file becomes later. Every write is audited in its transaction.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS, versionPath, type PortalShareRecord, type PortalShareView, type SectionId } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { versionOf } from '../../platform/section-files';
import type { StoredDoc } from '../../store/port';
import type { TypedStores } from '../../store/typed';

const collection = COLLECTIONS.portalShares;
export type PortalShareDoc = StoredDoc<PortalShareRecord>;

/** The share of a file: one per path, whatever version it holds. */
export const shareIdOf = (path: string) => createHash('sha256').update(path).digest('hex').slice(0, 40);

/** Where the shared version's bytes are now: the file's own path while it is that version, else its kept copy. */
export async function sharedObjectPath(files: TypedStores['files'], share: Pick<PortalShareRecord, 'path' | 'fileVersion'>): Promise<string | null> {
  const current = await files.stat(share.path);
  if (!current) return null;
  if (versionOf(current) === share.fileVersion) return share.path;
  const kept = versionPath(share.path, share.fileVersion);
  return (await files.stat(kept)) ? kept : null;
}

export async function shareViews(ctx: CallableContext, docs: readonly PortalShareDoc[]): Promise<PortalShareView[]> {
  const uids = [...new Set(docs.map((d) => d.data.sharedBy))];
  const staff = uids.length ? await ctx.stores.documents.getMany(COLLECTIONS.staff, uids) : [];
  const names = new Map(uids.map((uid, i) => [uid, staff[i]?.data.name ?? 'Pessoa removida']));
  return docs.map((d) => ({
    id: d.id,
    path: d.data.path,
    fileVersion: d.data.fileVersion,
    sharedAt: d.data.sharedAt,
    sharedByName: names.get(d.data.sharedBy) ?? 'Pessoa removida',
    version: d.version,
  }));
}

export interface ShareChange {
  section: SectionId;
  recordId: string;
  record: Omit<PortalShareRecord, 'sharedBy' | 'sharedAt' | 'updatedBy'>;
  /** The share the person saw: null when the file was not shared. */
  expectedVersion: number | null;
}

/** Shares `change.record` on the version the person saw (else `conflict`), while the client or lawsuit is still stored. */
export async function saveShare(ctx: CallableContext, change: ShareChange): Promise<PortalShareDoc> {
  const id = shareIdOf(change.record.path);
  await ctx.stores.documents.transact(async (tx) => {
    const owner = await tx.get(change.section === 'lawsuits' ? COLLECTIONS.lawsuits : COLLECTIONS.clients, change.recordId);
    if (!owner) throw appError('not-found');
    const current = await tx.get(collection, id);
    if ((current?.version ?? null) !== change.expectedVersion) throw appError('conflict');
    const next: PortalShareRecord = { ...change.record, sharedBy: ctx.uid, sharedAt: new Date().toISOString(), updatedBy: ctx.uid };
    return {
      ops: [
        current ? { kind: 'update', collection, id, expectedVersion: current.version, patch: next } : { kind: 'create', collection, id, data: next },
        auditOp(ctx, {
          section: change.section,
          action: current ? 'portalDocs.reshare' : 'portalDocs.share',
          entity: collection,
          entityId: id,
          recordId: change.recordId,
          changedFields: changedFields(current?.data ?? null, next),
        }),
      ],
      result: null,
    };
  });
  const saved = await ctx.stores.documents.get(collection, id);
  if (!saved) throw appError('internal');
  return saved;
}

/** Ends a share on the version the person saw (else `conflict`): the client's next list and download lose it. */
export async function removeShare(ctx: CallableContext, id: string, expectedVersion: number, section: SectionId, recordId: string): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, id);
    if (!current) throw appError('not-found');
    if (current.version !== expectedVersion) throw appError('conflict');
    return {
      ops: [
        { kind: 'delete', collection, id, expectedVersion },
        auditOp(ctx, { section, action: 'portalDocs.unshare', entity: collection, entityId: id, recordId, changedFields: ['fileVersion'] }),
      ],
      result: null,
    };
  });
}

/** "Cliente baixou documento": the client's download, in the log of the file's record. */
export function downloadAuditOp(ctx: CallableContext, share: PortalShareDoc) {
  const [prefix = '', recordId = ''] = share.data.folder.split('/');
  return auditOp(ctx, {
    section: prefix === 'lawsuits' ? 'lawsuits' : 'clients',
    action: 'portalDocs.download',
    entity: collection,
    entityId: share.id,
    recordId,
    changedFields: [],
  });
}

/** More shares than one client ever gets. */
const CLIENT_LIMIT = 300;

/** Whether a share is still one of `clientIds`': theirs, and for a lawsuit's file, while they are still its client. */
async function stillTheirs(ctx: CallableContext, share: PortalShareDoc, clientIds: readonly string[]): Promise<boolean> {
  const mine = share.data.clientIds.filter((id) => clientIds.includes(id));
  if (mine.length === 0) return false;
  if (!share.data.lawsuitId) return true;
  const lawsuit = await ctx.stores.documents.get(COLLECTIONS.lawsuits, share.data.lawsuitId);
  return !!lawsuit && mine.some((id) => lawsuit.data.clientIds.includes(id));
}

/** The shares the portal's client reads: of their own files and of their lawsuits' files. */
export async function clientShares(ctx: CallableContext, clientIds: readonly string[]): Promise<PortalShareDoc[]> {
  const pages = await Promise.all(
    clientIds.map((id) => ctx.stores.documents.list(collection, { where: [{ field: 'clientIds', op: 'array-contains', value: id }], limit: CLIENT_LIMIT })),
  );
  const unique = [...new Map(pages.flatMap((p) => p.docs).map((d) => [d.id, d])).values()];
  const kept = await Promise.all(unique.map(async (d) => ((await stillTheirs(ctx, d, clientIds)) ? [d] : [])));
  return kept.flat();
}

/** One share the portal's client may download, or not-found (another client's, ended, or no longer theirs). */
export async function clientShare(ctx: CallableContext, id: string, clientIds: readonly string[]): Promise<PortalShareDoc> {
  const share = await ctx.stores.documents.get(collection, id);
  if (!share || !(await stillTheirs(ctx, share, clientIds))) throw appError('not-found');
  return share;
}
