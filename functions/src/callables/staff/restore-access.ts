import { getAuth } from 'firebase-admin/auth';
import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { authErrorCode, syncStaffClaims, toStaffMember } from '../../platform/staff-sync';

/**
 * Administrators: recreate the sign-in account of a staff record whose account is gone, with the same uid
 * (so authorship, audit entries and responsibilities stay theirs), the record's claims and disabled flag,
 * and answer a link to set a new password. The record itself is not changed.
 */
export default implement('staff-restoreAccess', async (ctx, input) => {
  const collection = COLLECTIONS.staff;
  const staff = await ctx.stores.documents.get(collection, input.uid);
  if (!staff) throw appError('not-found');
  const auth = getAuth();
  try {
    await auth.createUser({ uid: input.uid, email: staff.data.email, displayName: staff.data.name, disabled: staff.data.disabled });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'auth/uid-already-exists') {
      throw appError('already-exists', { fields: { _: `${staff.data.name} já tem conta de acesso; não há o que recriar.` } });
    }
    if (code === 'auth/email-already-exists') {
      throw appError('already-exists', {
        fields: { _: `O e-mail ${staff.data.email} já pertence a outra conta de acesso. Remova essa conta ou altere o e-mail antes de recriar.` },
      });
    }
    throw error;
  }
  await syncStaffClaims(input.uid, null, staff);
  await ctx.stores.documents.commit([
    auditOp(ctx, { section: 'staff', action: 'staff.restoreAccess', entity: collection, entityId: input.uid, changedFields: [] }),
  ]);
  const passwordSetupLink = await auth.generatePasswordResetLink(staff.data.email);
  return { member: toStaffMember(staff), passwordSetupLink, resetUnconfirmedAccount: false };
});
