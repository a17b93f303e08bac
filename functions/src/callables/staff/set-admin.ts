import { normalizeScopes, withoutSettings, type StaffRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { updateStaff } from '../../entities/staff/staff-write';
import { toStaffMember } from '../../platform/staff-sync';

/**
 * Administrators: make or unmake an administrator; the last active one cannot be removed. Demotion takes away
 * Configurações, which the flag implied (it reads every removal request and edits the plan of accounts), unless
 * the administrator asked that the person keep it.
 */
export default implement('staff-setAdmin', async (ctx, input) => {
  const patch = (current: StaffRecord) =>
    current.admin && !input.admin && !input.keepSettings ? { admin: false, scopes: withoutSettings(normalizeScopes(current.scopes)) } : { admin: input.admin };
  return toStaffMember(await updateStaff(ctx, input.uid, input.expectedVersion, 'staff.setAdmin', patch));
});
