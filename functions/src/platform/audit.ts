import { randomBytes } from 'node:crypto';
import { SYSTEM_COLLECTIONS, type SectionId } from '@office/domain';
import type { DocData, JsonValue, WriteOp } from '../store/port';

export interface AuditEntry {
  /** ISO instant. */
  at: string;
  /** Who did it: a uid, or "system" for seeds and triggers. */
  actor: string;
  section: SectionId | 'staff' | 'public';
  action: string;
  entity: string;
  entityId: string;
  /** Names of the fields the write changed (never their values: they may be personal data). */
  changedFields: string[];
}

/** Time-ordered ids, so the audit log lists newest-first by id alone. */
export function auditId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${randomBytes(5).toString('hex')}`;
}

export function auditOp(entry: AuditEntry): WriteOp {
  return { kind: 'create', collection: SYSTEM_COLLECTIONS.audit, id: auditId(Date.parse(entry.at)), data: entry as unknown as DocData };
}

/** Top-level fields whose values differ between two versions of a document. */
export function changedFields(before: DocData | null, after: DocData | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);
  return [...keys].filter((k) => !same(before?.[k], after?.[k])).sort();
}
