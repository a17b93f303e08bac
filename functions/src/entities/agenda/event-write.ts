import { COLLECTIONS, sameSchedule, type AuditAction, type AuditRecord, type EventRecord, type EventSchedule } from '@office/domain';
import { auditOp, changedFields, type AuditEntry } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { actFeeOps } from '../finance/agreement-acts';
import { openPrazoOpsOfMany } from '../lawsuits/lawsuit-prazos';
import { participationNotificationOps } from '../notifications/in-write';
import { recordOp, type RecordChange, type WriteOwner } from '../record-change';
import { withConcerns } from './event-concerns';
import { prazoReviewOps } from './office-calendar';

/** One entry's change; `action` names it in the log when a write changes entries in different ways (creates some, cancels others). */
export type EventChange = RecordChange<EventRecord> & { action?: AuditAction };

const scheduleOf = (e: EventSchedule): EventSchedule => ({ startsAt: e.startsAt, endsAt: e.endsAt, allDay: e.allDay });

/** The audit entry of a write to an entry; a change of times carries both, for the entry's history. */
function eventAuditOp(ctx: CallableContext, action: AuditAction, { id, before, after }: EventChange): TypedWriteOp {
  const entry: AuditEntry & Pick<AuditRecord, 'moved'> = {
    section: 'agenda',
    action,
    entity: COLLECTIONS.events,
    entityId: id,
    changedFields: changedFields(before, after),
  };
  if (before && after && !sameSchedule(before, after)) entry.moved = { from: scheduleOf(before), to: scheduleOf(after) };
  return auditOp(ctx, entry);
}

/** The change with its entry's derived `concerns` as of this transaction. */
async function withDerived(tx: TypedReader, change: EventChange): Promise<EventChange> {
  return change.after ? { ...change, after: await withConcerns(tx, change.after) } : change;
}

/**
 * The one owner of agenda entry writes: every op of a change to entries, read in its transaction. Per entry its
 * record (with who it concerns), its audit entry, its "recalcular" flag as the calendar now has it, and the
 * notices to who joined or left; then the open-prazo projections of the lawsuits they leave or join, once for
 * all of them (two prazos of one lawsuit are one write of it).
 */
export const eventWrite: WriteOwner<readonly EventChange[]> = async (tx, ctx, note, given) => {
  const ops: TypedWriteOp[] = [];
  const changes: EventChange[] = [];
  for (const change of given) changes.push(await withDerived(tx, change));
  for (const change of changes) {
    ops.push(
      recordOp(COLLECTIONS.events, change),
      eventAuditOp(ctx, change.action ?? note.action, change),
      ...(await prazoReviewOps(tx, change.id, change.after)),
      ...(await participationNotificationOps(tx, ctx, change.id, change.before, change.after)),
    );
  }
  // An audiência or diligência concluded on a lawsuit charges the per-act fee its agreement sets (fee-agreements.ts).
  return [...ops, ...(await openPrazoOpsOfMany(tx, changes)), ...(await actFeeOps(tx, ctx, changes))];
};
