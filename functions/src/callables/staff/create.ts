import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { staffScopes, COLLECTIONS, type StaffRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { authErrorCode, syncStaffClaims, toStaffMember } from '../../platform/staff-sync';

/**
 * Administrators: give a person access. Creates the Auth account when the
 * e-mail is new (and returns a link to set the first password), or grants
 * access to an account that signed up and is waiting for it.
 */
export default implement('staff-create', async (ctx, input) => {
  const auth = getAuth();
  const email = input.email.toLowerCase();
  let user: UserRecord;
  let isNew = false;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    user = await auth.createUser({ email, displayName: input.name, emailVerified: false, disabled: false });
    isNew = true;
  }
  const collection = COLLECTIONS.staff;
  if (await ctx.stores.documents.get(collection, user.uid)) {
    throw appError('already-exists', { fields: { email: 'Esta pessoa já faz parte da equipe.' } });
  }
  const record: StaffRecord = {
    name: input.name,
    email,
    scopes: staffScopes({ read: input.read, write: input.write }, input.admin),
    admin: input.admin,
    disabled: false,
    updatedBy: ctx.uid,
  };
  await ctx.stores.documents.commit([
    { kind: 'create', collection, id: user.uid, data: record },
    auditOp(ctx, { section: 'staff', action: 'staff.create', entity: collection, entityId: user.uid, changedFields: changedFields(null, record) }),
  ]);
  const stored = await ctx.stores.documents.get(collection, user.uid);
  if (!stored) throw appError('internal');
  await syncStaffClaims(user.uid, null, stored);
  const passwordSetupLink = isNew ? await auth.generatePasswordResetLink(email) : null;
  return { member: toStaffMember(stored), passwordSetupLink };
});
