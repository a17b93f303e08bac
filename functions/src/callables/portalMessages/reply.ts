import { COLLECTIONS } from '@office/domain';
import { addPortalMessage } from '../../entities/portal/portal-messages';
import { noticeClientOfOfficeMessage } from '../../notifications/portal-message-mail';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { officeSide, staffThreadView, stillOpenTo } from './shared';

function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/**
 * Processos → "Mensagens do cliente": the office answers a client of the lawsuit on the portal, while the lawsuit
 * is open to it and the client has an account. The client's accounts that consent are noticed by e-mail.
 */
export default implement('portalMessages-reply', async (ctx, input) => {
  const store = ctx.stores.documents;
  const lawsuit = await officeSide(ctx, input.lawsuitId, input.clientId);
  const accounts = await store.list(COLLECTIONS.portalAccounts, { where: [{ field: 'clientId', op: '==', value: input.clientId }], limit: 20 });
  if (!accounts.docs.some((a) => a.data.status === 'ativo')) refuse('Este cliente não tem acesso ao portal: convide-o na página do cliente.');
  const id = await addPortalMessage(
    ctx,
    { lawsuitId: lawsuit.id, clientId: input.clientId, from: 'escritorio', authorName: ctx.staff?.data.name ?? 'Escritório', text: input.text },
    stillOpenTo(lawsuit.id, input.clientId, () => refuse('Este processo não está aberto no portal do cliente: abra-o para responder.')),
  );
  await noticeClientOfOfficeMessage(store, lawsuit, input.clientId, id);
  return staffThreadView(store, lawsuit, input.clientId);
});
