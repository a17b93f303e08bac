/**
 * Mensagens over HTTP: threads between colleagues, replies to everyone in them, read and archived per person,
 * the unread count, search, links shown only to readers of their section, and the refusals that write nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type MailboxRecord, type Page, type ThreadView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const by = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const helena = by('staff-helena-barbosa');
const rafael = by('staff-rafael-moreira');
const juliana = by('staff-juliana-ferreira');
const lucas = by('staff-lucas-almeida');
const pedro = by('staff-pedro-costa');
const run = Date.now().toString(36);
const tokens: Record<string, string> = {};
let stores: Stores;

beforeAll(async () => {
  for (const s of [helena, rafael, juliana, lucas]) tokens[s.uid] = await signIn(s.email, s.password);
  stores = await testStores();
});

async function call<T>(name: string, data: unknown, uid: string): Promise<T> {
  const res = await callFn<T>(name, data, tokens[uid]);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}
const unread = async (uid: string) => (await call<{ unread: number }>('messages-unreadCount', {}, uid)).unread;
const box = (uid: string, data: Record<string, unknown>) => call<Page<MailboxRecord>>('messages-list', { limit: 50, ...data }, uid);
/** Documents of a collection: what a refused call must leave as it was. */
const count = (collection: string) => stores.documents.count(collection);

describe('Mensagens', () => {
  it('sends to two colleagues, each gets it unread; a reply goes to everyone else; read and archive are per person', async () => {
    const lucasBefore = await unread(lucas.uid);
    const subject = `Minuta do contrato ${run}`;
    const sent = await call<ThreadView>(
      'messages-send',
      { toIds: [juliana.uid, lucas.uid], subject, body: 'Segue a minuta.\nRevisem até sexta.', link: null },
      rafael.uid,
    );
    const threadId = sent.mailbox.threadId;
    expect(sent.messages).toHaveLength(1);
    expect(sent.mailbox).toMatchObject({ sent: true, received: false, unread: false });
    expect(sent.messages[0]).toMatchObject({ fromName: rafael.name, toNames: [juliana.name, lucas.name], body: 'Segue a minuta.\nRevisem até sexta.' });

    expect(await unread(lucas.uid)).toBe(lucasBefore + 1);
    const inbox = await box(lucas.uid, { box: 'inbox' });
    expect(inbox.items.find((m) => m.threadId === threadId)).toMatchObject({ unread: true, lastFromName: rafael.name, subject });
    expect((await box(rafael.uid, { box: 'sent' })).items.some((m) => m.threadId === threadId)).toBe(true);
    expect((await box(rafael.uid, { box: 'inbox' })).items.some((m) => m.threadId === threadId)).toBe(false);

    // Reading marks only the reader's copy.
    await call('messages-markRead', { threadId, read: true }, lucas.uid);
    expect(await unread(lucas.uid)).toBe(lucasBefore);
    const julianaView = await call<ThreadView>('messages-thread', { threadId }, juliana.uid);
    expect(julianaView.mailbox.unread).toBe(true);

    // Lucas archives it; Juliana's reply reaches Rafael and Lucas and brings it back to Lucas's inbox, unread.
    await call('messages-archive', { threadId, archived: true }, lucas.uid);
    expect((await box(lucas.uid, { box: 'archived' })).items.some((m) => m.threadId === threadId)).toBe(true);
    expect((await box(lucas.uid, { box: 'inbox' })).items.some((m) => m.threadId === threadId)).toBe(false);
    const replied = await call<ThreadView>('messages-reply', { threadId, body: 'Revisado, ok.' }, juliana.uid);
    expect(replied.messages.map((m) => m.fromName)).toEqual([rafael.name, juliana.name]);
    expect(replied.messages[1]).toMatchObject({ toNames: [rafael.name, lucas.name], subject });
    const lucasLine = (await box(lucas.uid, { box: 'inbox' })).items.find((m) => m.threadId === threadId)!;
    expect(lucasLine).toMatchObject({ unread: true, archived: false, messageCount: 2, lastFromName: juliana.name, snippet: 'Revisado, ok.' });
    const rafaelLine = (await box(rafael.uid, { box: 'inbox' })).items.find((m) => m.threadId === threadId)!;
    expect(rafaelLine).toMatchObject({ unread: true, received: true, sent: true });

    // Search by subject word and by a participant's name, together.
    const found = await box(lucas.uid, { box: 'inbox', search: `minuta ${juliana.name.split(' ')[0]}` });
    expect(found.items.map((m) => m.threadId)).toContain(threadId);
    expect((await box(lucas.uid, { box: 'inbox', search: `minuta zzzz${run}` })).items).toEqual([]);

    // Every write is in the audit log under Mensagens.
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: threadId }], limit: 20 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['messages.archive', 'messages.markRead', 'messages.reply', 'messages.send']);
    expect(audit.docs.every((d) => d.data.section === 'messages')).toBe(true);
  });

  it('shows a link to the record only to recipients who can read its section', async () => {
    const lawsuitId = (await stores.documents.list(COLLECTIONS.lawsuits, { limit: 1 })).docs[0]!.id;
    const sent = await call<ThreadView>(
      'messages-send',
      { toIds: [lucas.uid, juliana.uid], subject: `Processo ${run}`, body: 'Ver o despacho.', link: { kind: 'lawsuit', id: lawsuitId } },
      rafael.uid,
    );
    const link = sent.messages[0]!.link!;
    expect(link).toMatchObject({ kind: 'lawsuit', id: lawsuitId });
    expect(link.label).toBeTruthy();
    // Juliana reads Processos; Lucas (the intern, Agenda only) learns only that a lawsuit is linked.
    expect((await call<ThreadView>('messages-thread', { threadId: sent.mailbox.threadId }, juliana.uid)).messages[0]!.link).toEqual(link);
    expect((await call<ThreadView>('messages-thread', { threadId: sent.mailbox.threadId }, lucas.uid)).messages[0]!.link).toEqual({
      kind: 'lawsuit',
      id: null,
      label: null,
    });
  });

  it('refuses bad input in pt-BR and writes nothing', async () => {
    const clientId = (await stores.documents.list(COLLECTIONS.clients, { limit: 1 })).docs[0]!.id;
    const before = [await count(COLLECTIONS.messages), await count(COLLECTIONS.mailboxes), await count(COLLECTIONS.audit)];
    const valid = { toIds: [juliana.uid], subject: 'Assunto', body: 'Texto', link: null };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ body: 'x'.repeat(100 * 1024 + 1) }, 'body', 'A mensagem passa de 100 KB'],
      [{ subject: 'Assunto\u0007' }, 'subject', 'Remova os caracteres invisíveis'],
      [{ toIds: [pedro.uid] }, 'toIds', 'teve o acesso desativado'],
      [{ toIds: ['ninguem-aqui'] }, 'toIds', 'não está na equipe'],
      [{ toIds: [lucas.uid, lucas.uid] }, 'toIds', 'escolhido duas vezes'],
      [{ toIds: [] }, 'toIds', 'Escolha ao menos um destinatário'],
      // Lucas cannot read Clientes, so he cannot link a client; and nobody links what does not exist.
      [{ link: { kind: 'client', id: clientId } }, 'link', 'Você não tem acesso a essa seção'],
      [{ link: { kind: 'event', id: 'evt-nao-existe' } }, 'link', 'O registro vinculado não existe mais'],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('messages-send', { ...valid, ...over }, tokens[lucas.uid]);
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.error!.details!.fields![field]).toContain(message);
    }
    const self = await callFn('messages-send', { ...valid, toIds: [lucas.uid] }, tokens[lucas.uid]);
    expect(self.error!.details!.fields!.toIds).toContain('Você não precisa se incluir');
    // A thread one is not in does not exist for them, for reading, replying or marking.
    const theirs = (await box(juliana.uid, { box: 'inbox' })).items.find((m) => !m.participantIds.includes(lucas.uid))!;
    for (const [name, data] of [
      ['messages-thread', { threadId: theirs.threadId }],
      ['messages-reply', { threadId: theirs.threadId, body: 'Intrometido' }],
      ['messages-markRead', { threadId: theirs.threadId, read: true }],
      ['messages-archive', { threadId: theirs.threadId, archived: true }],
    ] as const) {
      const res = await callFn(name, data, tokens[lucas.uid]);
      expect(res.status, name).toBe(404);
    }
    expect([await count(COLLECTIONS.messages), await count(COLLECTIONS.mailboxes), await count(COLLECTIONS.audit)]).toEqual(before);
  });

  it('two replies at once both land, and every copy counts both', async () => {
    const sent = await call<ThreadView>('messages-send', { toIds: [juliana.uid], subject: `Corrida ${run}`, body: 'Início.', link: null }, rafael.uid);
    const threadId = sent.mailbox.threadId;
    await Promise.all([
      call('messages-reply', { threadId, body: 'Resposta de Rafael.' }, rafael.uid),
      call('messages-reply', { threadId, body: 'Resposta de Juliana.' }, juliana.uid),
      call('messages-reply', { threadId, body: 'Outra de Juliana.' }, juliana.uid),
    ]);
    const view = await call<ThreadView>('messages-thread', { threadId }, rafael.uid);
    expect(view.messages).toHaveLength(4);
    expect(view.mailbox.messageCount).toBe(4);
    expect((await call<ThreadView>('messages-thread', { threadId }, juliana.uid)).mailbox.messageCount).toBe(4);
  });

  it('the dashboard card lists the caller’s own inbox, newest first, with the same unread count', async () => {
    const summary = await call<{ messages: { unread: number; latest: MailboxRecord[] } }>('dashboard-summary', {}, juliana.uid);
    expect(summary.messages.unread).toBe(await unread(juliana.uid));
    const latest = summary.messages.latest;
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.every((m) => m.ownerId === juliana.uid && m.received && !m.archived)).toBe(true);
    expect(latest.map((m) => m.lastAt)).toEqual([...latest.map((m) => m.lastAt)].sort().reverse());
  });
});
