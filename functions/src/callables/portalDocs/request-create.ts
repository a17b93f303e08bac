import { requestViews } from '../../entities/portal-documents/request-views';
import { createRequest } from '../../entities/portal-documents/requests';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { requireLinkable } from '../../platform/link-access';

/**
 * Clientes: asks the client for a document ("Envie seu comprovante de residência"), optionally for one of the
 * client's lawsuits (the caller must see it): the client finds it on the portal and answers with an upload.
 */
export default implement('portalDocs-requestCreate', async (ctx, input) => {
  // Linking a lawsuit names it back (the view's label, the "processo deste cliente" error): Processos readers only.
  requireLinkable(ctx, 'lawsuits', 'lawsuitId', input.lawsuitId ?? null);
  if (input.lawsuitId) await readVisibleLawsuit(ctx, ctx.stores.documents, input.lawsuitId);
  const saved = await createRequest(ctx, {
    clientId: input.clientId,
    lawsuitId: input.lawsuitId ?? null,
    title: input.title,
    note: input.note,
    dueDate: input.dueDate,
  });
  const [view] = await requestViews(ctx, [saved]);
  if (!view) throw appError('internal');
  return view;
});
