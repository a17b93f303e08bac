import { implement } from '../../platform/define-callable';
import { updateStaff } from '../../entities/staff/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: disable or re-enable an account; a disabled account is refused on its very next call. */
export default implement('staff-setDisabled', async (ctx, input) => {
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setDisabled', { disabled: input.disabled }));
});
