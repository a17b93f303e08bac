/**
 * Portal do cliente, LGPD (Lei 13.709/2018, art. 18, III), over HTTP: a client asks the office to correct a datum,
 * only for its own client; bad input is refused in pt-BR with nothing stored; at most five wait at once; whoever
 * writes Clientes is told in the bell (a reader of Clientes is not); the office answers on the version it saw
 * (a stale one is a conflict) and the client reads the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ClientRecord, type Listed, type NotificationPage, type PortalCorrectionView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { clientInput, cpfSource } from '../support/records';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
/** Writes Clientes. */
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
/** Reads Clientes, writes nothing there. */
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const run = Date.now().toString(36);
const nextCpf = cpfSource(783_000_000 + (Date.now() % 100_000) * 10);
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

/** A client with a signed-in portal account of its own. */
async function clientWithAccount(label: string): Promise<{ client: Listed<ClientRecord>; token: string }> {
  const client = await ok<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name: `Cliente ${label} ${run}` }) });
  const email = `lgpd.${label}.${run}@cliente.test`;
  await ok('portal-invite', { clientId: client.id, name: `Pessoa ${label}`, email });
  const [mail] = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
  await setPasswordFromLink(link!, 'Portal#lgpd-2026');
  return { client, token: await signIn(email, 'Portal#lgpd-2026') };
}

const stored = async (clientId: string) =>
  (await stores.documents.list(COLLECTIONS.portalCorrections, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: 50 })).docs;

describe('portal corrections', () => {
  it('takes a client’s request for its own client, tells Clientes writers, and shows the office’s answer', async () => {
    const [ana, bruno] = await Promise.all([clientWithAccount('ana'), clientWithAccount('bruno')]);
    const asked = await ok<PortalCorrectionView>(
      'portalCorrections-request',
      { clientId: ana.client.id, field: 'Endereço', text: 'Rua das Flores, 100 – São Paulo/SP' },
      ana.token,
    );
    expect(asked).toMatchObject({ clientId: ana.client.id, field: 'Endereço', status: 'aberto', requestedByName: 'Pessoa ana', answer: null });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: asked.id }], limit: 5 });
    expect(audit.docs.map((d) => d.data.action)).toEqual(['portalCorrections.request']);

    // Another client's account neither reads it nor asks in its name.
    expect((await ok<PortalCorrectionView[]>('portalCorrections-mine', {}, ana.token)).map((c) => c.id)).toEqual([asked.id]);
    expect(await ok<PortalCorrectionView[]>('portalCorrections-mine', {}, bruno.token)).toEqual([]);
    const foreign = await callFn('portalCorrections-request', { clientId: ana.client.id, field: 'Outro', text: 'Sou eu' }, bruno.token);
    expect([foreign.status, foreign.error?.details?.id]).toEqual([404, 'not-found']);

    // Bad input: pt-BR, nothing stored.
    const bad = await callFn('portalCorrections-request', { clientId: ana.client.id, field: 'Salário', text: ' ' }, ana.token);
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.fields).toEqual({ field: 'Escolha qual dado deve ser corrigido', text: 'Escreva qual é o dado correto' });
    const long = await callFn('portalCorrections-request', { clientId: ana.client.id, field: 'Outro', text: 'x'.repeat(1001) }, ana.token);
    expect(long.status).toBe(400);
    expect((await stored(ana.client.id)).length).toBe(1);

    // The bell of who writes Clientes, and not of who only reads it.
    const lawyerBell = await ok<NotificationPage>('notifications-list', { limit: 20 }, await signIn(lawyer.email, lawyer.password));
    expect(lawyerBell.items.find((n) => n.kind === 'correcao-dados' && n.title.includes(ana.client.name))?.detail).toBe('Dado: Endereço');
    const financeBell = await ok<NotificationPage>('notifications-list', { limit: 20 }, await signIn(finance.email, finance.password));
    expect(financeBell.items.filter((n) => n.kind === 'correcao-dados' && n.title.includes(ana.client.name))).toEqual([]);

    // The office answers on the version it saw: a stale one is a conflict and changes nothing.
    const [listed] = await ok<PortalCorrectionView[]>('portalCorrections-list', { clientId: ana.client.id });
    const stale = await callFn(
      'portalCorrections-resolve',
      { id: asked.id, expectedVersion: listed!.version + 1, status: 'corrigido', answer: 'Feito' },
      adminToken,
    );
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    expect((await stored(ana.client.id))[0]?.data.status).toBe('aberto');
    const answered = await ok<PortalCorrectionView>('portalCorrections-resolve', {
      id: asked.id,
      expectedVersion: listed!.version,
      status: 'corrigido',
      answer: 'Endereço atualizado no cadastro.',
    });
    expect(answered).toMatchObject({ status: 'corrigido', answer: 'Endereço atualizado no cadastro.', answeredByName: admin.name });
    const [seen] = await ok<PortalCorrectionView[]>('portalCorrections-mine', {}, ana.token);
    expect(seen).toMatchObject({ status: 'corrigido', answer: 'Endereço atualizado no cadastro.' });
    const again = await callFn('portalCorrections-resolve', { id: asked.id, expectedVersion: answered.version, status: 'recusado', answer: 'Não' }, adminToken);
    expect(again.error?.details?.id).toBe('invalid-state');

    // At most five open at once.
    for (let i = 0; i < 5; i++) await ok('portalCorrections-request', { clientId: bruno.client.id, field: 'Telefones', text: `Número ${i}` }, bruno.token);
    const sixth = await callFn('portalCorrections-request', { clientId: bruno.client.id, field: 'Telefones', text: 'Mais um' }, bruno.token);
    expect([sixth.status, sixth.error?.details?.id]).toEqual([400, 'invalid-state']);
    expect((await stored(bruno.client.id)).length).toBe(5);
  });
});
