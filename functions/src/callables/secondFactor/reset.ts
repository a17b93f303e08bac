import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { endSessionsOps } from '../../platform/second-factor';
import { secondFactorAudit } from './shared';

/**
 * Configurações → Equipe e acessos: an administrator clears a colleague's second factor (a lost phone and lost
 * recovery codes). The colleague's sessions end with it; at the next sign-in they set it up again (at once
 * when the office requires it). Recorded in the colleague's history.
 */
export default implement('secondFactor-reset', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const [staff, current] = await Promise.all([tx.get(COLLECTIONS.staff, input.uid), tx.get(COLLECTIONS.secondFactors, input.uid)]);
    if (!staff) throw appError('not-found');
    if (!current) throw appError('invalid-state', { reason: 'Esta pessoa não tem a verificação em duas etapas ativada.' });
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.secondFactors, id: input.uid, expectedVersion: current.version },
        ...(await endSessionsOps(tx, input.uid)),
        secondFactorAudit(ctx, 'secondFactor.reset', input.uid),
      ],
      result: null,
    };
  });
  return { reset: true as const };
});
