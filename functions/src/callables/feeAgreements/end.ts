import { formatDate } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { agreementDetail, agreementWriteOps, currentAgreement, refuse } from './shared';

/**
 * Contratos de honorários: end an agreement on a date, with the reason. Its open lançamentos due after that date
 * are cancelled with the reason; those due until then, and every one with a payment, stay.
 */
export default implement('feeAgreements-end', async (ctx, input) => {
  const summary = await ctx.stores.documents.transact(async (tx) => {
    const before = await currentAgreement(tx, input.id, input.expectedVersion);
    const old = before.data;
    if (old.status === 'encerrado') refuse('Este contrato já está encerrado.');
    if (input.date < old.signedOn)
      throw appError('invalid-input', { fields: { date: `O encerramento não pode ser antes da assinatura (${formatDate(old.signedOn)}).` } });
    const after = { ...old, status: 'encerrado' as const, ending: { date: input.date, reason: input.reason, by: ctx.uid }, updatedBy: ctx.uid };
    const { ops, summary } = await agreementWriteOps(tx, ctx, 'feeAgreements.end', input.id, before, after, ['status', 'ending']);
    return { ops, result: summary };
  });
  return { agreement: await agreementDetail(ctx, input.id), summary };
});
