import { getAuth } from 'firebase-admin/auth';
import { normalizeScopes, personNameKey } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { callerSignIn } from '../../platform/second-factor';
import { requireOwnName } from '../../entities/staff/staff-names';
import { updateStaff } from '../../entities/staff/staff-write';

/**
 * /profile: a person edits their own name and phone. The Auth account takes the
 * display name; the phone stays in the staff record only, since Auth demands a
 * phone number be unique across accounts and the office signs in by e-mail.
 * A new name may not read like an active colleague's (see requireOwnName).
 */
export default implement('profile-update', async (ctx, input) => {
  const phone = input.phone === '' ? null : input.phone;
  const after = await updateStaff(ctx, ctx.uid, input.expectedVersion, 'profile.update', { name: input.name, phone }, async (tx, current) => {
    if (personNameKey(current.name) !== personNameKey(input.name)) await requireOwnName(tx, input.name, ctx.uid);
  });
  await getAuth().updateUser(ctx.uid, { displayName: input.name });
  return {
    uid: ctx.uid,
    email: after.data.email,
    name: after.data.name,
    scopes: normalizeScopes(after.data.scopes),
    admin: after.data.admin,
    version: after.version,
    phone: after.data.phone ?? null,
    photoPath: after.data.photoPath ?? null,
    secondFactor: callerSignIn(ctx).secondFactor,
  };
});
