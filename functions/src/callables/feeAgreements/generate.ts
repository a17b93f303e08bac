import { implement } from '../../platform/define-callable';
import { agreementDetail, agreementWriteOps, currentAgreement } from './shared';

/**
 * Contratos de honorários: bring the lançamentos up to date: monthly fees through twelve months from today (the
 * horizon moves with every edit, result and act too), an adjustment once its index months are in the table.
 */
export default implement('feeAgreements-generate', async (ctx, input) => {
  const summary = await ctx.stores.documents.transact(async (tx) => {
    const before = await currentAgreement(tx, input.id, input.expectedVersion);
    const after = { ...before.data, updatedBy: ctx.uid };
    const { ops, summary } = await agreementWriteOps(tx, ctx, 'feeAgreements.generate', input.id, before, after, ['generatedThrough']);
    return { ops, result: summary };
  });
  return { agreement: await agreementDetail(ctx, input.id), summary };
});
