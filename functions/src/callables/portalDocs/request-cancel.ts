import { requestViews } from '../../entities/portal-documents/request-views';
import { cancelRequest } from '../../entities/portal-documents/requests';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Clientes: cancels a request the client has not answered; the portal no longer shows it. */
export default implement('portalDocs-requestCancel', async (ctx, input) => {
  const [view] = await requestViews(ctx, [await cancelRequest(ctx, input.id, input.expectedVersion)]);
  if (!view) throw appError('internal');
  return view;
});
