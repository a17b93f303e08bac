import { COLLECTIONS } from '@office/domain';
import { clientCorrections, correctionViews } from '../../entities/portal-corrections/correction-views';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Clientes: one client's requests to correct their data, newest first, open and answered. */
export default implement('portalCorrections-list', async (ctx, input) => {
  if (!(await ctx.stores.documents.get(COLLECTIONS.clients, input.clientId))) throw appError('not-found');
  return correctionViews(ctx, await clientCorrections(ctx, input.clientId));
});
