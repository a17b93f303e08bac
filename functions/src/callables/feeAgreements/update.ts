import { changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { agreementDetail, agreementWriteOps, currentAgreement, historyAfterEdit, refuse, resolveTerms } from './shared';

/**
 * Contratos de honorários: edit the terms, on the version the person saw. The terms become a new version and
 * the one replaced joins the history; the lançamentos follow, except those with a payment (never changed) or
 * cancelled. The client never changes: a contract with another client is another agreement.
 */
export default implement('feeAgreements-update', async (ctx, input) => {
  const summary = await ctx.stores.documents.transact(async (tx) => {
    const before = await currentAgreement(tx, input.id, input.expectedVersion);
    const old = before.data;
    if (old.status === 'encerrado') refuse('Contrato encerrado não pode ser editado.');
    if (input.agreement.clientId !== old.clientId) refuse('O cliente de um contrato não muda: encerre este e cadastre um contrato para o outro cliente.');
    const { terms, lawsuitLabel } = await resolveTerms(ctx, input.agreement, tx, { clientId: old.clientId, lawsuitId: old.lawsuitId });
    const at = new Date().toISOString();
    const after = {
      ...old,
      ...terms,
      lawsuitLabel,
      termsVersion: old.termsVersion + 1,
      history: historyAfterEdit(old, at),
      clauseKinds: [...new Set(terms.clauses.map((c) => c.kind))],
      updatedBy: ctx.uid,
    };
    const changed = changedFields(old, after).filter(
      (f) => f !== 'history' && f !== 'updatedBy' && f !== 'clauseKinds' && f !== 'lawsuitIds' && f !== 'termsVersion',
    );
    const { ops, summary } = await agreementWriteOps(tx, ctx, 'feeAgreements.update', input.id, before, after, changed);
    return { ops, result: summary };
  });
  return { agreement: await agreementDetail(ctx, input.id), summary };
});
