import type { MailboxRecord, MessageView } from '@office/domain/messages';
import { MESSAGE_LINK_SECTION, type Mailbox, type MessageLinkKind } from '@office/domain/messages-labels';
import { sectionById } from '@office/domain/policy';
import { listPath, recordPath, type RecordKind } from '@office/domain/addresses';
import type { IconName } from '../ui/Icon';

/** The kind of record a link opens. */
const LINK_RECORDS: Record<MessageLinkKind, RecordKind> = { client: 'clients', lawsuit: 'lawsuits', event: 'agenda' };

/** The linked record, named with its article: "Vinculada a um processo". */
const LINK_NOUNS: Record<MessageLinkKind, string> = { client: 'um cliente', lawsuit: 'um processo', event: 'um compromisso da agenda' };

export function linkPath(kind: MessageLinkKind, id: string): string {
  return recordPath(LINK_RECORDS[kind], id);
}

export function linkIcon(kind: MessageLinkKind): IconName {
  return sectionById(MESSAGE_LINK_SECTION[kind]).icon satisfies IconName;
}

/** What a reader without the linked record's section reads instead of a link. */
export function hiddenLinkText(kind: MessageLinkKind): string {
  return `Vinculada a ${LINK_NOUNS[kind]} (você não tem acesso a ${sectionById(MESSAGE_LINK_SECTION[kind]).label})`;
}

/** The other people of a thread, as its owner sees it ("Rafael Moreira, Juliana Ferreira"). */
export function othersOf(mailbox: Pick<MailboxRecord, 'ownerId' | 'participantIds' | 'participantNames'>): string[] {
  const others = mailbox.participantNames.filter((_, i) => mailbox.participantIds[i] !== mailbox.ownerId);
  // A thread one sent to oneself only (the server refuses it, but an old one may exist) still names someone.
  return others.length > 0 ? others : mailbox.participantNames.slice(0, 1);
}

/** The box a thread shows in first, for the way back from its page when the address does not say. */
export function boxOf(mailbox: Pick<MailboxRecord, 'archived' | 'received'>): Mailbox {
  return mailbox.archived ? 'archived' : mailbox.received ? 'inbox' : 'sent';
}

/** The box named in the address (`?box=`), the inbox when missing or unknown. */
export function readBox(value: string | null): Mailbox {
  return value === 'sent' || value === 'archived' ? value : 'inbox';
}

/** The list's address for a box and a search: `/messages`, `/messages?box=sent&q=ana`. */
export function boxPath(box: Mailbox, search = ''): string {
  return listPath('messages', { box: box !== 'inbox' && box, q: search.trim() || undefined });
}

/** "Para: Rafael Moreira, Juliana Ferreira" with "você" for the reader. */
export function recipientsLine(message: Pick<MessageView, 'toIds' | 'toNames'>, readerId: string | undefined): string {
  return message.toNames.map((name, i) => (message.toIds[i] === readerId ? 'você' : name)).join(', ');
}

/** "3 mensagens" */
export function messageCountLabel(count: number): string {
  return count === 1 ? '1 mensagem' : `${count} mensagens`;
}

/** The accessible name of the way to the inbox: "Mensagens, 3 não lidas". */
export function unreadLabel(unread: number): string {
  if (unread <= 0) return 'Mensagens';
  return `Mensagens, ${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;
}
