import { COLLECTIONS, lawsuitLabel, SUCCESS_BASE_LABELS, successFeeAmount, type FeeAgreementRecord, type SuccessFacts } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { successNoticeOps } from '../../entities/notifications/success-notices';
import type { TypedWriteOp } from '../../store/typed';
import { agreementWriteOps, MAX_AGREEMENTS_LISTED, refuse } from './shared';

type ExitoClause = Extract<FeeAgreementRecord['clauses'][number], { kind: 'exito' }>;

/**
 * Processos: the lawsuit's lawyer records its result (an acordo, a sentença, an alvará and its amount). Each vigente
 * agreement of the lawsuit, or of its client for every case, whose êxito clause covers that result gets the success
 * fee in the same commit, and whoever writes Financeiro is told at once; the lawyer sees no amount of the agreements.
 */
export default implement('feeAgreements-recordResult', async (ctx, input) => {
  const at = new Date().toISOString();
  return ctx.stores.documents.transact(async (tx) => {
    const lawsuit = await readVisibleLawsuit(ctx, tx, input.lawsuitId);
    const pages = await Promise.all(
      lawsuit.data.clientIds.map((clientId) =>
        tx.list(COLLECTIONS.feeAgreements, {
          where: [
            { field: 'clientId', op: '==', value: clientId },
            { field: 'status', op: '==', value: 'vigente' },
          ],
          limit: MAX_AGREEMENTS_LISTED,
        }),
      ),
    );
    const covering = pages
      .flatMap((p) => p.docs)
      .filter((d) => d.data.lawsuitId === null || d.data.lawsuitId === lawsuit.id)
      .flatMap((d) => {
        const clause = d.data.clauses.find((c): c is ExitoClause => c.kind === 'exito' && c.bases.includes(input.base));
        return clause ? [{ doc: d, clause }] : [];
      });
    // An agreement made for this lawsuit speaks for it over the client's general one.
    const own = covering.filter((c) => c.doc.data.lawsuitId === lawsuit.id);
    const charged = own.length > 0 ? own : covering;
    if (charged.length === 0)
      refuse(
        `Nenhum contrato de honorários vigente deste processo prevê êxito sobre ${SUCCESS_BASE_LABELS[input.base].toLowerCase()}: ` +
          'nada foi registrado. Se o contrato prevê, peça ao Financeiro para cadastrá-lo.',
      );
    const ops: TypedWriteOp[] = [];
    const label = lawsuitLabel(lawsuit.data);
    for (const { doc, clause } of charged) {
      const success = {
        id: newId('exi'),
        clauseId: clause.id,
        base: input.base,
        baseAmount: input.baseAmount,
        date: input.date,
        description: input.description,
        by: ctx.uid,
        lawsuit: { id: lawsuit.id, label },
      };
      const after = { ...doc.data, successes: [...doc.data.successes, success], updatedBy: ctx.uid };
      const written = await agreementWriteOps(tx, ctx, 'feeAgreements.recordResult', doc.id, doc, after, ['successes']);
      const facts: SuccessFacts & { id: string } = {
        id: success.id,
        agreementId: doc.id,
        lawsuitLabel: label,
        clientName: doc.data.clientName,
        base: input.base,
        baseAmount: input.baseAmount,
        feeAmount: successFeeAmount({ percentBp: clause.percentBp, baseAmount: input.baseAmount }),
        date: input.date,
        byName: ctx.staff?.data.name ?? '',
      };
      ops.push(...written.ops, ...(await successNoticeOps(tx, facts, lawsuit.data, at)));
    }
    return { ops, result: { agreements: charged.length } };
  });
});
