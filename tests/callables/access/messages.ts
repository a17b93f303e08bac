/** Mensagens: the staff's inbox, open to every staff member. */
import { callFn } from '../../support/emulator-client';
import { asAdmin } from '../../support/access-callers';
import { COLLEAGUE } from '../../support/access-fixtures';
import { STAFF, type GroupRows } from '../../support/access-matrix';

/**
 * A thread the caller is in: they start it. A caller who cannot send gets one of the administrator's threads,
 * which the refusal of the call under test never reaches.
 */
async function ownThread(token: string | undefined): Promise<string> {
  const body = { toIds: [COLLEAGUE], subject: 'Matriz', body: 'Conversa da matriz de acesso.', link: null };
  const sent = await callFn<{ mailbox: { threadId: string } }>('messages-send', body, token);
  return sent.result?.mailbox.threadId ?? (await asAdmin<{ mailbox: { threadId: string } }>('messages-send', body)).mailbox.threadId;
}

export default {
  'messages-send': {
    section: 'about',
    input: async () => ({ toIds: [COLLEAGUE], subject: 'Matriz', body: 'Teste da matriz de acesso.', link: null }),
    expect: STAFF,
  },
  'messages-thread': { section: 'about', input: async (token) => ({ threadId: await ownThread(token) }), expect: STAFF },
  'messages-reply': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), body: 'Resposta da matriz.' }), expect: STAFF },
  'messages-markRead': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), read: false }), expect: STAFF },
  'messages-archive': { section: 'about', input: async (token) => ({ threadId: await ownThread(token), archived: true }), expect: STAFF },
} satisfies GroupRows<'messages'>;
