import { correctionViews } from '../../entities/portal-corrections/correction-views';
import { resolveCorrection } from '../../entities/portal-corrections/corrections';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Clientes write: answers a client's request to correct their data, "Corrigido" or "Recusado", with a note the client reads. */
export default implement('portalCorrections-resolve', async (ctx, input) => {
  const saved = await resolveCorrection(ctx, input.id, input.expectedVersion, { status: input.status, answer: input.answer });
  const [view] = await correctionViews(ctx, [saved]);
  if (!view) throw appError('internal');
  return view;
});
