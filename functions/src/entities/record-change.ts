import type { AuditAction } from '@office/domain';
/**
 * The vocabulary of the entities' write owners (lawsuit-write, client-write, transaction-write): a write names
 * each record's before and after, and its owner turns that into every op the change takes.
 */
import type { CollectionName, RecordOf } from '@office/domain';
import type { TypedTransactionReader, TypedWriteOp, WriteOpOf } from '../store/typed';
import { auditOp, changedFields, type AuditActor, type AuditEntry } from '../platform/audit';
import type { CallableContext } from '../platform/define-callable';

/** One record's change: `before` null for a new record, `after` null for a deletion. */
export type RecordChange<T extends object> =
  | { id: string; before: null; after: T }
  // The version the write is based on: a record changed since makes the whole commit a conflict.
  | { id: string; before: T; after: T | null; expectedVersion: number };

/** What a write's audit entries say: its action, and (only when not the fields that differ, or not now) the fields and time. */
export interface AuditNote {
  action: AuditAction;
  changedFields?: string[];
  at?: string;
}

/** An entity's write owner (lawsuitWrite, clientWrite, transactionWrite): every op of `changes`, read in the write's transaction. */
export type WriteOwner<Changes> = (tx: TypedTransactionReader, ctx: CallableContext, note: AuditNote, changes: Changes) => Promise<TypedWriteOp[]>;

/** The record as the change leaves it, or as it was when deleted. */
export function recordOf<T extends object>(change: RecordChange<T>): T {
  return 'expectedVersion' in change ? (change.after ?? change.before) : change.after;
}

/** The op that stores the change: create, update on the expected version, or delete. */
export function recordOp<N extends CollectionName>(collection: N, change: RecordChange<RecordOf<N>>): WriteOpOf<N> {
  const { id } = change;
  if (!('expectedVersion' in change)) return { kind: 'create', collection, id, data: change.after };
  if (change.after === null) return { kind: 'delete', collection, id, expectedVersion: change.expectedVersion };
  return { kind: 'update', collection, id, expectedVersion: change.expectedVersion, patch: change.after };
}

/**
 * A unique key kept as a document of its own (`lawsuitNumbers/<digits>`, `clientDocuments/<cpf>`): the new key's
 * create fails when another record holds it, so two records can never take the same value at once.
 */
export function uniqueKeyOps<N extends CollectionName>(collection: N, before: string | null, after: string | null, data: RecordOf<N>): WriteOpOf<N>[] {
  if (before === after) return [];
  const ops: WriteOpOf<N>[] = [];
  if (after) ops.push({ kind: 'create', collection, id: after, data });
  if (before) ops.push({ kind: 'delete', collection, id: before });
  return ops;
}

/** The audit entry of one change; `recordId` names the history it belongs to when that is another record's. */
export function changeAuditOp(
  who: AuditActor,
  section: AuditEntry['section'],
  collection: CollectionName,
  change: RecordChange<object>,
  note: AuditNote,
  recordId?: string,
): TypedWriteOp {
  const fields = note.changedFields ?? changedFields(change.before, change.after);
  return auditOp(who, { section, action: note.action, entity: collection, entityId: change.id, recordId, changedFields: fields }, note.at);
}
