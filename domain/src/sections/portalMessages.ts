/**
 * Portal do cliente, messages: on /portal the client account writes about its lawsuits opened to the portal; on a
 * lawsuit's page staff who read Processos see the threads and those who write there answer.
 */
import { command, created, none, query, read, slice, updated, write } from './define';
import {
  PORTAL_MESSAGE_FIELD_LABELS,
  portalMessageReplyInput,
  portalMessageSendInput,
  portalStaffThreadInput,
  portalThreadInput,
  type PortalThreadSummary,
  type PortalThreadView,
  type StaffPortalThreads,
  type StaffPortalThreadView,
} from '../portal-messages';

export const portalMessagesSlice = slice({
  operations: {
    // A client account's own calls: only its clients' lawsuits that are open to the portal.
    'portalMessages-mine': query<{ items: PortalThreadSummary[] }>()('portal', none),
    'portalMessages-thread': query<PortalThreadView>()('portal', portalThreadInput),
    'portalMessages-send': command<PortalThreadView>()('portal', portalMessageSendInput, 'enviar mensagem pelo portal do cliente', {
      'portalMessages.send': created('Cliente enviou mensagem pelo portal'),
    }),
    'portalMessages-markRead': command<PortalThreadView>()('portal', portalThreadInput, 'marcar mensagens do portal como lidas', {
      'portalMessages.clientRead': updated('Cliente leu mensagens do escritório no portal'),
    }),
    // The lawsuit's page: Processos read to see, write to answer.
    'portalMessages-forLawsuit': query<StaffPortalThreads>()(read('lawsuits'), portalThreadInput),
    'portalMessages-reply': command<StaffPortalThreadView>()(write('lawsuits'), portalMessageReplyInput, 'responder mensagem de cliente no portal', {
      'portalMessages.reply': created('Respondeu mensagem de cliente no portal'),
    }),
    'portalMessages-officeRead': command<StaffPortalThreadView>()(read('lawsuits'), portalStaffThreadInput, 'marcar mensagens de cliente como lidas', {
      'portalMessages.officeRead': updated('Marcou como lidas mensagens de cliente do portal'),
    }),
  },
  fieldWords: { section: 'lawsuits', labels: PORTAL_MESSAGE_FIELD_LABELS },
});
