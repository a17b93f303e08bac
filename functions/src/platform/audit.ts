import { randomBytes } from 'node:crypto';
import { COLLECTIONS, type AuditAction, type AuditRecord } from '@office/domain';
import type { TypedWriteOp } from '../store/typed';

/**
 * What a write names; the record it belongs to defaults to the document written, and the kind to a change. The
 * action is one the slices have words for (AuditAction): an entry the log could not name does not compile.
 */
export type AuditEntry = Omit<AuditRecord, 'recordId' | 'kind' | 'at' | 'actor' | 'action'> & { action: AuditAction } & Partial<
    Pick<AuditRecord, 'recordId' | 'kind'>
  >;

/** Time-ordered ids, so the audit log lists newest-first by id alone. */
export function auditId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${randomBytes(5).toString('hex')}`;
}

/** What every audit entry takes from its call: who acted. */
export interface AuditActor {
  uid: string;
}

/**
 * The audit entry of a write, by `who` (a callable's context, or the uid that started a job), at `at` (now unless
 * the entry must carry the record's own time, e.g. a message's `sentAt`).
 */
export function auditOp(who: AuditActor, entry: AuditEntry, at = new Date().toISOString()): TypedWriteOp {
  return {
    kind: 'create',
    collection: COLLECTIONS.audit,
    id: auditId(Date.parse(at)),
    data: { ...entry, at, actor: who.uid, recordId: entry.recordId ?? entry.entityId, kind: entry.kind ?? 'change' },
  };
}

/** A value as JSON with object keys sorted: an address read back in another key order is the same address. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v,
  );
}

/**
 * Top-level fields whose values differ between two versions of a document. Between two versions, a field the
 * stored one predates (absent) and the new one stores empty (null) did not change: nobody typed anything.
 */
export function changedFields(before: object | null, after: object | null): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const update = before !== null && after !== null;
  const value = (doc: Record<string, unknown>, k: string) => (update ? (doc[k] ?? null) : doc[k]);
  return [...keys].filter((k) => canonical(value(b, k)) !== canonical(value(a, k))).sort();
}
