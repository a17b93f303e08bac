import { COLLECTIONS, formatRecoveryCode } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { checkProof, newRecoveryCodes, recoveryHash } from '../../platform/second-factor';
import type { TypedTransactionPlan } from '../../store/typed';
import { secondFactorAudit, settled, type Outcome } from './shared';

/** Perfil: ten new recovery codes, with a code of now; the earlier ones stop working at this commit. */
export default implement('secondFactor-recoveryCodes', async (ctx, input) => {
  const now = Date.now();
  const codes = newRecoveryCodes();
  const outcome = await ctx.stores.documents.transact(async (tx): Promise<TypedTransactionPlan<Outcome<null>>> => {
    const current = await tx.get(COLLECTIONS.secondFactors, ctx.uid);
    if (!current?.data.enabled) {
      return { ops: [], result: { ok: false, error: appError('invalid-state', { reason: 'A verificação em duas etapas não está ativada.' }) } };
    }
    const checked = await checkProof(tx, ctx.uid, current.data, input, now);
    if (!checked.ok) return { ops: checked.ops, result: checked };
    const patch = { ...checked.patch, recoveryHashes: codes.map((c) => recoveryHash(ctx.uid, c)) };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.secondFactors, id: ctx.uid, expectedVersion: current.version, patch },
        secondFactorAudit(ctx, 'secondFactor.recoveryCodes', ctx.uid, 'recoveryCodes'),
      ],
      result: { ok: true, result: null },
    };
  });
  settled(outcome);
  return { recoveryCodes: codes.map(formatRecoveryCode) };
});
