import { COLLECTIONS, type IntimationAcceptResult } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { requireAgendaWrite, visibleIntimationLawsuit } from './shared';
import { acceptOps } from './worklist/accept-ops';

/**
 * Processos → Intimações: "Aceitar proposta" — the actions (as the person edited them) become the prazos and
 * hearings on the agenda, linked, in one transaction with the intimação's triage, on the version the person saw.
 */
export default implement('intimations-accept', async (ctx, input): Promise<IntimationAcceptResult> => {
  requireAgendaWrite(ctx);
  const store = ctx.stores.documents;
  const events = await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.intimations, input.id);
    if (!before) throw appError('not-found');
    const lawsuit = await visibleIntimationLawsuit(ctx, tx, before.data);
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const planned = await acceptOps(tx, ctx, before, lawsuit, input.actions);
    return { ops: planned.ops, result: planned.events };
  });
  const doc = await store.get(COLLECTIONS.intimations, input.id);
  if (!doc) throw appError('not-found');
  return { intimation: toListed(doc), events };
});
