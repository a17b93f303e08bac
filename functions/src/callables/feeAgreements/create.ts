import { agreementLawsuitIds } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { agreementDetail, agreementWriteOps, resolveTerms } from './shared';

/**
 * Contratos de honorários: a new agreement (version 1) and, in the same commit, the lançamentos its clauses
 * make: every fixed installment and the monthly fees of the next twelve months.
 */
export default implement('feeAgreements-create', async (ctx, input) => {
  const id = newId('hon');
  const summary = await ctx.stores.documents.transact(async (tx) => {
    const { terms, clientName, lawsuitLabel } = await resolveTerms(ctx, input.agreement, tx);
    const record = {
      ...terms,
      clientName,
      lawsuitLabel,
      lawsuitIds: agreementLawsuitIds({ lawsuitId: terms.lawsuitId, successes: [] }),
      status: 'vigente' as const,
      termsVersion: 1,
      history: [],
      successes: [],
      acts: [],
      ending: null,
      generatedThrough: null,
      clauseKinds: [...new Set(terms.clauses.map((c) => c.kind))],
      createdBy: ctx.uid,
      updatedBy: ctx.uid,
    };
    const { ops, summary } = await agreementWriteOps(tx, ctx, 'feeAgreements.create', id, null, record, Object.keys(terms));
    return { ops, result: summary };
  });
  return { agreement: await agreementDetail(ctx, id), summary };
});
