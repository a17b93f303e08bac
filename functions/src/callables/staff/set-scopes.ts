import { normalizeScopes } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { updateStaff } from '../../entities/staff/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/** Administrators: grant and revoke read/write labels (write implies read). */
export default implement('staff-setScopes', async (ctx, input) => {
  const scopes = normalizeScopes({ read: input.read, write: input.write });
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setScopes', { scopes }));
});
