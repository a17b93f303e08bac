import { pagePath } from '@office/domain/addresses';
/** The bell's accessible name: "3 notificações não lidas", "1 notificação não lida", or just "Notificações". */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notificações';
  return unread === 1 ? '1 notificação não lida' : `${unread} notificações não lidas`;
}

/** The number on a badge: at most "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Where the e-mail preferences are (Preferências, at its card). */
export const EMAIL_PREFERENCES_PATH = `${pagePath('profileSettings')}#notificacoes-email`;
