import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { pendingRegistrations } from '../../entities/staff/pending-registrations';

/**
 * Administrators: refuse a registration. The account is disabled rather than deleted, so the same e-mail
 * cannot simply register again and reappear, and the person is told the account is disabled when signing in.
 * Granting access later (Adicionar pessoa) re-enables it.
 */
export default implement('staff-decline', async (ctx, input) => {
  let user: UserRecord;
  try {
    user = await getAuth().getUser(input.uid);
  } catch {
    throw appError('not-found');
  }
  if (await ctx.stores.documents.get(COLLECTIONS.staff, user.uid)) {
    // Someone on the team is disabled from the team list, not declined.
    throw appError('already-exists');
  }
  if (!user.disabled) {
    await getAuth().updateUser(user.uid, { disabled: true });
    await getAuth().revokeRefreshTokens(user.uid);
  }
  await ctx.stores.documents.commit([
    auditOp(ctx, { section: 'staff', action: 'staff.declineRegistration', entity: COLLECTIONS.staff, entityId: user.uid, changedFields: ['disabled'] }),
  ]);
  return { items: await pendingRegistrations(ctx) };
});
