/**
 * Portal do cliente, messages: a thread per lawsuit and client between the client's portal account and the
 * lawyers of the case. The client writes from /portal about a lawsuit opened to the portal; staff who read the
 * lawsuit see the thread on its page and those who write there answer. Each side has its unread count, and each
 * message is noticed to the other side by e-mail (the client only with its consent to e-mail notices).
 * A collection of its own: the staff's internal Mensagens never reach a client.
 */
import { recordId } from './lists';
import { multilineText, z } from './schema';

/** Longest message: a few paragraphs; a document goes as a file, not pasted here. */
export const PORTAL_MESSAGE_MAX = 4000;
/** Messages a thread shows: the latest ones. */
export const PORTAL_THREAD_SHOWN = 200;

export const PORTAL_MESSAGE_SIDES = ['cliente', 'escritorio'] as const;
export type PortalMessageSide = (typeof PORTAL_MESSAGE_SIDES)[number];

/** `portalThreads/<lawsuitId>_<clientId>`: one client's conversation about one lawsuit, with each side's unread count. */
export interface PortalThreadRecord {
  lawsuitId: string;
  clientId: string;
  messageCount: number;
  lastMessageAt: string;
  lastFrom: PortalMessageSide;
  /** Messages of the office the client has not read yet. */
  unreadByClient: number;
  /** Messages of the client nobody of the office has marked read yet. */
  unreadByOffice: number;
  updatedBy: string;
}

/** `portalMessages/<id>`: one message of a thread. */
export interface PortalMessageRecord {
  threadId: string;
  lawsuitId: string;
  clientId: string;
  from: PortalMessageSide;
  /** The client account's uid or the staff member's uid. */
  authorId: string;
  /** The name as the other side reads it (the account's person, or the lawyer). */
  authorName: string;
  text: string;
  at: string;
}

export function portalThreadId(lawsuitId: string, clientId: string): string {
  return `${lawsuitId}_${clientId}`;
}

export const portalMessageText = multilineText(PORTAL_MESSAGE_MAX)
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, 'Escreva a mensagem');

export const portalThreadInput = z.object({ lawsuitId: recordId }).strict();
export const portalMessageSendInput = z.object({ lawsuitId: recordId, text: portalMessageText }).strict();
export const portalStaffThreadInput = z.object({ lawsuitId: recordId, clientId: recordId }).strict();
export const portalMessageReplyInput = z.object({ lawsuitId: recordId, clientId: recordId, text: portalMessageText }).strict();
export type PortalMessageReplyInput = z.input<typeof portalMessageReplyInput>;

export interface PortalMessageView {
  id: string;
  from: PortalMessageSide;
  authorName: string;
  text: string;
  at: string;
}

/** A client's thread about one of its opened lawsuits, as the client reads it. */
export interface PortalThreadView {
  lawsuitId: string;
  title: string;
  unread: number;
  messages: PortalMessageView[];
}

/** A line of the client's list of conversations: one per lawsuit opened to the portal. */
export interface PortalThreadSummary {
  lawsuitId: string;
  title: string;
  unread: number;
  lastMessageAt: string | null;
}

/** A thread as the lawsuit's page shows it to staff: one per client of the lawsuit with a portal account or messages. */
export interface StaffPortalThreadView {
  clientId: string;
  clientName: string;
  unread: number;
  messages: PortalMessageView[];
}

export interface StaffPortalThreads {
  /** Whether the lawsuit is open to the portal: only then can the office answer. */
  open: boolean;
  threads: StaffPortalThreadView[];
}

export const PORTAL_MESSAGE_FIELD_LABELS = {
  text: 'mensagem',
  unreadByClient: 'não lidas pelo cliente',
  unreadByOffice: 'não lidas pelo escritório',
  messageCount: 'mensagens',
  lastMessageAt: 'última mensagem',
  lastFrom: 'autor da última mensagem',
} as const;

/** The office's notice of a client's message (never its text: the e-mail leaves the app). */
export function portalMessageToOfficeMail(args: { officeName: string; authorName: string; caseLabel: string; link: string }): {
  subject: string;
  lines: string[];
} {
  return {
    subject: `Mensagem de cliente pelo portal: ${args.caseLabel}`,
    lines: [
      `${args.authorName} escreveu pelo portal do cliente sobre o processo ${args.caseLabel}.`,
      'Leia e responda no cartão "Mensagens do cliente" da página do processo:',
      args.link,
      '',
      `${args.officeName}: aviso automático do portal do cliente.`,
    ],
  };
}

/** The client's notice of the office's answer (only with the account's consent; never the text itself). */
export function portalMessageToClientMail(args: { officeName: string; personName: string; caseTitle: string; link: string }): {
  subject: string;
  lines: string[];
} {
  return {
    subject: `${args.officeName}: nova mensagem sobre o seu processo`,
    lines: [
      `Olá, ${args.personName}.`,
      '',
      `${args.officeName} respondeu no portal do cliente sobre o processo ${args.caseTitle}.`,
      'Leia a mensagem no portal:',
      args.link,
      '',
      'Você recebe este aviso porque aceitou avisos por e-mail no portal; para deixar de recebê-los, desmarque a opção lá.',
    ],
  };
}
