/**
 * Portal do cliente over HTTP: a person with Clientes write invites a client by e-mail (the mail at the SMTP sink
 * carries the office's first-access link), the client sets a password, signs in and reads only what its own client
 * account may (every staff callable refusing the client's token is the access matrix's client row); the staff
 * accounts are refused the portal's calls, and revoking the invitation or deleting the client ends the access on
 * the very next call. A client token's unfiltered list of any collection, straight from Firestore under the
 * committed rules, returns nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditPage,
  COLLECTIONS,
  formatCpfCnpj,
  LOCAL_PROJECT_ID,
  portalQualification,
  type ClientRecord,
  type Listed,
  type PortalAccountView,
  type PortalMe,
  type SessionMe,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { clientInput, cpfSource } from '../support/records';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Reads Clientes, writes nothing there. */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(781_000_000 + (Date.now() % 100_000) * 10);
const PASSWORD = 'Portal#cliente-2026';
let adminToken: string;
let stores: Stores;

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

async function ok<T>(name: string, data: unknown, token = adminToken): Promise<T> {
  const res = await callFn<T>(name, data, token);
  expect(res.status, `${name}: ${JSON.stringify(res.error)}`).toBe(200);
  return res.result!;
}

/** The status and error id of a call: as the administrator unless given a token (null: nobody signed in). */
const refusal = async (name: string, data: unknown, token: string | null = adminToken) => {
  const res = await callFn(name, data, token ?? undefined);
  return [res.status, res.error?.details?.id];
};

async function newClient(): Promise<Listed<ClientRecord>> {
  return ok<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name: `Cliente do Portal ${run}` }) });
}

/** Invites `email` to `clientId`, finds the invitation at the sink, sets the password from its link and signs in. */
async function invitedClient(clientId: string, email: string): Promise<{ account: PortalAccountView; token: string; link: string }> {
  const account = await ok<PortalAccountView>('portal-invite', { clientId, name: 'Maria Cliente', email });
  const [mail] = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeTruthy();
  await setPasswordFromLink(link!, PASSWORD);
  return { account, token: await signIn(email, PASSWORD), link: link! };
}

describe('portal do cliente: client accounts', () => {
  it('invites by e-mail naming the office; the client sets a password and reads only its own account', async () => {
    const client = await newClient();
    const email = `maria.${run}@cliente.test`;
    const { account, token } = await invitedClient(client.id, email);
    expect(account).toMatchObject({ clientId: client.id, name: 'Maria Cliente', email, status: 'ativo' });

    const [mail] = await waitForMail((m) => m.to.includes(email));
    const office = (await stores.documents.get(COLLECTIONS.office, 'profile'))!.data as { name: string };
    expect(mail!.subject).toBe(`${office.name}: seu acesso ao portal do cliente`);
    expect(mail!.text).toContain('crie a sua senha (pelo menos 10 caracteres)');

    // What the office holds about the client, in words (LGPD art. 18, II), never its notes, tags or lawyer.
    const portalMe = await ok<PortalMe>('portal-me', {}, token);
    expect(portalMe).toEqual({ name: 'Maria Cliente', email, clients: [{ id: client.id, name: client.name, qualification: portalQualification(client) }] });
    const said = portalMe.clients[0]!.qualification;
    expect(said.find((q) => q.label === 'CPF')?.value).toBe(formatCpfCnpj(client.document));
    expect(said.map((q) => q.label)).not.toContain('Observações');
    expect(JSON.stringify(said)).not.toContain(client.responsibleLawyerId ?? 'nenhum');
    const me = await ok<SessionMe>('session-me', {}, token);
    expect([me.scopes, me.admin, me.portal]).toEqual([null, false, { clientIds: [client.id] }]);

    // The client's page lists it, and the invitation is in the audit log.
    const listed = await ok<{ items: PortalAccountView[] }>('portal-accounts', { clientId: client.id });
    expect(listed.items.map((a) => a.id)).toEqual([account.id]);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: account.id }], limit: 10 });
    expect(audit.docs.map((d) => (d.data as { action: string }).action)).toContain('portal.invite');
    // Each visit of the client is audited, and the log names the client account as such.
    const log = await ok<AuditPage>('settings-auditLog', { actor: account.id, limit: 10 });
    expect(log.items.map((e) => [e.action, log.words.actions[e.action]])).toContainEqual(['portal.access', 'Cliente acessou o portal']);
    expect(log.people[account.id]).toBe('Maria Cliente (cliente)');
  });

  it('the portal refuses every staff account (every staff callable refusing a client: the matrix’s client row)', async () => {
    expect(await refusal('portal-me', {}, adminToken)).toEqual([403, 'portal-only']);
    expect(await refusal('portal-me', {}, null)).toEqual([401, 'not-signed-in']);
  });

  it('refuses an address of the team, an unknown client, a reader of Clientes, and a stale revocation; nothing is stored', async () => {
    const client = await newClient();
    expect(await refusal('portal-invite', { clientId: client.id, name: 'Alguém da Equipe', email: finance.email })).toEqual([409, 'already-exists']);
    expect(await refusal('portal-invite', { clientId: 'cliente-inexistente', name: 'Maria Cliente', email: `x.${run}@cliente.test` })).toEqual([
      404,
      'not-found',
    ]);
    const financeToken = await signIn(finance.email, finance.password);
    expect(await refusal('portal-invite', { clientId: client.id, name: 'Maria Cliente', email: `y.${run}@cliente.test` }, financeToken)).toEqual([
      403,
      'missing-scope',
    ]);
    expect((await ok<{ items: PortalAccountView[] }>('portal-accounts', { clientId: client.id })).items).toEqual([]);

    const account = await ok<PortalAccountView>('portal-invite', { clientId: client.id, name: 'Maria Cliente', email: `z.${run}@cliente.test` });
    // Another client may not take the same address over.
    const other = await newClient();
    expect(await refusal('portal-invite', { clientId: other.id, name: 'Maria Cliente', email: `z.${run}@cliente.test` })).toEqual([409, 'already-exists']);
    await ok('portal-revoke', { id: account.id, expectedVersion: account.version });
    expect(await refusal('portal-revoke', { id: account.id, expectedVersion: account.version })).toEqual([409, 'conflict']);
    // Nor does the team take a client's address: the account's claims stay the portal's.
    expect(await refusal('staff-create', { email: `z.${run}@cliente.test`, name: 'Maria Cliente', read: ['Agenda'], write: [] })).toEqual([
      409,
      'already-exists',
    ]);
  });

  it('revoking the invitation ends the access on the next call; inviting again gives it back', async () => {
    const client = await newClient();
    const email = `revogada.${run}@cliente.test`;
    const { account, token } = await invitedClient(client.id, email);
    await ok('portal-me', {}, token);
    const revoked = await ok<PortalAccountView>('portal-revoke', { id: account.id, expectedVersion: account.version });
    expect(revoked.status).toBe('revogado');
    expect(await refusal('portal-me', {}, token)).toEqual([403, 'portal-revoked']);
    expect((await ok<SessionMe>('session-me', {}, token)).portal).toBeNull();

    const again = await ok<PortalAccountView>('portal-invite', { clientId: client.id, name: 'Maria Cliente', email });
    expect([again.id, again.status]).toEqual([account.id, 'ativo']);
    // The old token carries claims of an older version: refused until refreshed, then let in.
    expect(await refusal('portal-me', {}, token)).toEqual([403, 'claims-stale']);
    expect((await ok<PortalMe>('portal-me', {}, await signIn(email, PASSWORD))).clients.map((c) => c.id)).toEqual([client.id]);
  });

  it('an account still following a client is refused for another; once revoked, it moves there afresh', async () => {
    const [first, second] = [await newClient(), await newClient()];
    const email = `mudanca.${run}@cliente.test`;
    const { account, token } = await invitedClient(first.id, email);
    expect(await ok('portalCases-setNotices', { emailNotices: true, expectedVersion: 0 }, token)).toMatchObject({ emailNotices: true });
    expect(await refusal('portal-invite', { clientId: second.id, name: 'Maria Cliente', email })).toEqual([409, 'already-exists']);

    await ok('portal-revoke', { id: account.id, expectedVersion: account.version });
    const moved = await ok<PortalAccountView>('portal-invite', { clientId: second.id, name: 'Maria Cliente', email });
    expect([moved.id, moved.clientId, moved.status]).toEqual([account.id, second.id, 'ativo']);
    // Handed over as a new account: the old password and sessions no longer open it, and no consent came along.
    expect(await refusal('portal-me', {}, token)).toEqual([403, 'claims-stale']);
    await expect(signIn(email, PASSWORD)).rejects.toThrow();
    const mails = await waitForMail((m) => m.to.includes(email), { count: 2 });
    const mail = mails.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).at(-1);
    const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
    await setPasswordFromLink(link!, PASSWORD);
    const fresh = await signIn(email, PASSWORD);
    expect((await ok<PortalMe>('portal-me', {}, fresh)).clients.map((c) => c.id)).toEqual([second.id]);
    expect(await ok('portalCases-notices', {}, fresh)).toMatchObject({ emailNotices: false, version: 0 });
  });

  it('deleting the client ends the access on the next call', async () => {
    const client = await newClient();
    const { token } = await invitedClient(client.id, `excluido.${run}@cliente.test`);
    await ok('portal-me', {}, token);
    await ok('clients-delete', { id: client.id, expectedVersion: client.version });
    expect(await refusal('portal-me', {}, token)).toEqual([403, 'portal-revoked']);
  });
});

const host = process.env.FIRESTORE_EMULATOR_HOST;
describe.skipIf(!host)('portal do cliente: the committed rules give a client token nothing', () => {
  it('an unfiltered list of every collection is refused or empty', async () => {
    const loaded = await fetch(`http://${host}/emulator/v1/projects/${LOCAL_PROJECT_ID}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rules: { files: [{ name: 'firestore.rules', content: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') }] },
      }),
    });
    expect(loaded.status).toBe(200);
    const client = await newClient();
    const { token } = await invitedClient(client.id, `regras.${run}@cliente.test`);
    const documents = `http://${host}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;
    const seen = await Promise.all(
      Object.values(COLLECTIONS).map(async (collection) => {
        const res = await fetch(`${documents}:runQuery`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }], limit: 50 } }),
        });
        if (res.status === 403) return [collection, 0] as const;
        const body = (await res.json()) as { document?: unknown }[];
        return [collection, body.filter((r) => r.document).length] as const;
      }),
    );
    expect(seen.filter(([, count]) => count > 0)).toEqual([]);
  });
});
