/** Mensagens: every active member has a mailbox; each call sees and changes only the caller's own threads. */
import { command, created, none, query, slice, updated } from './define';
import { type Listed, type Page } from '../lists';
import {
  mailboxListInput,
  type MailboxRecord,
  messageReplyInput,
  messageSendInput,
  threadArchiveInput,
  threadInput,
  threadMarkReadInput,
  type ThreadView,
  MESSAGE_FIELD_LABELS,
} from '../messages';

export const messagesSlice = slice({
  fieldWords: { section: 'messages', labels: MESSAGE_FIELD_LABELS },
  operations: {
    // Mensagens: every active member has a mailbox; each call sees and changes only the caller's own threads.
    'messages-list': query<Page<MailboxRecord>>()('staff', mailboxListInput),
    'messages-unreadCount': query<{ unread: number }>()('staff', none),
    'messages-thread': query<ThreadView>()('staff', threadInput),
    'messages-send': command<ThreadView>()('staff', messageSendInput, 'enviar mensagem', { 'messages.send': created('Enviou mensagem') }),
    'messages-reply': command<ThreadView>()('staff', messageReplyInput, 'responder mensagem', { 'messages.reply': created('Respondeu mensagem') }),
    'messages-markRead': command<Listed<MailboxRecord>>()('staff', threadMarkReadInput, 'marcar mensagem como lida ou não lida', {
      'messages.markRead': updated('Marcou mensagem como lida'),
      'messages.markUnread': updated('Marcou mensagem como não lida'),
    }),
    'messages-archive': command<Listed<MailboxRecord>>()('staff', threadArchiveInput, 'arquivar ou desarquivar mensagem', {
      'messages.archive': updated('Arquivou mensagem'),
      'messages.unarchive': updated('Desarquivou mensagem'),
    }),
  },
});
