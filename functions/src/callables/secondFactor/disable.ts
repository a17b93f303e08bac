import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { checkProof, endSessionsOps, readSecondFactorPolicy } from '../../platform/second-factor';
import type { TypedTransactionPlan } from '../../store/typed';
import { secondFactorAudit, settled, type Outcome } from './shared';

/**
 * Perfil: turning the second factor off, with a code of now (the app's or a recovery code) on a verified
 * sign-in. Refused while the office requires it. The secret, the recovery codes and every verified session go.
 */
export default implement('secondFactor-disable', async (ctx, input) => {
  const now = Date.now();
  const outcome = await ctx.stores.documents.transact(async (tx): Promise<TypedTransactionPlan<Outcome<{ disabled: true }>>> => {
    const [current, policy] = await Promise.all([tx.get(COLLECTIONS.secondFactors, ctx.uid), readSecondFactorPolicy(tx)]);
    if (!current?.data.enabled) {
      return { ops: [], result: { ok: false, error: appError('invalid-state', { reason: 'A verificação em duas etapas já está desativada.' }) } };
    }
    if (policy?.data.required) {
      const reason = 'O escritório exige a verificação em duas etapas de toda a equipe: ela não pode ser desativada.';
      return { ops: [], result: { ok: false, error: appError('invalid-state', { reason }) } };
    }
    const checked = await checkProof(tx, ctx.uid, current.data, input, now);
    if (!checked.ok) return { ops: checked.ops, result: checked };
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.secondFactors, id: ctx.uid, expectedVersion: current.version },
        ...(await endSessionsOps(tx, ctx.uid)),
        secondFactorAudit(ctx, 'secondFactor.disable'),
      ],
      result: { ok: true, result: { disabled: true } },
    };
  });
  return settled(outcome);
});
