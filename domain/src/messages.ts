/**
 * Mensagens: internal messages between staff, in threads. A thread is its first message's id; every message
 * is its own record (sent messages are never edited or deleted: their times are part of the record). Each
 * participant has one mailbox entry per thread (read, archived, last message), so an inbox, the sent box and
 * the unread count are one query each, however long the threads grow.
 */
import { recordId, pageInput } from './lists';
import { lineText, multilineText, z } from './schema';
import { searchPrefixes } from './search';
import { MAILBOXES, MESSAGE_LINK_KINDS, type MessageLinkKind } from './messages-labels';

export * from './messages-labels';

/** A body is at most 100 KB of UTF-8 text: a long memo fits, a pasted file does not. */
export const MESSAGE_BODY_MAX_BYTES = 100 * 1024;
export const MESSAGE_SUBJECT_MAX = 200;
/** A message goes to at most this many colleagues (the office is small; a list is not a mailing list). */
export const MAX_MESSAGE_RECIPIENTS = 30;
/** How much of the last message a mailbox line shows. */
export const SNIPPET_LENGTH = 140;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

// Characters first (a cheap bound; UTF-8 needs up to 4 bytes each), then the real limit in bytes.
const messageBody = multilineText(MESSAGE_BODY_MAX_BYTES * 4)
  .refine((v) => v.trim().length > 0, 'Escreva a mensagem')
  .refine(
    (v) => utf8Bytes(v) <= MESSAGE_BODY_MAX_BYTES,
    'A mensagem passa de 100 KB. Resuma o texto ou anexe o documento ao cliente ou processo e envie o vínculo.',
  );

export const messageLinkInput = z.object({ kind: z.enum(MESSAGE_LINK_KINDS, 'Tipo de vínculo inválido'), id: recordId }).strict();

export const messageSendInput = z
  .object({
    toIds: z
      .array(recordId)
      .min(1, 'Escolha ao menos um destinatário')
      .max(MAX_MESSAGE_RECIPIENTS, `Escolha no máximo ${MAX_MESSAGE_RECIPIENTS} destinatários`)
      .refine((ids) => new Set(ids).size === ids.length, 'Um destinatário foi escolhido duas vezes'),
    subject: lineText(MESSAGE_SUBJECT_MAX).min(1, 'Informe o assunto'),
    body: messageBody,
    link: messageLinkInput.nullish().transform((v) => v ?? null),
  })
  .strict();

/** The words for a message's and a mailbox's fields, in the form's order, for the audit log. */
export const MESSAGE_FIELD_LABELS = {
  toIds: 'destinatários',
  subject: 'assunto',
  body: 'mensagem',
  link: 'vínculo',
  unread: 'não lida',
  archived: 'arquivada',
} as const satisfies Record<keyof z.output<typeof messageSendInput>, string> & Record<string, string>;

export const messageReplyInput = z.object({ threadId: recordId, body: messageBody }).strict();

export const mailboxListInput = pageInput
  .extend({
    box: z.enum(MAILBOXES).default('inbox'),
    search: lineText(100).nullish(),
  })
  .strict();

export const threadInput = z.object({ threadId: recordId }).strict();
export const threadMarkReadInput = z.object({ threadId: recordId, read: z.boolean() }).strict();
export const threadArchiveInput = z.object({ threadId: recordId, archived: z.boolean() }).strict();

/** What a message was linked to when it was sent; the label is kept so the thread reads the same later. */
export interface MessageLinkRecord {
  kind: MessageLinkKind;
  id: string;
  /** "Maria Souza", "1234567-89.2024.8.26.0100", "Audiência de conciliação, 12/03/2027". */
  label: string;
}

export interface MessageRecord {
  threadId: string;
  fromId: string;
  fromName: string;
  toIds: string[];
  toNames: string[];
  subject: string;
  body: string;
  /** ISO instant. */
  sentAt: string;
  link: MessageLinkRecord | null;
}

/** One participant's view of a thread: the line of their inbox or sent box. Id: `${ownerId}_${threadId}`. */
export interface MailboxRecord {
  ownerId: string;
  threadId: string;
  subject: string;
  /** Everyone in the thread, the owner included. */
  participantIds: string[];
  participantNames: string[];
  lastAt: string;
  lastFromId: string;
  lastFromName: string;
  snippet: string;
  messageCount: number;
  /** The owner received a message of the thread (it shows in their inbox). */
  received: boolean;
  /** The owner sent a message of the thread (it shows in their sent box). */
  sent: boolean;
  unread: boolean;
  archived: boolean;
  linkKind: MessageLinkKind | null;
  /** Prefixes of the subject and the participants' names (see search.ts). */
  searchWords: string[];
}

export function mailboxId(ownerId: string, threadId: string): string {
  return `${ownerId}_${threadId}`;
}

/** The first characters of a body on one line, for a mailbox line. */
export function snippetOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/**
 * A participant's mailbox entry after `message` joined the thread (`before` null for the first message they
 * see). A message from someone else makes the thread unread and brings it back from the archive; one's own
 * message leaves it read and where it was.
 */
export function mailboxAfterMessage(before: MailboxRecord | null, ownerId: string, message: MessageRecord): MailboxRecord {
  const participantIds = [message.fromId, ...message.toIds];
  const participantNames = [message.fromName, ...message.toNames];
  const own = message.fromId === ownerId;
  return {
    ownerId,
    threadId: message.threadId,
    subject: message.subject,
    participantIds,
    participantNames,
    lastAt: message.sentAt,
    lastFromId: message.fromId,
    lastFromName: message.fromName,
    snippet: snippetOf(message.body),
    messageCount: (before?.messageCount ?? 0) + 1,
    received: (before?.received ?? false) || !own,
    sent: (before?.sent ?? false) || own,
    unread: own ? (before?.unread ?? false) : true,
    archived: own ? (before?.archived ?? false) : false,
    linkKind: before ? before.linkKind : (message.link?.kind ?? null),
    searchWords: searchPrefixes([message.subject, ...participantNames]),
  };
}

/** A message as a reader sees it: the link's record only for readers of its section. */
export interface MessageView extends Omit<MessageRecord, 'link'> {
  id: string;
  /** The sender's sign-in e-mail, which no one else can have: a name alone can be copied. Null once the account is gone. */
  fromEmail: string | null;
  link: MessageLinkRecord | { kind: MessageLinkKind; id: null; label: null } | null;
}

export interface ThreadView {
  mailbox: MailboxRecord & { id: string; version: number };
  messages: MessageView[];
}

/** Only the first messages of a very long thread are read at once; the rest would be paged. */
export const MAX_THREAD_MESSAGES = 500;
