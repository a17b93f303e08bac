import { clientCorrections, correctionViews } from '../../entities/portal-corrections/correction-views';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Portal do cliente: the signed-in client's requests to correct their data (only the claims' own client ids), with the answers. */
export default implement('portalCorrections-mine', async (ctx) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const pages = await Promise.all(portal.clientIds.map((clientId) => clientCorrections(ctx, clientId)));
  return correctionViews(ctx, pages.flat());
});
