import { SUCCESS_BASE_LABELS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { agreementDetail, agreementWriteOps, currentAgreement, refuse } from './shared';

/**
 * Contratos de honorários: the result a success fee is charged on (the acordo, the sentença, the alvará and its
 * amount). Its lançamento is created in the same commit, the calculation in its notes.
 */
export default implement('feeAgreements-recordSuccess', async (ctx, input) => {
  const summary = await ctx.stores.documents.transact(async (tx) => {
    const before = await currentAgreement(tx, input.id, input.expectedVersion);
    const old = before.data;
    if (old.status === 'encerrado') refuse('Contrato encerrado não recebe êxito: registre-o num contrato vigente.');
    const clause = old.clauses.find((c) => c.id === input.clauseId);
    if (clause?.kind !== 'exito') throw appError('invalid-input', { fields: { clauseId: 'Escolha uma cláusula de êxito deste contrato.' } });
    if (!clause.bases.includes(input.base))
      throw appError('invalid-input', { fields: { base: `Esta cláusula não incide sobre ${SUCCESS_BASE_LABELS[input.base].toLowerCase()}.` } });
    const success = {
      id: newId('exi'),
      clauseId: clause.id,
      base: input.base,
      baseAmount: input.baseAmount,
      date: input.date,
      description: input.description,
      by: ctx.uid,
    };
    const after = { ...old, successes: [...old.successes, success], updatedBy: ctx.uid };
    const { ops, summary } = await agreementWriteOps(tx, ctx, 'feeAgreements.recordSuccess', input.id, before, after, ['successes']);
    return { ops, result: summary };
  });
  return { agreement: await agreementDetail(ctx, input.id), summary };
});
