import { COLLECTIONS, staffScopes, type StaffRecord } from '@office/domain';
import { auditOp, changedFields } from './audit';
import type { CallableContext } from './define-callable';
import { appError } from './errors';
import { syncStaffClaims, type StaffDoc } from './staff-sync';

/** Enabled administrators other than `uid`. */
async function otherActiveAdmins(ctx: CallableContext, uid: string): Promise<number> {
  const admins = await ctx.stores.documents.list(COLLECTIONS.staff, {
    where: [
      { field: 'admin', op: '==', value: true },
      { field: 'disabled', op: '==', value: false },
    ],
    limit: 2,
  });
  return admins.docs.filter((d) => d.id !== uid).length;
}

/**
 * Applies a change to `admin/<uid>`: refuses to leave the office without an
 * active administrator, writes the record and its audit entry atomically, then
 * syncs the claims. The version check makes a stale edit fail as a conflict.
 */
export async function updateStaff(ctx: CallableContext, uid: string, expectedVersion: number, action: string, patch: Partial<StaffRecord>): Promise<StaffDoc> {
  const collection = COLLECTIONS.staff;
  const before = await ctx.stores.documents.get(collection, uid);
  if (!before) throw appError('not-found');
  const merged: StaffRecord = { ...before.data, ...patch, updatedBy: ctx.uid };
  const next: StaffRecord = { ...merged, scopes: staffScopes(merged.scopes, merged.admin) };
  const removesAdmin = before.data.admin && !before.data.disabled && (!next.admin || next.disabled);
  if (removesAdmin && (await otherActiveAdmins(ctx, uid)) === 0) throw appError('last-admin');

  await ctx.stores.documents.commit([
    { kind: 'update', collection, id: uid, expectedVersion, patch: next },
    auditOp({
      at: new Date().toISOString(),
      actor: ctx.uid,
      section: 'staff',
      action,
      entity: collection,
      entityId: uid,
      changedFields: changedFields(before.data, next),
    }),
  ]);
  const after = await ctx.stores.documents.get(collection, uid);
  if (!after) throw appError('not-found');
  await syncStaffClaims(uid, before.data, after);
  return after;
}
