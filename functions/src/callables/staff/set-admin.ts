import { implement } from '../../platform/define-callable';
import { updateStaff } from '../../platform/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: make or unmake an administrator; the last active one cannot be removed. */
export default implement('staff-setAdmin', async (ctx, input) => {
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setAdmin', { admin: input.admin }));
});
