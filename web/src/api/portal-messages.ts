import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { portalMessageKeys } from './keys';
import { useCallMutation } from './mutation';

export const portalMessageQueries = {
  /** A client account: its conversations, one per lawsuit opened to the portal. */
  mine: () => queryOptions({ queryKey: portalMessageKeys.mine(), queryFn: () => call('portalMessages-mine', {}) }),
  /** A client account: one conversation. */
  thread: (lawsuitId: string) => queryOptions({ queryKey: portalMessageKeys.thread(lawsuitId), queryFn: () => call('portalMessages-thread', { lawsuitId }) }),
  /** Processos: a lawsuit's "Mensagens do cliente". */
  forLawsuit: (lawsuitId: string) =>
    queryOptions({ queryKey: portalMessageKeys.forLawsuit(lawsuitId), queryFn: () => call('portalMessages-forLawsuit', { lawsuitId }) }),
};

/** Either side's write changes the counts the lists show: everything of the messages is read again. */
const everything = [portalMessageKeys.all];

export const useSendPortalMessage = () => useCallMutation('portalMessages-send', { refresh: everything });
export const useMarkPortalThreadRead = () => useCallMutation('portalMessages-markRead', { refresh: everything });
export const useReplyPortalMessage = () => useCallMutation('portalMessages-reply', { refresh: everything });
export const useMarkClientMessagesRead = () => useCallMutation('portalMessages-officeRead', { refresh: everything });
