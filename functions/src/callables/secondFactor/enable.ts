import { COLLECTIONS, formatRecoveryCode } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSignIn, checkProof, newEnrolmentId, newRecoveryCodes, recoveryHash, verifiedSessionOp } from '../../platform/second-factor';
import type { TypedTransactionPlan } from '../../store/typed';
import { secondFactorAudit, settled, type Outcome } from './shared';

/**
 * The setup's first code: the second factor is on from this commit, with ten new recovery codes (answered once,
 * stored hashed), and this sign-in counts as verified (the person just typed a code). A wrong code counts
 * against the same limit as at sign-in.
 */
export default implement('secondFactor-enable', async (ctx, input) => {
  const { authTime } = callerSignIn(ctx);
  if (authTime === null) throw appError('not-signed-in');
  const now = Date.now();
  const codes = newRecoveryCodes();
  const outcome = await ctx.stores.documents.transact(async (tx): Promise<TypedTransactionPlan<Outcome<{ verifiedUntil: string }>>> => {
    const current = await tx.get(COLLECTIONS.secondFactors, ctx.uid);
    if (!current || current.data.enabled) {
      const reason = current ? 'A verificação em duas etapas já está ativada.' : 'Comece a ativação de novo: leia o código QR no aplicativo.';
      return { ops: [], result: { ok: false, error: appError('invalid-state', { reason }) } };
    }
    const checked = await checkProof(tx, ctx.uid, current.data, { method: 'totp', code: input.code }, now);
    if (!checked.ok) return { ops: checked.ops, result: checked };
    const enrolmentId = newEnrolmentId();
    const session = await verifiedSessionOp(tx, { uid: ctx.uid, authTime, enrolmentId, method: 'enrolment' }, now);
    const patch = {
      ...checked.patch,
      enabled: true,
      enrolmentId,
      enabledAt: new Date(now).toISOString(),
      recoveryHashes: codes.map((c) => recoveryHash(ctx.uid, c)),
    };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.secondFactors, id: ctx.uid, expectedVersion: current.version, patch },
        session.op,
        secondFactorAudit(ctx, 'secondFactor.enable'),
      ],
      result: { ok: true, result: { verifiedUntil: session.verifiedUntil } },
    };
  });
  return { ...settled(outcome), recoveryCodes: codes.map(formatRecoveryCode) };
});
