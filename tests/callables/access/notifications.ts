/** Notificações: each staff member's own. */
import { COLLECTIONS, notificationId, type NotificationRecord } from '@office/domain';
import type { DocData } from '../../../functions/src/store/port';
import { callFn } from '../../support/emulator-client';
import { testStores } from '../../support/store';
import { none, STAFF, type GroupRows } from '../../support/access-matrix';

/** A notification of the caller's own, unread (for callers refused before the call, any id: the store is not reached). */
async function ownNotification(token: string | undefined): Promise<string> {
  const uid = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { user_id: string }).user_id : 'anonimo';
  const id = notificationId(uid, `matriz-${Math.random().toString(36).slice(2, 10)}`);
  const record: NotificationRecord = {
    recipientId: uid,
    kind: 'mensagem',
    at: new Date().toISOString(),
    facts: { kind: 'mensagem', threadId: 'msg-matriz', fromName: 'Matriz', subject: 'Matriz de acesso' },
    read: false,
    readAt: null,
    email: 'desligado',
    digestDay: null,
    pendingDigest: false,
  };
  const stores = await testStores();
  await stores.documents.create(COLLECTIONS.notifications, id, record as unknown as DocData);
  await stores.documents.close();
  return id;
}

export default {
  'notifications-markRead': { section: 'about', input: async (token) => ({ ids: [await ownNotification(token)] }), expect: STAFF },
  'notifications-markAllRead': { section: 'about', input: none, expect: STAFF },
  'notifications-updatePreferences': {
    section: 'about',
    input: async (token) => ({
      expectedVersion: (await callFn<{ version: number | null }>('notifications-preferences', {}, token)).result?.version ?? null,
      email: { mensagem: 'resumo' },
    }),
    expect: STAFF,
  },
} satisfies GroupRows<'notifications'>;
