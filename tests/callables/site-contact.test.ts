/**
 * The public home's contact form over HTTP, through Hosting's rewrites and the `site` function: a good contact
 * becomes a prospect in Clientes (consent recorded, audited, told in the bell of who reads Clientes), a repeated
 * one is added to it, and a bad, robotic or cross-site post is refused with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  SITE_CONTACT_CONSENT,
  SITE_CONTACT_LIMITS,
  type ClientRecord,
  type NotificationPage,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import type { StoredDoc } from '../../functions/src/store/port';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const HOSTING = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
const SITE = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/site`;
const run = Date.now().toString(36);
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let stores: Stores;

beforeAll(async () => {
  stores = await testStores();
});

const form = (over: Record<string, string> = {}) => ({
  name: `Marina Prospecto ${run}`,
  email: `marina.${run}@exemplo.com.br`,
  phone: '(11) 97654-3210',
  subject: 'Direito de Família',
  message: 'Gostaria de entender como funciona o divórcio consensual.',
  consent: 'sim',
  website: '',
  ...over,
});

/** Posts the form as a browser on the site's page would: urlencoded, with the page's Origin, not following the redirect. */
function post(base: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/escritorio/contato`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: HOSTING, 'x-forwarded-for': `198.18.77.${(Date.now() % 200) + 1}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function clientsWith(email: string): Promise<StoredDoc<ClientRecord>[]> {
  const page = await stores.documents.list(COLLECTIONS.clients, { where: [{ field: 'emails', op: 'array-contains', value: email.toLowerCase() }], limit: 10 });
  return page.docs as StoredDoc<ClientRecord>[];
}

/** What a refusal must leave untouched: clients, audit entries, notifications and rate-limit counters. */
async function counts(): Promise<number[]> {
  return Promise.all([COLLECTIONS.clients, COLLECTIONS.audit, COLLECTIONS.notifications, COLLECTIONS.rateLimits].map((c) => stores.documents.count(c)));
}

describe('the contact form of the public home', () => {
  it('is on the home, which Hosting serves at /escritorio with the staff’s way in beside it', async () => {
    const res = await fetch(`${HOSTING}/escritorio`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form class="contact" method="post" action="/escritorio/contato">');
    expect(html).toContain('<a class="brand" href="/escritorio">');
    expect(html).toContain('<a class="restricted" href="/auth/Login">Área restrita</a>');
    expect(html).toContain('<h2 id="equipe-titulo">Equipe</h2>');
    expect(html).toContain('<h2 id="artigos-titulo">Artigos recentes</h2>');
  });

  it('turns a contact into a prospect with the consent’s words, audited and told to who reads Clientes, then thanks', async () => {
    const before = Date.now();
    // Through Hosting, as the page posts it: the rewrite hands the POST and its body to the function.
    const res = await post(HOSTING, form());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/escritorio/contato/enviado');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [client, ...more] = await clientsWith(form().email);
    expect(more).toEqual([]);
    expect(client!.data).toMatchObject({
      name: form().name,
      status: 'prospecto',
      document: '',
      tags: ['site'],
      phones: [{ number: '+5511976543210', whatsapp: false }],
    });
    const [contact] = client!.data.siteContacts!;
    expect(contact).toMatchObject({ origin: 'site', subject: 'Direito de Família', message: form().message, consentText: SITE_CONTACT_CONSENT });
    expect(Date.parse(contact!.consentAt)).toBeGreaterThanOrEqual(before - 1000);

    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: client!.id }], limit: 10 });
    expect(audit.docs.map((a) => [a.data.action, a.data.actor, a.data.section])).toEqual([['clients.siteContact', 'anonymous', 'clients']]);

    // The lawyer (Clientes) sees it in the bell, named and linked; the intern (Agenda only) is not told.
    const bell = await callFn<NotificationPage>('notifications-list', { limit: 50 }, await signIn(lawyer.email, lawyer.password));
    const told = bell.result!.items.find((n) => n.kind === 'contato-site' && n.link === `/clients/${client!.id}`);
    expect(told).toMatchObject({ title: `Novo contato pelo site: ${form().name}`, detail: 'Assunto: Direito de Família' });
    const internNotices = await stores.documents.list(COLLECTIONS.notifications, {
      where: [{ field: 'recipientId', op: '==', value: intern.uid }],
      limit: 500,
    });
    expect(internNotices.docs.filter((n) => n.data.kind === 'contato-site')).toEqual([]);

    const thanks = await fetch(`${HOSTING}/escritorio/contato/enviado`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('<h1>Mensagem recebida</h1>');
  });

  it('adds a repeated contact from the same e-mail to the same client, and past the day’s limit refuses politely', async () => {
    const email = `MARINA.${run}@Exemplo.com.br`;
    for (let i = 1; i < SITE_CONTACT_LIMITS.perMailboxPerDay; i++)
      expect((await post(SITE, form({ email, message: `Escrevo de novo (${i}).` }))).status).toBe(303);
    const [client, ...more] = await clientsWith(form().email);
    expect(more).toEqual([]);
    expect(client!.data.siteContacts!.map((c) => c.message)).toEqual([form().message, 'Escrevo de novo (1).', 'Escrevo de novo (2).']);

    const unchanged = await counts();
    const refused = await post(SITE, form({ email, message: 'Mais uma vez, por favor.' }));
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('Recebemos muitas mensagens deste endereço ou deste e-mail hoje.');
    expect(html).toContain('value="Marina Prospecto');
    expect(await counts()).toEqual(unchanged);
  });

  it('refuses bad input with the reasons beside the fields and what was typed kept, storing nothing', async () => {
    const email = `errado.${run}@exemplo`;
    const unchanged = await counts();
    const res = await post(SITE, form({ email, consent: '', message: 'curta' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<p class="field-error" id="contato-email-erro">Informe um e-mail válido, ex.: nome@exemplo.com.br</p>');
    expect(html).toContain('<p class="field-error" id="contato-message-erro">Escreva sua mensagem (pelo menos 10 caracteres)</p>');
    expect(html).toContain('<p class="field-error" id="contato-consent-erro">Para enviar, marque a autorização de uso dos dados</p>');
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('>curta</textarea>');
    expect(await counts()).toEqual(unchanged);
  });

  it('thanks a robot that fills the honeypot and stores nothing; refuses another site’s page and another kind of body', async () => {
    const unchanged = await counts();
    const robot = await post(SITE, form({ email: `robo.${run}@exemplo.com.br`, website: 'http://spam.example' }));
    expect(robot.status).toBe(303);
    expect(robot.headers.get('location')).toBe('/escritorio/contato/enviado');
    const foreign = await post(SITE, form({ email: `golpe.${run}@exemplo.com.br` }), { origin: 'https://golpe.example' });
    expect(foreign.status).toBe(403);
    const crossSite = await post(SITE, form({ email: `golpe.${run}@exemplo.com.br` }), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const json = await fetch(`${SITE}/escritorio/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOSTING },
      body: JSON.stringify(form({ email: `json.${run}@exemplo.com.br` })),
    });
    expect(json.status).toBe(415);
    expect((await fetch(`${SITE}/escritorio`, { method: 'POST', headers: { origin: HOSTING } })).status).toBe(405);
    expect(await counts()).toEqual(unchanged);
    for (const who of ['robo', 'golpe', 'json']) expect(await clientsWith(`${who}.${run}@exemplo.com.br`), who).toEqual([]);
  });
});
