import { COLLECTIONS, type MovementRecord } from '@office/domain';
import { auditOp, type AuditActor } from '../../platform/audit';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { movementProjectionOps } from '../lawsuits/lawsuit-prazos';
import { changeAuditOp, recordOp, type AuditNote, type RecordChange } from '../record-change';

export type MovementChange = RecordChange<MovementRecord>;

/** The change that deletes a stored andamento on the version read. */
export const deletion = (m: StoredDoc<MovementRecord>): MovementChange => ({ id: m.id, before: m.data, after: null, expectedVersion: m.version });

/** A change to one lawsuit's andamentos, and how the log tells it. */
export interface MovementWrite {
  lawsuitId: string;
  changes: readonly MovementChange[];
  /**
   * `each`: one entry per andamento (typed in, corrected, hidden); `batch`: one for the whole change, naming its first
   * andamento (an import from DataJud, a removal of imported ones); `lawsuit`: none, the lawsuit is deleted with them
   * and its own entry (and its owner's projections) tell it.
   */
  audit: 'each' | 'batch' | 'lawsuit';
}

function auditOps(who: AuditActor, note: AuditNote, { lawsuitId, changes, audit }: MovementWrite): TypedWriteOp[] {
  if (audit === 'lawsuit') return [];
  if (audit === 'each') return changes.map((c) => changeAuditOp(who, 'lawsuits', COLLECTIONS.movements, c, note, lawsuitId));
  const first = changes[0];
  if (!first) return [];
  const entry = { section: 'lawsuits' as const, action: note.action, entity: COLLECTIONS.movements, entityId: first.id, recordId: lawsuitId };
  return [auditOp(who, { ...entry, changedFields: note.changedFields ?? [] }, note.at)];
}

/**
 * The one owner of andamento writes, typed in or imported: every op of a change to one lawsuit's andamentos, read
 * in its transaction. The records, their audit entries, and the lawsuit's "último andamento" (unless the lawsuit
 * goes with them). `who` is the person acting, or the uid that started an import.
 */
export async function movementWrite(tx: TypedReader, who: AuditActor, note: AuditNote, write: MovementWrite): Promise<TypedWriteOp[]> {
  const { lawsuitId, changes } = write;
  if (changes.length === 0) return [];
  const pending = changes.map((c) => ({ id: c.id, after: c.after }));
  return [
    ...changes.map((c) => recordOp(COLLECTIONS.movements, c)),
    ...auditOps(who, note, write),
    ...(write.audit === 'lawsuit' ? [] : await movementProjectionOps(tx, lawsuitId, pending)),
  ];
}
