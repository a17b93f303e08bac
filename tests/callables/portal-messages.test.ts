/**
 * Portal do cliente, messages, over HTTP: the client writes about its lawsuit opened to the portal and the
 * lawsuit's responsible lawyer gets an e-mail; the office answers from the lawsuit's page and the client (who
 * consents to e-mail notices) gets one; each side's unread count follows; another client's lawsuit, or one not
 * opened, is not-found; staff without Processos are refused, and the client token is refused by the staff calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CALLABLES,
  COLLECTIONS,
  lawsuitLabel,
  PORTAL_MESSAGE_MAX,
  type ClientRecord,
  type LawsuitRecord,
  type Listed,
  type PortalThreadSummary,
  type PortalThreadView,
  type StaffPortalThreads,
  type StaffPortalThreadView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { invitedPortalClient } from '../support/portal-invited';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Processos write: the lawsuits' responsible lawyer here. */
const rafael = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
/** Financeiro: reads Clientes, not Processos. */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(783_000_000 + (Date.now() % 100_000) * 10);
const nextCnj = cnjSource(3_900_000 + (Date.now() % 100_000), '2026', '0100');
let adminToken: string;
let rafaelToken: string;
let stores: Stores;

beforeAll(async () => {
  [adminToken, rafaelToken] = await Promise.all([signIn(admin.email, admin.password), signIn(rafael.email, rafael.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

async function ok<T>(name: string, data: unknown, token = adminToken): Promise<T> {
  const res = await callFn<T>(name, data, token);
  expect(res.status, `${name}: ${JSON.stringify(res.error)}`).toBe(200);
  return res.result!;
}
const refusal = async (name: string, data: unknown, token: string) => {
  const res = await callFn(name, data, token);
  return [res.status, res.error?.details?.id];
};

const newClient = (name: string) => ok<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name }) });
const newLawsuit = (clientId: string) =>
  ok<Listed<LawsuitRecord>>('lawsuits-create', {
    lawsuit: lawsuitInput(nextCnj(), clientId, { subject: 'Indenização por voo cancelado', responsibleLawyerIds: [rafael.uid] }),
  });
const openToPortal = (lawsuitId: string) => ok('portalCases-set', { lawsuitId, open: true, expectedVersion: 0 });

describe('portal messages', () => {
  it('a message each way with unread counts, e-mail notices at the sink and the audit log', async () => {
    const client = await newClient(`Cliente das Mensagens ${run}`);
    const lawsuit = await newLawsuit(client.id);
    await openToPortal(lawsuit.id);
    const email = `mensagens.${run}@cliente.test`;
    const { token } = await invitedPortalClient(client.id, email, 'Paula Cliente');
    await ok('portalCases-setNotices', { emailNotices: true, expectedVersion: 0 }, token);

    const mine = await ok<{ items: PortalThreadSummary[] }>('portalMessages-mine', {}, token);
    expect(mine.items).toEqual([{ lawsuitId: lawsuit.id, title: 'Procedimento Comum Cível: Indenização por voo cancelado', unread: 0, lastMessageAt: null }]);

    const sent = await ok<PortalThreadView>('portalMessages-send', { lawsuitId: lawsuit.id, text: '  Enviei o comprovante de residência.  ' }, token);
    expect(sent.messages).toMatchObject([{ from: 'cliente', authorName: 'Paula Cliente', text: 'Enviei o comprovante de residência.' }]);
    const label = lawsuitLabel(lawsuit);
    const [toLawyer] = await waitForMail((m) => m.to.includes(rafael.email) && m.subject.includes(label));
    expect(toLawyer!.subject).toBe(`Mensagem de cliente pelo portal: ${label}`);
    expect(toLawyer!.text).toContain(`/lawsuits/${lawsuit.id}`);
    expect(toLawyer!.text).not.toContain('comprovante');

    const staff = await ok<StaffPortalThreads>('portalMessages-forLawsuit', { lawsuitId: lawsuit.id }, rafaelToken);
    expect(staff.open).toBe(true);
    expect(staff.threads).toMatchObject([{ clientId: client.id, clientName: client.name, unread: 1, messages: [{ from: 'cliente' }] }]);
    const read = await ok<StaffPortalThreadView>('portalMessages-officeRead', { lawsuitId: lawsuit.id, clientId: client.id }, rafaelToken);
    expect(read.unread).toBe(0);

    const answered = await ok<StaffPortalThreadView>(
      'portalMessages-reply',
      { lawsuitId: lawsuit.id, clientId: client.id, text: 'Recebido, obrigado.' },
      rafaelToken,
    );
    expect(answered.messages.map((m) => [m.from, m.authorName, m.text])).toEqual([
      ['cliente', 'Paula Cliente', 'Enviei o comprovante de residência.'],
      ['escritorio', rafael.name, 'Recebido, obrigado.'],
    ]);
    const [toClient] = await waitForMail((m) => m.to.includes(email) && m.subject.includes('nova mensagem'));
    expect(toClient!.text).toContain('Indenização por voo cancelado');
    expect(toClient!.text).not.toContain('Recebido, obrigado');

    expect((await ok<{ items: PortalThreadSummary[] }>('portalMessages-mine', {}, token)).items[0]).toMatchObject({ unread: 1 });
    expect((await ok<PortalThreadView>('portalMessages-thread', { lawsuitId: lawsuit.id }, token)).unread).toBe(1);
    expect((await ok<PortalThreadView>('portalMessages-markRead', { lawsuitId: lawsuit.id }, token)).unread).toBe(0);

    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: lawsuit.id }], limit: 50 });
    expect(audit.docs.map((d) => d.data.action)).toEqual(
      expect.arrayContaining(['portalMessages.send', 'portalMessages.officeRead', 'portalMessages.reply', 'portalMessages.clientRead']),
    );
  });

  it("refuses in pt-BR what is too long or empty, storing nothing; another client's or a closed lawsuit is not-found", async () => {
    const [client, other] = await Promise.all([newClient(`Cliente A ${run}`), newClient(`Cliente B ${run}`)]);
    const [mineOpen, mineClosed, theirs] = await Promise.all([newLawsuit(client.id), newLawsuit(client.id), newLawsuit(other.id)]);
    await Promise.all([openToPortal(mineOpen.id), openToPortal(theirs.id)]);
    const { token } = await invitedPortalClient(client.id, `limites.${run}@cliente.test`);

    for (const [text, message] of [
      ['   ', /^Escreva a mensagem$/],
      ['x'.repeat(PORTAL_MESSAGE_MAX + 1), /^Use no máximo 4\.000 caracteres$/],
    ] as const) {
      const res = await callFn('portalMessages-send', { lawsuitId: mineOpen.id, text }, token);
      expect(res.error?.details?.id).toBe('invalid-input');
      expect(res.error?.details?.fields?.text).toMatch(message);
    }
    expect((await ok<PortalThreadView>('portalMessages-thread', { lawsuitId: mineOpen.id }, token)).messages).toEqual([]);

    for (const id of [mineClosed.id, theirs.id]) {
      expect(await refusal('portalMessages-thread', { lawsuitId: id }, token)).toEqual([404, 'not-found']);
      expect(await refusal('portalMessages-send', { lawsuitId: id, text: 'Olá' }, token)).toEqual([404, 'not-found']);
    }
    expect((await ok<{ items: PortalThreadSummary[] }>('portalMessages-mine', {}, token)).items.map((i) => i.lawsuitId)).toEqual([mineOpen.id]);

    // The office answers only where the client can read it: a lawsuit not opened is refused, and so is a client not of the lawsuit.
    const closed = await callFn('portalMessages-reply', { lawsuitId: mineClosed.id, clientId: client.id, text: 'Olá' }, rafaelToken);
    expect(closed.error?.details).toMatchObject({ id: 'invalid-state', reason: 'Este processo não está aberto no portal do cliente: abra-o para responder.' });
    expect(await refusal('portalMessages-reply', { lawsuitId: mineOpen.id, clientId: other.id, text: 'Olá' }, rafaelToken)).toEqual([404, 'not-found']);
  });

  it('refuses staff without Processos, and the client token on every staff call of the messages', async () => {
    const client = await newClient(`Cliente C ${run}`);
    const lawsuit = await newLawsuit(client.id);
    await openToPortal(lawsuit.id);
    const { token } = await invitedPortalClient(client.id, `recusas.${run}@cliente.test`);
    const financeToken = await signIn(finance.email, finance.password);
    // The client row, from the registry: each side's calls refuse the other (the client is no staff; no staff account is a client).
    const input = { lawsuitId: lawsuit.id, clientId: client.id, text: 'Olá' };
    const ops = CALLABLE_NAMES.filter((n) => n.startsWith('portalMessages-'));
    const office = ops.filter((n) => CALLABLES[n].policy !== 'portal');
    expect([office.length, ops.length]).toEqual([3, 7]);
    for (const name of office) {
      expect([name, await refusal(name, input, financeToken)]).toEqual([name, [403, 'missing-scope']]);
      expect([name, await refusal(name, input, token)]).toEqual([name, [403, 'no-staff-record']]);
    }
    for (const name of [...ops.filter((n) => !office.includes(n)), 'portal-money' as const]) {
      expect([name, await refusal(name, { lawsuitId: lawsuit.id }, rafaelToken)]).toEqual([name, [403, 'portal-only']]);
    }
  });
});
