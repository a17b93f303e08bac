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
    'messages-list': query<Page<MailboxRecord>>()({ policy: 'staff', input: mailboxListInput }),
    'messages-unreadCount': query<{ unread: number }>()({ policy: 'staff', input: none }),
    'messages-thread': query<ThreadView>()({ policy: 'staff', input: threadInput }),
    'messages-send': command<ThreadView>()({
      policy: 'staff',
      input: messageSendInput,
      attempt: 'enviar mensagem',
      actions: { 'messages.send': created('Enviou mensagem') },
    }),
    'messages-reply': command<ThreadView>()({
      policy: 'staff',
      input: messageReplyInput,
      attempt: 'responder mensagem',
      actions: { 'messages.reply': created('Respondeu mensagem') },
    }),
    'messages-markRead': command<Listed<MailboxRecord>>()({
      policy: 'staff',
      input: threadMarkReadInput,
      attempt: 'marcar mensagem como lida ou não lida',
      actions: { 'messages.markRead': updated('Marcou mensagem como lida'), 'messages.markUnread': updated('Marcou mensagem como não lida') },
    }),
    'messages-archive': command<Listed<MailboxRecord>>()({
      policy: 'staff',
      input: threadArchiveInput,
      attempt: 'arquivar ou desarquivar mensagem',
      actions: { 'messages.archive': updated('Arquivou mensagem'), 'messages.unarchive': updated('Desarquivou mensagem') },
    }),
  },
});
