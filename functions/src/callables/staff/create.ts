import { randomBytes } from 'node:crypto';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { staffScopes, COLLECTIONS, type StaffRecord } from '@office/domain';
import { newStaffOps } from '../../entities/staff/staff-write';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { authErrorCode, syncStaffClaims, toStaffMember } from '../../platform/staff-sync';

/**
 * The Auth account of `email`: the existing one, or a new one (`isNew`). A sign-up that lands between the
 * lookup and the creation is found on the second look, and then treated like any existing account.
 */
async function accountFor(email: string, name: string): Promise<{ user: UserRecord; isNew: boolean }> {
  const auth = getAuth();
  for (let attempt = 0; ; attempt++) {
    try {
      return { user: await auth.getUserByEmail(email), isNew: false };
    } catch (error) {
      if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    }
    try {
      return { user: await auth.createUser({ email, displayName: name, emailVerified: false, disabled: false }), isNew: true };
    } catch (error) {
      if (authErrorCode(error) !== 'auth/email-already-exists' || attempt > 0) throw error;
    }
  }
}

/**
 * Hands an unconfirmed account over to the owner of its address, before anything is granted: a random password
 * nobody knows (the one typed at sign-up stops working), the address pinned to the one being added, the name
 * from the form, no photo of the sign-up's, and every session ended. Refresh tokens are revoked after the
 * password changes, so nothing issued before can mint a token carrying the claims set afterwards; a token the
 * sign-up still holds carries no claims version (`sv`), which every section call refuses (define-callable).
 */
async function takeOver(user: UserRecord, email: string, name: string): Promise<void> {
  const auth = getAuth();
  await auth.updateUser(user.uid, { email, emailVerified: false, password: randomBytes(32).toString('base64url'), displayName: name, photoURL: null });
  await auth.revokeRefreshTokens(user.uid);
}

/**
 * Administrators: give a person access. Creates the Auth account when the e-mail is new (and returns a link to
 * set the first password), or grants access to an account that signed up and confirmed its address.
 *
 * An existing account whose address was never confirmed is not granted as it is: anyone can sign up with a
 * future colleague's address, and granting that account would let whoever typed the sign-up's password in.
 * Refusing would leave the administrator stuck (the app cannot delete sign-in accounts, and the address would
 * stay taken by a stranger), while what they want is the colleague on the team. So the account is taken over
 * for the address's owner (`takeOver`) and answered like a new one: a first-access link that the
 * administrator sends the colleague, and `resetUnconfirmedAccount` so the screen says what happened.
 */
export default implement('staff-create', async (ctx, input) => {
  const email = input.email.toLowerCase();
  const { user, isNew } = await accountFor(email, input.name);
  const collection = COLLECTIONS.staff;
  // Before touching the account: a team member's (confirmed or not) is never reset from here.
  if (await ctx.stores.documents.get(collection, user.uid)) {
    throw appError('already-exists', { fields: { email: 'Esta pessoa já faz parte da equipe.' } });
  }
  // A client's portal account never becomes a staff account: its claims are the portal's (portal do cliente).
  if (await ctx.stores.documents.get(COLLECTIONS.portalAccounts, user.uid)) {
    throw appError('already-exists', { fields: { email: 'Este e-mail é de um acesso ao portal do cliente: use outro e-mail para a equipe.' } });
  }
  const resetUnconfirmedAccount = !isNew && !user.emailVerified;
  if (resetUnconfirmedAccount) await takeOver(user, email, input.name);
  const record: StaffRecord = {
    name: input.name,
    email,
    scopes: staffScopes({ read: input.read, write: input.write }, input.admin),
    admin: input.admin,
    disabled: false,
    updatedBy: ctx.uid,
  };
  await ctx.stores.documents.commit([
    ...(resetUnconfirmedAccount
      ? [auditOp(ctx, { section: 'staff', action: 'staff.resetUnconfirmedAccount', entity: collection, entityId: user.uid, changedFields: ['password'] })]
      : []),
    ...newStaffOps(ctx, user.uid, record),
  ]);
  const stored = await ctx.stores.documents.get(collection, user.uid);
  if (!stored) throw appError('internal');
  await syncStaffClaims(user.uid, null, stored);
  const passwordSetupLink = isNew || resetUnconfirmedAccount ? await getAuth().generatePasswordResetLink(email) : null;
  return { member: toStaffMember(stored), passwordSetupLink, resetUnconfirmedAccount };
});
