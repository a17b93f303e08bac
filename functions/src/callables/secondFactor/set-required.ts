import { COLLECTIONS, SECOND_FACTOR_POLICY_ID } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readSecondFactorPolicy } from '../../platform/second-factor';
import { secondFactorTeam } from './team';

/**
 * Configurações → Equipe e acessos: "Exigir verificação em duas etapas" of everyone. From the next call on,
 * whoever has not set it up is taken to its setup before anything else. An administrator turns it on only
 * with their own second factor on, so the switch never locks its own author out first.
 */
export default implement('secondFactor-setRequired', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const [policy, own] = await Promise.all([readSecondFactorPolicy(tx), tx.get(COLLECTIONS.secondFactors, ctx.uid)]);
    if ((policy?.version ?? null) !== input.expectedVersion) throw appError('conflict', { currentVersion: policy?.version ?? null });
    if (input.required && !own?.data.enabled) {
      throw appError('invalid-state', { reason: 'Ative a verificação em duas etapas no seu perfil antes de exigi-la de toda a equipe.' });
    }
    const data = { required: input.required };
    const write = policy
      ? ({ kind: 'update', collection: COLLECTIONS.settings, id: SECOND_FACTOR_POLICY_ID, expectedVersion: policy.version, patch: data } as const)
      : ({ kind: 'create', collection: COLLECTIONS.settings, id: SECOND_FACTOR_POLICY_ID, data } as const);
    const entry = auditOp(ctx, {
      section: 'staff',
      action: 'secondFactor.setRequired',
      entity: COLLECTIONS.settings,
      entityId: SECOND_FACTOR_POLICY_ID,
      changedFields: ['secondFactorRequired'],
    });
    return { ops: [write, entry], result: null };
  });
  return secondFactorTeam(ctx.stores.documents);
});
