/**
 * Names people can trust (issue 34, item 3): a person may not give themselves a name that reads like an active
 * colleague's, invisible characters are refused in names, and a message shows its sender's e-mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type SessionMe, type StaffCreated, type ThreadView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const helena = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const rafael = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
const password = 'Nomes#Confiaveis2026';
let stores: Stores;
let adminToken: string;
let me: { uid: string; token: string; email: string };

beforeAll(async () => {
  stores = await testStores();
  adminToken = await signIn(helena.email, helena.password);
  const email = `nomes.${run}@barbosaadvocacia.test`;
  const created = await callFn<StaffCreated>('staff-create', { email, name: `Pessoa Nomes ${run}`, read: ['Agenda'], write: [] }, adminToken);
  await setPasswordFromLink(created.result!.passwordSetupLink!, password);
  me = { uid: created.result!.member.uid, token: await signIn(email, password), email };
});

async function rename(name: string) {
  const record = await stores.documents.get(COLLECTIONS.staff, me.uid);
  const res = await callFn<SessionMe>('profile-update', { expectedVersion: record!.version, name, phone: '' }, me.token);
  // A saved change moves the record's version past the token's claims: sign in again, as the app refreshes.
  if (res.status === 200) me.token = await signIn(me.email, password);
  return res;
}

describe('profile-update: a name of one’s own', () => {
  it.each([
    ['the same name', 'Rafael Moreira'],
    ['another case and no accents', 'rafael MOREIRA'],
    ['accents added and double spaces', 'Ráfael  Moreira'],
    ['full-width letters', 'Ｒａｆａｅｌ Moreira'],
  ])('refuses a colleague’s name written with %s, and changes nothing', async (_case, name) => {
    const before = await stores.documents.get(COLLECTIONS.staff, me.uid);
    const res = await rename(name);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(res.error?.details?.fields?.name).toMatch(/^Outra pessoa da equipe já usa este nome/);
    expect(await stores.documents.get(COLLECTIONS.staff, me.uid)).toEqual(before);
  });

  it.each([
    ['a zero-width space', 'Rafael\u200B Moreira'],
    ['a zero-width joiner', 'Rafael Mo\u200Dreira'],
    ['a soft hyphen', 'Pessoa\u00ADNova'],
    ['a word joiner', 'Pessoa Nova\u2060'],
  ])('refuses a name with %s', async (_case, name) => {
    const res = await rename(name);
    expect([res.status, res.error?.details?.fields?.name]).toEqual([400, 'Remova os caracteres invisíveis do nome (espaços de largura zero e semelhantes)']);
  });

  it('keeps one’s own name in another spelling, and a colleague’s name once that colleague’s account is disabled', async () => {
    expect((await rename(`pessoa nomes ${run}`)).status).toBe(200);
    expect((await rename(`Pessoa Nomes ${run}`)).status).toBe(200);
    // Only active members count: the name of someone who left is free.
    const left = await callFn<StaffCreated>(
      'staff-create',
      { email: `saiu.${run}@barbosaadvocacia.test`, name: `Ex Colega ${run}`, read: ['Agenda'], write: [] },
      adminToken,
    );
    expect((await rename(`Ex Colega ${run}`)).status).toBe(400);
    const member = left.result!.member;
    expect((await callFn('staff-setDisabled', { uid: member.uid, expectedVersion: member.version, disabled: true }, adminToken)).status).toBe(200);
    expect((await rename(`Ex Colega ${run}`)).status).toBe(200);
    expect((await rename(`Pessoa Nomes ${run}`)).status).toBe(200);
  });
});

describe('a message names its sender by e-mail too', () => {
  it('shows the sender’s sign-in e-mail on every message of the thread', async () => {
    const rafaelToken = await signIn(rafael.email, rafael.password);
    const sent = await callFn<ThreadView>('messages-send', { toIds: [me.uid], subject: `Quem escreve ${run}`, body: 'Sou eu mesmo.', link: null }, rafaelToken);
    expect(sent.status).toBe(200);
    const thread = await callFn<ThreadView>('messages-thread', { threadId: sent.result!.mailbox.threadId }, me.token);
    expect(thread.result!.messages.map((m) => [m.fromName, m.fromEmail])).toEqual([[rafael.name, rafael.email]]);
  });
});
