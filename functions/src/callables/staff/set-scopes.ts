import { normalizeScopes, staffSetScopesInput, type StaffMember } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { updateStaff } from '../../platform/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: grant and revoke read/write labels (write implies read). */
export const setScopes = defineCallable({ policy: 'admin', input: staffSetScopesInput }, async (ctx, input): Promise<StaffMember> => {
  const scopes = normalizeScopes({ read: input.read, write: input.write });
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setScopes', { scopes }));
});
