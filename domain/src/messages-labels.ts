/** Mensagens' words and kinds, without zod: the app frame (the menu's unread badge) may import them. */
import type { SectionId } from './policy';

export const MESSAGE_LINK_KINDS = ['client', 'lawsuit', 'event'] as const;
export type MessageLinkKind = (typeof MESSAGE_LINK_KINDS)[number];
/** The section a linked record belongs to: only readers of that section see the link. */
export const MESSAGE_LINK_SECTION: Record<MessageLinkKind, SectionId> = { client: 'clients', lawsuit: 'lawsuits', event: 'agenda' };
export const MESSAGE_LINK_LABELS: Record<MessageLinkKind, string> = { client: 'Cliente', lawsuit: 'Processo', event: 'Compromisso da agenda' };

export const MAILBOXES = ['inbox', 'sent', 'archived'] as const;
export type Mailbox = (typeof MAILBOXES)[number];
export const MAILBOX_LABELS: Record<Mailbox, string> = { inbox: 'Caixa de entrada', sent: 'Enviadas', archived: 'Arquivadas' };
