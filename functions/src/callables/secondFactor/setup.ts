import { COLLECTIONS, OFFICE_PROFILE_ID, type SecondFactorRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { qrCodePath } from '../../platform/qr-code';
import { newTotpSecret, otpauthUri } from '../../platform/second-factor';
import { secondFactorAudit } from './shared';

/**
 * Perfil (or the setup the office requires): a new secret for the caller's authenticator app, not in force until
 * its first code confirms it (secondFactor-enable). Refused while the second factor is on: a password alone must
 * never replace the secret of someone who has it (turning it off needs a code).
 */
export default implement('secondFactor-setup', async (ctx) => {
  const email = ctx.staff?.data.email;
  if (!email) throw appError('no-staff-record');
  const office = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  const issuer = office?.data.name.trim() || 'Escritório';
  const secret = newTotpSecret();
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.secondFactors, ctx.uid);
    if (current?.data.enabled) {
      throw appError('invalid-state', {
        reason: 'A verificação em duas etapas já está ativada. Para trocar de aparelho, desative-a e ative de novo.',
      });
    }
    const data: SecondFactorRecord = { secret, enabled: false, enrolmentId: '', enabledAt: null, lastStep: 0, recoveryHashes: [] };
    const write = current
      ? ({ kind: 'update', collection: COLLECTIONS.secondFactors, id: ctx.uid, expectedVersion: current.version, patch: data } as const)
      : ({ kind: 'create', collection: COLLECTIONS.secondFactors, id: ctx.uid, data } as const);
    return { ops: [write, secondFactorAudit(ctx, 'secondFactor.setup')], result: null };
  });
  const uri = otpauthUri(secret, issuer, email);
  return { uri, secret, issuer, account: email, qr: await qrCodePath(uri) };
});
