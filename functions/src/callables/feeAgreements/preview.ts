import { COLLECTIONS, withClauseIds } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { planFor } from '../../entities/finance/agreement-generation';

/**
 * Contratos de honorários: the lançamentos the form's terms would make (with the recorded results and acts of
 * the agreement being edited), before anything is saved. Nothing is written.
 */
export default implement('feeAgreements-preview', async (ctx, input) => {
  const store = ctx.stores.documents;
  const current = input.id ? await store.get(COLLECTIONS.feeAgreements, input.id) : null;
  const { answer } = await planFor(store, {
    title: input.agreement.title,
    clauses: withClauseIds(input.agreement.clauses),
    successes: current?.data.successes ?? [],
    acts: current?.data.acts ?? [],
    ending: null,
  });
  return answer;
});
