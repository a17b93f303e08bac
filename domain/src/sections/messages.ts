/** Mensagens: every active member has a mailbox; each call sees and changes only the caller's own threads. */
import { command, none, query } from './define';
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
} from '../messages';

export const messagesOperations = {
  // Mensagens: every active member has a mailbox; each call sees and changes only the caller's own threads.
  'messages-list': query<Page<MailboxRecord>>()({ policy: 'staff', input: mailboxListInput }),
  'messages-unreadCount': query<{ unread: number }>()({ policy: 'staff', input: none }),
  'messages-thread': query<ThreadView>()({ policy: 'staff', input: threadInput }),
  'messages-send': command<ThreadView>()({
    policy: 'staff',
    input: messageSendInput,
    attempt: 'enviar mensagem',
    actions: { 'messages.send': 'Enviou mensagem' },
  }),
  'messages-reply': command<ThreadView>()({
    policy: 'staff',
    input: messageReplyInput,
    attempt: 'responder mensagem',
    actions: { 'messages.reply': 'Respondeu mensagem' },
  }),
  'messages-markRead': command<Listed<MailboxRecord>>()({
    policy: 'staff',
    input: threadMarkReadInput,
    attempt: 'marcar mensagem como lida ou não lida',
    actions: { 'messages.markRead': 'Marcou mensagem como lida', 'messages.markUnread': 'Marcou mensagem como não lida' },
  }),
  'messages-archive': command<Listed<MailboxRecord>>()({
    policy: 'staff',
    input: threadArchiveInput,
    attempt: 'arquivar ou desarquivar mensagem',
    actions: { 'messages.archive': 'Arquivou mensagem', 'messages.unarchive': 'Desarquivou mensagem' },
  }),
} as const;
