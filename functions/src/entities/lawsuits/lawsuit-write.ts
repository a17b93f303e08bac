import { COLLECTIONS, type LawsuitRecord } from '@office/domain';
import { lawsuitLawyersChangeOps } from '../agenda/event-concerns';
import { intimationLinkOps } from '../intimations/intimation-links';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { lawsuitProjectionOps } from './lawsuit-prazos';
import { secretLawsuitOps } from './secret-lawsuits';
import { changeAuditOp, recordOp, uniqueKeyOps, type AuditNote, type RecordChange, type WriteOwner } from '../record-change';

export type LawsuitChange = RecordChange<LawsuitRecord>;

/** A deleted lawsuit's court data (`courtData/<lawsuitId>`) goes with it. */
async function courtDataOps(tx: TypedTransactionReader, lawsuitId: string): Promise<TypedWriteOp[]> {
  const stored = await tx.get(COLLECTIONS.courtData, lawsuitId);
  return stored ? [{ kind: 'delete', collection: COLLECTIONS.courtData, id: lawsuitId, expectedVersion: stored.version }] : [];
}

/**
 * One lawsuit's own ops: its record, its CNJ number's key, its audit entry, its intimações, its court data, and
 * who its open prazos concern when its lawyers change.
 */
async function lawsuitOps(tx: TypedTransactionReader, ctx: CallableContext, note: AuditNote, change: LawsuitChange): Promise<TypedWriteOp[]> {
  const digitsBefore = change.before?.cnjDigits ?? null;
  const digitsAfter = change.after?.cnjDigits ?? null;
  return [
    recordOp(COLLECTIONS.lawsuits, change),
    ...uniqueKeyOps(COLLECTIONS.lawsuitNumbers, digitsBefore, digitsAfter, { lawsuitId: change.id }),
    changeAuditOp(ctx, 'lawsuits', COLLECTIONS.lawsuits, change, note),
    ...(await intimationLinkOps(tx, change.id, digitsBefore, digitsAfter, change.after, change.before)),
    ...(change.after ? [] : await courtDataOps(tx, change.id)),
    ...(change.before && change.after
      ? await lawsuitLawyersChangeOps(tx, change.id, change.before.responsibleLawyerIds, change.after.responsibleLawyerIds)
      : []),
  ];
}

/**
 * The one owner of lawsuit writes: every op of a change to lawsuits, read in its transaction. Per lawsuit its
 * record, its CNJ number's key (whose create fails when another lawsuit holds the number), its audit entry, the
 * intimações its number gains or loses, and its court data when it is deleted; then the "sem prazo aberto"
 * projections of all of them, one change to the office's counts, and one to the lawsuits under segredo.
 */
export const lawsuitWrite: WriteOwner<readonly LawsuitChange[]> = async (tx, ctx, note, changes) => {
  const ops: TypedWriteOp[] = [];
  for (const change of changes) ops.push(...(await lawsuitOps(tx, ctx, note, change)));
  return [
    ...ops,
    ...(await lawsuitProjectionOps(
      tx,
      changes.map((c) => ({ id: c.id, after: c.after })),
    )),
    ...(await secretLawsuitOps(tx, changes)),
  ];
};
