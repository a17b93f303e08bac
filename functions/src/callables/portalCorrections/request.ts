import { correctionViews } from '../../entities/portal-corrections/correction-views';
import { requestCorrection } from '../../entities/portal-corrections/corrections';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/**
 * Portal do cliente: the client asks the office to correct a datum it holds about them (LGPD art. 18, III), for one
 * of the claims' own clients; whoever writes Clientes is told in the bell.
 */
export default implement('portalCorrections-request', async (ctx, input) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const saved = await requestCorrection(ctx, portal.clientIds, { clientId: input.clientId, field: input.field, text: input.text });
  const [view] = await correctionViews(ctx, [saved]);
  if (!view) throw appError('internal');
  return view;
});
