import { staffSetAdminInput, type StaffMember } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { updateStaff } from '../../platform/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: make or unmake an administrator; the last active one cannot be removed. */
export const setAdmin = defineCallable({ policy: 'admin', input: staffSetAdminInput }, async (ctx, input): Promise<StaffMember> => {
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setAdmin', { admin: input.admin }));
});
