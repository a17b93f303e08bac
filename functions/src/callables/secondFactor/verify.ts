import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSignIn, checkProof, verifiedSessionOp } from '../../platform/second-factor';
import type { TypedTransactionPlan } from '../../store/typed';
import { secondFactorAudit, settled, type Outcome } from './shared';

/**
 * The code after the password: the app's code (each taken once) or a recovery code (spent). A right one marks
 * this sign-in (its `auth_time`) verified for SECOND_FACTOR.sessionHours; a wrong one counts against the
 * person's limit and, refused, is recorded as a security event (implement → recordDenial).
 */
export default implement('secondFactor-verify', async (ctx, input) => {
  const { authTime } = callerSignIn(ctx);
  if (authTime === null) throw appError('not-signed-in');
  const now = Date.now();
  const outcome = await ctx.stores.documents.transact(async (tx): Promise<TypedTransactionPlan<Outcome<{ verifiedUntil: string }>>> => {
    const current = await tx.get(COLLECTIONS.secondFactors, ctx.uid);
    if (!current?.data.enabled) {
      return { ops: [], result: { ok: false, error: appError('invalid-state', { reason: 'A verificação em duas etapas não está ativada nesta conta.' }) } };
    }
    const checked = await checkProof(tx, ctx.uid, current.data, input, now);
    if (!checked.ok) return { ops: checked.ops, result: checked };
    const session = await verifiedSessionOp(tx, { uid: ctx.uid, authTime, enrolmentId: current.data.enrolmentId, method: checked.method }, now);
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.secondFactors, id: ctx.uid, expectedVersion: current.version, patch: checked.patch },
        session.op,
        secondFactorAudit(ctx, checked.method === 'recovery' ? 'secondFactor.recovery' : 'secondFactor.verify'),
      ],
      result: { ok: true, result: { verifiedUntil: session.verifiedUntil } },
    };
  });
  return settled(outcome);
});
