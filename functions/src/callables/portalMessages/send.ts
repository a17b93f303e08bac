import { addPortalMessage } from '../../entities/portal/portal-messages';
import { noticeOfficeOfClientMessage } from '../../notifications/portal-message-mail';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { clientSide, clientThreadView, stillOpenTo } from './shared';

/**
 * Portal do cliente: the client writes to the office about one of its lawsuits opened to the portal. The lawsuit's
 * responsible lawyers who may read it are noticed by e-mail.
 */
export default implement('portalMessages-send', async (ctx, input) => {
  const { lawsuit, clientId } = await clientSide(ctx, input.lawsuitId);
  const authorName = ctx.portal?.account.data.name ?? 'Cliente';
  // Closed meanwhile: for the client it is gone, as any lawsuit not opened to it.
  const id = await addPortalMessage(
    ctx,
    { lawsuitId: lawsuit.id, clientId, from: 'cliente', authorName, text: input.text },
    stillOpenTo(lawsuit.id, clientId, () => {
      throw appError('not-found');
    }),
  );
  const store = ctx.stores.documents;
  await noticeOfficeOfClientMessage(store, lawsuit, authorName, id);
  return clientThreadView(store, lawsuit, clientId);
});
