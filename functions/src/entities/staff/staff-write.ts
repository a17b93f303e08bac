import { COLLECTIONS, staffScopes, worksWithAgenda, type StaffRecord, type AuditAction } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { syncStaffClaims, type StaffDoc } from '../../platform/staff-sync';

/** Enabled administrators other than `uid`. */
async function otherActiveAdmins(reader: TypedReader, uid: string): Promise<number> {
  const admins = await reader.list(COLLECTIONS.staff, {
    where: [
      { field: 'admin', op: '==', value: true },
      { field: 'disabled', op: '==', value: false },
    ],
    limit: 2,
  });
  return admins.docs.filter((d) => d.id !== uid).length;
}

/**
 * A calendar address lives only while its person works with the Agenda: losing the Agenda, or the account,
 * deletes it, so access given back later needs a new address and the old one never answers again.
 */
async function feedEndsWithAccess(tx: TypedReader, ctx: CallableContext, uid: string, next: StaffRecord): Promise<TypedWriteOp[]> {
  if (worksWithAgenda(next)) return [];
  const feed = await tx.get(COLLECTIONS.calendarFeeds, uid);
  if (!feed) return [];
  return [
    { kind: 'delete', collection: COLLECTIONS.calendarFeeds, id: uid, expectedVersion: feed.version },
    auditOp(ctx, {
      section: 'agenda',
      action: 'calendarFeed.revokedWithAccess',
      entity: COLLECTIONS.calendarFeeds,
      entityId: uid,
      changedFields: changedFields(feed.data, null),
    }),
  ];
}

/** A new member's record (`admin/<uid>`) and its audit entry. */
export function newStaffOps(ctx: CallableContext, uid: string, record: StaffRecord): TypedWriteOp[] {
  const collection = COLLECTIONS.staff;
  return [
    { kind: 'create', collection, id: uid, data: record },
    auditOp(ctx, { section: 'staff', action: 'staff.create', entity: collection, entityId: uid, changedFields: changedFields(null, record) }),
  ];
}

/**
 * Applies a change to `admin/<uid>`: refuses to leave the office without an active administrator, writes the
 * record and its audit entry, then syncs the claims. The check and the write are one transaction: two
 * administrators stepping down at once cannot both pass it. The version check makes a stale edit a conflict.
 * Losing the Agenda or the account also deletes the person's calendar address (feedEndsWithAccess).
 */
export async function updateStaff(
  ctx: CallableContext,
  uid: string,
  expectedVersion: number,
  action: AuditAction,
  patch: Partial<StaffRecord> | ((current: StaffRecord) => Partial<StaffRecord>),
  /** A rule the change must meet, read in the same transaction (e.g. a name no colleague uses). */
  check?: (reader: TypedReader, current: StaffRecord, next: StaffRecord) => Promise<void>,
): Promise<StaffDoc> {
  const collection = COLLECTIONS.staff;
  const before = await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, uid);
    if (!current) throw appError('not-found');
    const merged: StaffRecord = { ...current.data, ...(typeof patch === 'function' ? patch(current.data) : patch), updatedBy: ctx.uid };
    const next: StaffRecord = { ...merged, scopes: staffScopes(merged.scopes, merged.admin) };
    const removesAdmin = current.data.admin && !current.data.disabled && (!next.admin || next.disabled);
    if (removesAdmin && (await otherActiveAdmins(tx, uid)) === 0) throw appError('last-admin');
    await check?.(tx, current.data, next);
    return {
      ops: [
        { kind: 'update', collection, id: uid, expectedVersion, patch: next },
        auditOp(ctx, { section: 'staff', action, entity: collection, entityId: uid, changedFields: changedFields(current.data, next) }),
        ...(await feedEndsWithAccess(tx, ctx, uid, next)),
      ],
      result: current,
    };
  });
  const after = await ctx.stores.documents.get(collection, uid);
  if (!after) throw appError('not-found');
  await syncStaffClaims(uid, before.data, after);
  return after;
}
