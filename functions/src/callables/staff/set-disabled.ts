import { staffSetDisabledInput, type StaffMember } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { updateStaff } from '../../platform/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: disable or re-enable an account; a disabled account is refused on its very next call. */
export const setDisabled = defineCallable({ policy: 'admin', input: staffSetDisabledInput }, async (ctx, input): Promise<StaffMember> => {
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setDisabled', { disabled: input.disabled }));
});
