import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SITE_CONTACT_CONSENT, SITE_CONTACT_LIMITS, type SiteContactValues, type StaffRecord } from '@office/domain';
import { SqliteDocumentStore } from '../../store/embedded/sqlite-document-store';
import type { FileStore } from '../../store/port';
import { typedDocuments, type TypedStores } from '../../store/typed';
import { receiveSiteContact } from './site-contact';

/** A contact through the site against a real (embedded) store: the prospect, its audit, its notices, the limits, no duplicates. */
const dir = mkdtempSync(join(tmpdir(), 'office-site-contact-'));
const raw = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const stores: TypedStores = { documents: typedDocuments(raw), files: {} as FileStore };
const db = stores.documents;

const staff = (name: string, read: StaffRecord['scopes']['read'], write: StaffRecord['scopes']['write'], disabled = false): StaffRecord => ({
  name,
  email: `${name.toLowerCase()}@exemplo.test`,
  scopes: { read, write },
  admin: false,
  disabled,
  updatedBy: 'system',
});

const contact = (over: Partial<SiteContactValues> = {}): SiteContactValues => ({
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  phone: '+5511987654321',
  subject: 'Direito de Família',
  message: 'Preciso de orientação sobre guarda.',
  consent: 'sim',
  ...over,
});

const clientsWith = async (email: string) =>
  (await db.list(COLLECTIONS.clients, { where: [{ field: 'emails', op: 'array-contains', value: email }], limit: 10 })).docs;
const auditOf = async (id: string) => (await db.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: id }], limit: 50 })).docs;
const noticesOf = async (uid: string) =>
  (await db.list(COLLECTIONS.notifications, { where: [{ field: 'recipientId', op: '==', value: uid }], limit: 50 })).docs;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await db.create(COLLECTIONS.staff, 'u-reader', staff('Camila', ['Clientes'], []));
  await db.create(COLLECTIONS.staff, 'u-writer', staff('Rafael', [], ['Clientes']));
  await db.create(COLLECTIONS.staff, 'u-agenda', staff('Lucas', ['Agenda'], []));
  await db.create(COLLECTIONS.staff, 'u-gone', staff('Pedro', ['Clientes'], [], true));
});
afterAll(async () => {
  await raw.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a contact through the site', () => {
  it('becomes a prospect with the message and the consent’s exact words, audited and told to who reads Clientes only', async () => {
    const outcome = await receiveSiteContact(stores, '203.0.113.1', contact(), at('2026-03-02T13:00:00.000Z'));
    expect(outcome).toMatchObject({ stored: true, isNew: true });
    const [client, ...more] = await clientsWith('maria@exemplo.com.br');
    expect(more).toEqual([]);
    expect(client!.id).toBe(outcome.stored && outcome.clientId);
    expect(client!.data).toMatchObject({
      name: 'Maria Souza',
      status: 'prospecto',
      document: '',
      responsibleLawyerId: '',
      tags: ['site'],
      phones: [{ number: '+5511987654321', whatsapp: false }],
      createdBy: 'anonymous',
      siteContacts: [
        {
          origin: 'site',
          at: '2026-03-02T13:00:00.000Z',
          subject: 'Direito de Família',
          message: 'Preciso de orientação sobre guarda.',
          consentText: SITE_CONTACT_CONSENT,
          consentAt: '2026-03-02T13:00:00.000Z',
        },
      ],
    });
    // No CPF/CNPJ key: the prospect holds no number another client could not take.
    expect(await db.count(COLLECTIONS.clientDocuments)).toBe(0);
    const audit = await auditOf(client!.id);
    expect(audit.map((a) => [a.data.action, a.data.actor, a.data.section])).toEqual([['clients.siteContact', 'anonymous', 'clients']]);
    expect(audit[0]!.data.changedFields).toContain('siteContacts');
    for (const uid of ['u-reader', 'u-writer']) {
      const [notice] = await noticesOf(uid);
      expect(notice?.data.facts, uid).toEqual({ kind: 'contato-site', clientId: client!.id, name: 'Maria Souza', subject: 'Direito de Família', isNew: true });
    }
    expect(await noticesOf('u-agenda')).toEqual([]);
    expect(await noticesOf('u-gone')).toEqual([]);
  });

  it('from an e-mail a client already has, is added to that client: no second client, name and status untouched', async () => {
    const outcome = await receiveSiteContact(
      stores,
      '203.0.113.2',
      contact({ name: 'Maria S.', message: 'Escrevo de novo sobre a guarda.' }),
      at('2026-03-02T14:00:00.000Z'),
    );
    const [client, ...more] = await clientsWith('maria@exemplo.com.br');
    expect(more).toEqual([]);
    expect(outcome).toEqual({ stored: true, clientId: client!.id, isNew: false });
    expect(client!.data.name).toBe('Maria Souza');
    expect(client!.data.siteContacts?.map((c) => [c.name, c.message])).toEqual([
      ['Maria Souza', 'Preciso de orientação sobre guarda.'],
      ['Maria S.', 'Escrevo de novo sobre a guarda.'],
    ]);
    const audit = await auditOf(client!.id);
    expect(audit.map((a) => a.data.action).sort()).toEqual(['clients.siteContact', 'clients.siteContactAdded']);
    expect(audit.find((a) => a.data.action === 'clients.siteContactAdded')?.data.changedFields).toEqual(['siteContacts']);
    expect((await noticesOf('u-reader')).map((n) => n.data.facts)).toContainEqual(expect.objectContaining({ isNew: false, name: 'Maria Souza' }));
  });

  it('keeps an active client active when they write through the site', async () => {
    const first = await receiveSiteContact(stores, '203.0.113.3', contact({ email: 'joao@exemplo.com.br', name: 'João Lima' }), at('2026-03-02T15:00:00.000Z'));
    const id = first.stored ? first.clientId : '';
    const before = (await db.get(COLLECTIONS.clients, id))!;
    await db.update(COLLECTIONS.clients, id, before.version, { status: 'ativo', document: '52998224725', responsibleLawyerId: 'u-writer' });
    const again = await receiveSiteContact(stores, '203.0.113.3', contact({ email: 'joao@exemplo.com.br', name: 'João Lima' }), at('2026-03-02T15:30:00.000Z'));
    expect(again).toEqual({ stored: true, clientId: id, isNew: false });
    expect((await db.get(COLLECTIONS.clients, id))!.data).toMatchObject({ status: 'ativo', document: '52998224725', responsibleLawyerId: 'u-writer' });
  });

  it('past the limit per e-mail is refused and stores nothing, not even a counter', async () => {
    const email = 'ana@exemplo.com.br';
    const when = at('2026-03-03T13:00:00.000Z');
    for (let i = 0; i < SITE_CONTACT_LIMITS.perMailboxPerDay; i++)
      expect(await receiveSiteContact(stores, `198.51.100.${i}`, contact({ email, name: 'Ana Reis' }), when)).toMatchObject({ stored: true });
    const [client] = await clientsWith(email);
    const counters = await db.count(COLLECTIONS.rateLimits);
    const audits = await db.count(COLLECTIONS.audit);
    const notices = await db.count(COLLECTIONS.notifications);
    // The same mailbox under another spelling (upper case, a "+" sub-address) counts as the same person.
    expect(await receiveSiteContact(stores, '198.51.100.99', contact({ email: 'ana+site@exemplo.com.br', name: 'Ana Reis' }), when)).toEqual({ stored: false });
    expect(await clientsWith('ana+site@exemplo.com.br')).toEqual([]);
    expect((await db.get(COLLECTIONS.clients, client!.id))!.data.siteContacts).toHaveLength(SITE_CONTACT_LIMITS.perMailboxPerDay);
    expect([await db.count(COLLECTIONS.rateLimits), await db.count(COLLECTIONS.audit), await db.count(COLLECTIONS.notifications)]).toEqual([
      counters,
      audits,
      notices,
    ]);
  });

  it('past the limit per address in an hour is refused, whatever the e-mail', async () => {
    const ip = '192.0.2.7';
    const when = at('2026-03-04T13:00:00.000Z');
    for (let i = 0; i < SITE_CONTACT_LIMITS.perAddressPerHour; i++)
      expect(await receiveSiteContact(stores, ip, contact({ email: `pessoa${i}@exemplo.com.br` }), when)).toMatchObject({ stored: true, isNew: true });
    expect(await receiveSiteContact(stores, ip, contact({ email: 'outra@exemplo.com.br' }), when)).toEqual({ stored: false });
    expect(await clientsWith('outra@exemplo.com.br')).toEqual([]);
    // The next hour the address may write again.
    expect(await receiveSiteContact(stores, ip, contact({ email: 'outra@exemplo.com.br' }), at('2026-03-04T14:00:00.000Z'))).toMatchObject({ stored: true });
  });
});
