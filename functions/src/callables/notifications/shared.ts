import {
  can,
  COLLECTIONS,
  emailModes,
  NOTIFICATION_KINDS,
  notificationView,
  type NotificationPreferencesView,
  type NotificationRecord,
  type NotificationView,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import type { StoredDoc } from '../../store/port';

/** The caller's unread notifications: the bell's number (one count). */
export function unreadCount(ctx: CallableContext): Promise<number> {
  return ctx.stores.documents.count(COLLECTIONS.notifications, [
    { field: 'recipientId', op: '==', value: ctx.uid },
    { field: 'read', op: '==', value: false },
  ]);
}

/** A notification in the caller's words: their access now decides what it names. */
export function viewOf(ctx: CallableContext, doc: StoredDoc<NotificationRecord>): NotificationView {
  return notificationView(doc.id, doc.data, ctx.staff?.data.scopes ?? null);
}

/**
 * The caller's e-mail preferences, over the kinds they can receive (capture failures: administrators only; contacts
 * through the site: who reads Clientes; success fees: who writes Financeiro).
 */
export async function preferencesView(ctx: CallableContext): Promise<NotificationPreferencesView> {
  const doc = await ctx.stores.documents.get(COLLECTIONS.notificationPreferences, ctx.uid);
  const admin = ctx.staff?.data.admin ?? false;
  const clients = can(ctx.staff?.data.scopes, 'clients', 'read');
  const clientsWrite = can(ctx.staff?.data.scopes, 'clients', 'write');
  const finance = can(ctx.staff?.data.scopes, 'finance', 'write');
  return {
    email: emailModes(doc?.data),
    kinds: NOTIFICATION_KINDS.filter(
      (k) =>
        (admin || k !== 'captura-falhando') &&
        (clients || k !== 'contato-site') &&
        (clients || k !== 'documento-cliente') &&
        (clientsWrite || k !== 'correcao-dados') &&
        (finance || (k !== 'exito-registrado' && k !== 'reajuste-sem-indice')) &&
        (admin || k !== 'exportacao-pronta'),
    ),
    address: ctx.staff?.data.email ?? '',
    version: doc?.version ?? null,
  };
}
