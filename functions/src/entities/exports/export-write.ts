/**
 * The one writer of `exports/<id>`: a new export (queued, audited), the run that takes it (a lease it renews with
 * its progress), and its end: ready with its notice to whoever asked, or failed with the reason.
 */
import {
  COLLECTIONS,
  EXPORT_LEASE_MS,
  exportExpiresAt,
  exportFileName,
  isExpired,
  mayTakeOver,
  officeDate,
  type AuditAction,
  type ExportRecord,
  type ExportScope,
} from '@office/domain';
import { auditOp, type AuditActor } from '../../platform/audit';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { StoredDoc } from '../../store/port';
import type { TypedDocumentStore, TypedWriteOp } from '../../store/typed';
import { ConflictError } from '../../store/errors';
import { notificationOps } from '../notifications/produce';

const auditOf = (who: AuditActor, id: string, action: AuditAction, changedFields: string[], at: string): TypedWriteOp =>
  auditOp(who, { section: 'settings', action, entity: COLLECTIONS.exports, entityId: id, changedFields }, at);

/** A new export, queued: the record and its audit entry in one write. */
export async function queueExport(
  store: TypedDocumentStore,
  who: AuditActor & { name: string },
  request: { scope: ExportScope; clientId: string | null; clientName: string | null },
): Promise<StoredDoc<ExportRecord>> {
  const at = new Date().toISOString();
  const id = newId('exp');
  const record: ExportRecord = {
    ...request,
    status: 'na-fila',
    requestedBy: who.uid,
    requestedByName: who.name,
    requestedAt: at,
    startedAt: null,
    finishedAt: null,
    leaseUntil: null,
    done: 0,
    total: 0,
    size: null,
    parts: 0,
    fileName: exportFileName(request.scope, officeDate(new Date(at)), request.clientId),
    counts: {},
    files: 0,
    expiresAt: null,
    error: null,
  };
  await store.commit([{ kind: 'create', collection: COLLECTIONS.exports, id, data: record }, auditOf(who, id, 'exports.start', ['scope'], at)]);
  return { id, version: 1, createdAt: at, updatedAt: at, data: record };
}

/** Takes the export for this run, or answers null when another run holds it or it is over. */
export async function takeExport(store: TypedDocumentStore, id: string): Promise<StoredDoc<ExportRecord> | null> {
  return store.transact(async (tx) => {
    const doc = await tx.get(COLLECTIONS.exports, id);
    if (!doc) throw appError('not-found');
    const now = new Date().toISOString();
    if (!mayTakeOver(doc.data, now)) return { ops: [], result: null };
    const patch: Partial<ExportRecord> = { status: 'gerando', startedAt: now, leaseUntil: lease(now), done: 0, total: 0, attempt: (doc.data.attempt ?? 0) + 1 };
    return {
      ops: [{ kind: 'update', collection: COLLECTIONS.exports, id, expectedVersion: doc.version, patch }],
      result: { ...doc, version: doc.version + 1, data: { ...doc.data, ...patch } },
    };
  });
}

/** The fence of run `attempt`: refused (conflict) once another run took the export over or it stopped being written. */
export async function requireHeld(store: TypedDocumentStore, id: string, attempt: number): Promise<void> {
  const doc = await store.get(COLLECTIONS.exports, id);
  if (doc?.data.status !== 'gerando' || (doc.data.attempt ?? 0) !== attempt) throw new ConflictError(COLLECTIONS.exports, id, 0, doc?.version ?? 0);
}

const lease = (now: string) => new Date(Date.parse(now) + EXPORT_LEASE_MS).toISOString();

/** Progress of the run holding the export, renewing its lease; refused (conflict) when another run took it over. */
export async function recordProgress(store: TypedDocumentStore, doc: StoredDoc<ExportRecord>, done: number, total: number): Promise<StoredDoc<ExportRecord>> {
  return store.update(COLLECTIONS.exports, doc.id, doc.version, { done, total, leaseUntil: lease(new Date().toISOString()) });
}

/** Ready: the archive's facts, the link's expiry, the audit entry and the notice to whoever asked, in one write. */
export async function finishExport(
  store: TypedDocumentStore,
  doc: StoredDoc<ExportRecord>,
  archive: Pick<ExportRecord, 'size' | 'parts' | 'counts' | 'files'>,
): Promise<StoredDoc<ExportRecord>> {
  const at = new Date().toISOString();
  const patch: Partial<ExportRecord> = { ...archive, status: 'pronta', finishedAt: at, leaseUntil: null, done: doc.data.total, expiresAt: exportExpiresAt(at) };
  const after = { ...doc.data, ...patch };
  return store.transact(async (tx) => {
    const notices = await notificationOps(
      tx,
      [
        {
          recipientId: doc.data.requestedBy,
          key: `exportacao-${doc.id}`,
          at,
          facts: {
            kind: 'exportacao-pronta',
            export: { exportId: doc.id, scope: after.scope, clientName: after.clientName, ok: true, expiresAt: after.expiresAt, size: after.size },
          },
        },
      ],
      at,
    );
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.exports, id: doc.id, expectedVersion: doc.version, patch },
        auditOf({ uid: doc.data.requestedBy }, doc.id, 'exports.finish', ['status', 'size'], at),
        ...notices.flat(),
      ],
      result: { ...doc, version: doc.version + 1, updatedAt: at, data: after },
    };
  });
}

/** Failed: the reason in pt-BR, and the notice, so nobody waits for an archive that will not come. */
export async function failExport(store: TypedDocumentStore, doc: StoredDoc<ExportRecord>, error: string): Promise<void> {
  const at = new Date().toISOString();
  const current = await store.get(COLLECTIONS.exports, doc.id);
  if (!current || current.data.status !== 'gerando') return;
  const notices = await notificationOps(
    store,
    [
      {
        recipientId: doc.data.requestedBy,
        key: `exportacao-${doc.id}`,
        at,
        facts: {
          kind: 'exportacao-pronta',
          export: { exportId: doc.id, scope: doc.data.scope, clientName: doc.data.clientName, ok: false, expiresAt: null, size: null },
        },
      },
    ],
    at,
  );
  await store.commit([
    {
      kind: 'update',
      collection: COLLECTIONS.exports,
      id: doc.id,
      expectedVersion: current.version,
      patch: { status: 'falhou', finishedAt: at, leaseUntil: null, error },
    },
    ...notices.flat(),
  ]);
}

/** A download of a ready archive, audited (the files function streams it after this). */
export async function auditDownload(store: TypedDocumentStore, who: AuditActor, doc: StoredDoc<ExportRecord>): Promise<void> {
  await store.commit([auditOf(who, doc.id, 'exports.download', ['fileName'], new Date().toISOString())]);
}

/** Whether an export's archive may still be downloaded. */
export function downloadable(doc: StoredDoc<ExportRecord>, now: string): boolean {
  return doc.data.status === 'pronta' && !isExpired(doc.data, now);
}
