import { COLLECTIONS, LAWSUIT_LINK_LABELS, lawsuitLinkId, lawsuitLabel, type LawsuitLinkRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { linksOf, linkView, MAX_LINKS } from './shared';
import { callerSeesLawsuit, visibleLawsuit } from '../../platform/lawsuit-visibility';

/**
 * Processos: relate two lawsuits ("o processo B é recurso deste"). Both are read in the transaction, so neither
 * can be deleted meanwhile; a pair is related once (one document per pair), whichever side it is made from.
 * Audited in both lawsuits' histories. Each lawsuit has at most MAX_LINKS, read in the same transaction.
 */
export default implement('lawsuits-link', async (ctx, input) => {
  const id = lawsuitLinkId(input.lawsuitId, input.relatedId);
  const record: LawsuitLinkRecord = {
    lawsuitIds: [input.lawsuitId, input.relatedId],
    fromId: input.lawsuitId,
    toId: input.relatedId,
    kind: input.kind,
    createdBy: ctx.uid,
  };
  return ctx.stores.documents.transact(async (tx) => {
    const [self, related, existing] = await Promise.all([
      tx.get(COLLECTIONS.lawsuits, input.lawsuitId),
      tx.get(COLLECTIONS.lawsuits, input.relatedId),
      tx.get(COLLECTIONS.lawsuitLinks, id),
    ]);
    visibleLawsuit(ctx, self);
    // One under segredo de justiça the caller may not see is as unknown as a missing one.
    if (!related || !callerSeesLawsuit(ctx, related.data)) throw appError('invalid-input', { fields: { relatedId: 'Processo não encontrado.' } });
    // The page reads at most MAX_LINKS links per lawsuit: one more would be stored but never shown.
    const [ownLinks, relatedLinks] = await Promise.all([linksOf(tx, input.lawsuitId), linksOf(tx, input.relatedId)]);
    if (ownLinks.length >= MAX_LINKS || relatedLinks.length >= MAX_LINKS)
      throw appError('invalid-input', {
        fields: { relatedId: `Um processo pode ter no máximo ${MAX_LINKS} processos relacionados; desfaça uma relação antes de criar outra.` },
      });
    if (existing) {
      const seen = existing.data.fromId === input.lawsuitId ? LAWSUIT_LINK_LABELS[existing.data.kind].from : LAWSUIT_LINK_LABELS[existing.data.kind].to;
      throw appError('invalid-input', {
        fields: { relatedId: `Estes processos já estão relacionados (${lawsuitLabel(related.data)}: ${seen.toLowerCase()}). Desfaça a relação para mudá-la.` },
      });
    }
    const audit = (recordId: string) =>
      auditOp(ctx, { section: 'lawsuits', action: 'lawsuits.link', entity: COLLECTIONS.lawsuitLinks, entityId: id, recordId, changedFields: ['kind'] });
    return {
      ops: [{ kind: 'create', collection: COLLECTIONS.lawsuitLinks, id, data: record }, audit(input.lawsuitId), audit(input.relatedId)],
      result: linkView({ id, version: 1, data: record }, input.lawsuitId, related.data),
    };
  });
});
