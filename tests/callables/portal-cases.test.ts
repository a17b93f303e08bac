/**
 * Portal do cliente, the client's cases, over HTTP: a lawyer with Processos write opens a lawsuit to the portal (one
 * under segredo de justiça only with the reminder confirmed), drafts an update from the andamentos in plain words
 * and publishes it; the lawsuit's client account reads only its own opened lawsuits and their published updates
 * (another client's, a closed one or a draft answer not-found or nothing), and the e-mail notice reaches the SMTP
 * sink only while the account consents to e-mail notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CALLABLES,
  COLLECTIONS,
  type ClientRecord,
  type LawsuitRecord,
  type Listed,
  type PortalCaseSummary,
  type PortalCaseView,
  type PortalNotices,
  type PortalTimeline,
  type PortalUpdateText,
  type PortalUpdateView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Processos write, not an administrator: a lawsuit under segredo of someone else is out of their sight. */
const rafael = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(782_000_000 + (Date.now() % 100_000) * 10);
const nextCnj = cnjSource(3_700_000 + (Date.now() % 100_000), '2026', '0100');
const PASSWORD = 'Portal#processos-2026';
const TEXT: PortalUpdateText = { happened: 'O juiz marcou a audiência.', next: 'Audiência em dezembro.', needed: 'Guarde seus comprovantes.' };
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

const refusal = async (name: string, data: unknown, token = adminToken) => {
  const res = await callFn(name, data, token);
  return [res.status, res.error?.details?.id];
};

const newClient = (name: string) => ok<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name }) });
const newLawsuit = (clientId: string, over: Record<string, unknown> = {}) =>
  ok<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(nextCnj(), clientId, { subject: 'Revisão de contrato bancário', ...over }) });
const card = (lawsuitId: string, token = adminToken) => ok<PortalCaseView>('portalCases-get', { lawsuitId }, token);
const open = async (lawsuitId: string, extra: Record<string, unknown> = {}) =>
  ok<PortalCaseView>('portalCases-set', { lawsuitId, open: true, expectedVersion: (await card(lawsuitId)).version, ...extra });
const publish = (lawsuitId: string, text: PortalUpdateText = TEXT) =>
  ok<PortalUpdateView>('portalCases-publish', { lawsuitId, id: null, expectedVersion: 0, text });

/** Invites `email` to `clientId`, sets the password from the e-mailed link and signs in. */
async function clientAccount(clientId: string, email: string): Promise<{ uid: string; token: string }> {
  const account = await ok<{ id: string }>('portal-invite', { clientId, name: 'Maria Cliente', email });
  const [mail] = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
  await setPasswordFromLink(link!, PASSWORD);
  return { uid: account.id, token: await signIn(email, PASSWORD) };
}

/** The outbox entries queued for an update (one per consenting account), read in the store the functions use. */
async function noticesOf(updateId: string): Promise<string[]> {
  const page = await stores.documents.list(COLLECTIONS.emailOutbox, { where: [{ field: 'portalUpdateId', op: '==', value: updateId }], limit: 10 });
  return page.docs.map((d) => (d.data as { recipientId: string }).recipientId);
}

describe('portal do cliente: the client’s cases', () => {
  it('opening needs Processos write; under segredo only with the reminder confirmed, and only for who sees the lawsuit', async () => {
    const client = await newClient(`Cliente Segredo ${run}`);
    const secret = await newLawsuit(client.id, { confidential: true, responsibleLawyerIds: ['staff-juliana-ferreira'] });
    const rafaelToken = await signIn(rafael.email, rafael.password);
    // Segredo de justiça as elsewhere: a lawyer outside it is told nothing exists.
    expect(await refusal('portalCases-get', { lawsuitId: secret.id }, rafaelToken)).toEqual([404, 'not-found']);
    expect(await refusal('portalCases-set', { lawsuitId: secret.id, open: true, expectedVersion: 0, confirmSecrecy: true }, rafaelToken)).toEqual([
      404,
      'not-found',
    ]);

    expect(await refusal('portalCases-set', { lawsuitId: secret.id, open: true, expectedVersion: 0 })).toEqual([400, 'invalid-state']);
    expect((await card(secret.id)).open).toBe(false);
    const opened = await open(secret.id, { confirmSecrecy: true });
    expect(opened).toMatchObject({ open: true, confidential: true, version: 1 });
    // A stale view of the card is a conflict, not a silent overwrite.
    expect(await refusal('portalCases-set', { lawsuitId: secret.id, open: false, expectedVersion: 0 })).toEqual([409, 'conflict']);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: secret.id }], limit: 20 });
    expect(audit.docs.map((d) => (d.data as { action: string }).action)).toContain('portalCases.open');
  });

  it('drafts from the andamentos in plain words; the client reads only its own opened lawsuits and published updates', async () => {
    const client = await newClient(`Cliente Processos ${run}`);
    const other = await newClient(`Outro Cliente ${run}`);
    const mine = await newLawsuit(client.id);
    const notMine = await newLawsuit(other.id);
    const { token } = await clientAccount(client.id, `processos.${run}@cliente.test`);

    // Nothing opened yet: nothing listed, and the lawsuit's id answers as if it did not exist.
    expect((await ok<{ items: PortalCaseSummary[] }>('portalCases-list', {}, token)).items).toEqual([]);
    expect(await refusal('portalCases-timeline', { lawsuitId: mine.id }, token)).toEqual([404, 'not-found']);

    await ok('lawsuits-addMovement', {
      lawsuitId: mine.id,
      at: new Date().toISOString(),
      description: 'Conclusos para decisão - obs. interna: ligar ao perito',
    });
    const draft = await ok<PortalUpdateText>('portalCases-suggest', { lawsuitId: mine.id });
    expect(draft.happened).toContain('O processo foi enviado ao juiz para análise.');
    expect(JSON.stringify(draft)).not.toContain('obs. interna');

    await open(mine.id);
    await open(notMine.id);
    const saved = await ok<PortalUpdateView>('portalCases-saveDraft', { lawsuitId: mine.id, id: null, expectedVersion: 0, text: draft });
    // An open lawsuit with only a draft: listed, with no update to read.
    const listed = await ok<{ items: PortalCaseSummary[] }>('portalCases-list', {}, token);
    expect(listed.items.map((c) => c.lawsuitId)).toEqual([mine.id]);
    expect(listed.items[0]).toMatchObject({ status: 'Em andamento', court: '1ª Vara Cível, São Paulo', lastUpdateAt: null });
    expect((await ok<PortalTimeline>('portalCases-timeline', { lawsuitId: mine.id }, token)).updates).toEqual([]);
    expect(await refusal('portalCases-timeline', { lawsuitId: notMine.id }, token)).toEqual([404, 'not-found']);

    const published = await ok<PortalUpdateView>('portalCases-publish', {
      lawsuitId: mine.id,
      id: saved.id,
      expectedVersion: saved.version,
      text: { ...draft, needed: 'Traga o holerite de novembro.' },
    });
    expect(published).toMatchObject({ id: saved.id, status: 'publicada' });
    // A published update is no draft: it can be neither edited as one nor discarded.
    expect(await refusal('portalCases-discard', { id: saved.id, expectedVersion: published.version })).toEqual([400, 'invalid-state']);
    const second = await publish(mine.id);
    const timeline = await ok<PortalTimeline>('portalCases-timeline', { lawsuitId: mine.id }, token);
    expect(timeline.updates.map((u) => u.id)).toEqual([second.id, saved.id]);
    expect(timeline.updates[1]!.needed).toBe('Traga o holerite de novembro.');
    expect(timeline.case.parties).toContainEqual({ name: 'Empresa Ré S.A.', role: 'parte ré' });

    // Closed again: gone from the client's portal at once.
    await ok('portalCases-set', { lawsuitId: mine.id, open: false, expectedVersion: (await card(mine.id)).version });
    expect(await refusal('portalCases-timeline', { lawsuitId: mine.id }, token)).toEqual([404, 'not-found']);
    expect((await ok<{ items: PortalCaseSummary[] }>('portalCases-list', {}, token)).items).toEqual([]);

    // The client row: each side's calls refuse the other (the client is no staff; no staff account is a client).
    const ops = CALLABLE_NAMES.filter((n) => n.startsWith('portalCases-'));
    const office = ops.filter((n) => CALLABLES[n].policy !== 'portal');
    expect([office.length, ops.length]).toEqual([6, 10]);
    for (const name of office) expect([name, await refusal(name, { lawsuitId: mine.id }, token)]).toEqual([name, [403, 'no-staff-record']]);
    for (const name of ops.filter((n) => !office.includes(n))) {
      expect([name, await refusal(name, { lawsuitId: mine.id }, adminToken)]).toEqual([name, [403, 'portal-only']]);
    }
  });

  it('e-mails a published update only to accounts that consented, and stops when consent is withdrawn', async () => {
    const client = await newClient(`Cliente Avisos ${run}`);
    const lawsuit = await newLawsuit(client.id);
    const email = `avisos.${run}@cliente.test`;
    const { uid, token } = await clientAccount(client.id, email);
    await open(lawsuit.id);

    // Never presumed: off until the client says yes.
    expect(await ok<PortalNotices>('portalCases-notices', {}, token)).toEqual({ emailNotices: false, changedAt: null, version: 0 });
    expect((await card(lawsuit.id)).emailRecipients).toBe(0);
    expect(await noticesOf((await publish(lawsuit.id)).id)).toEqual([]);

    const given = await ok<PortalNotices>('portalCases-setNotices', { emailNotices: true, expectedVersion: 0 }, token);
    expect(given).toMatchObject({ emailNotices: true, version: 1 });
    expect(await refusal('portalCases-setNotices', { emailNotices: false, expectedVersion: 0 }, token)).toEqual([409, 'conflict']);
    expect((await card(lawsuit.id)).emailRecipients).toBe(1);

    const update = await publish(lawsuit.id, { ...TEXT, happened: `Sentença publicada ${run}.` });
    expect(await noticesOf(update.id)).toHaveLength(1);
    const [mail] = await waitForMail((m) => m.to.includes(email) && m.text.includes(`Sentença publicada ${run}.`));
    const office = (await stores.documents.get(COLLECTIONS.office, 'profile'))!.data as { name: string };
    expect(mail!.subject).toBe(`${office.name}: novidade no seu processo`);
    expect(mail!.text).toContain('O que precisamos de você');
    expect(mail!.text).toMatch(/\/portal\b/);

    await ok('portalCases-setNotices', { emailNotices: false, expectedVersion: given.version }, token);
    expect(await noticesOf((await publish(lawsuit.id)).id)).toEqual([]);
    // Given and withdrawn, each dated and in the audit log under the client account.
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: uid }], limit: 20 });
    expect(audit.docs.filter((d) => (d.data as { action: string }).action === 'portalCases.consent')).toHaveLength(2);
  });
});
