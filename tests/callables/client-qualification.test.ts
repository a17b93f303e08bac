/** A client's qualification for a procuração over HTTP: nationality, the RG's issuer and state, and clients saved before them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits, COLLECTIONS, cpfCheckDigits, type ClientRecord, type Listed } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let token: string;
let stores: Stores;
// Its own range of CPFs: no other file's clients collide.
let seq = 260_000_000;

function cpf(): string {
  const base = String(++seq);
  return base + cpfCheckDigits(base);
}

function person(over: Record<string, unknown> = {}) {
  return {
    kind: 'pf',
    name: 'Helena Duarte Campos',
    document: cpf(),
    rg: '12.345.678-9',
    rgIssuer: 'SSP',
    rgUf: 'sp',
    birthDate: '1979-08-21',
    nationality: 'brasileira',
    profession: 'Professora',
    maritalStatus: 'uniao_estavel',
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: lawyer.uid,
    ...over,
  };
}

async function changedFieldsOf(id: string): Promise<string[][]> {
  const audit = await stores.documents.list<{ action: string; changedFields: string[] }>(COLLECTIONS.audit, {
    where: [{ field: 'entityId', op: '==', value: id }],
    orderBy: [{ field: 'at' }],
    limit: 10,
  });
  return audit.docs.filter((d) => d.data.action === 'clients.update').map((d) => d.data.changedFields);
}

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('client qualification', () => {
  it('stores nationality and the RG with its issuer and state (as typed in any case) for a pessoa física', async () => {
    const res = await callFn<Listed<ClientRecord>>('clients-create', { client: person() }, token);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ rg: '12.345.678-9', rgIssuer: 'SSP', rgUf: 'SP', nationality: 'brasileira', maritalStatus: 'uniao_estavel' });
    expect((await callFn<Listed<ClientRecord>>('clients-get', { id: res.result!.id }, token)).result).toEqual(res.result);
  });

  it('drops them on a pessoa jurídica, as the other person-only fields', async () => {
    const root = `Q7${String(Date.now()).slice(-6)}0001`;
    const company = person({ kind: 'pj', name: 'Escola Horizonte Ltda.', document: root + cnpjCheckDigits(root), legalRepresentative: 'Helena Campos' });
    const res = await callFn<Listed<ClientRecord>>('clients-create', { client: company }, token);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ kind: 'pj', rg: null, rgIssuer: null, rgUf: null, nationality: null });
  });

  it('refuses an issuer or a state without the RG, and a state outside the 27, on their fields in pt-BR, storing nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.clients);
    const orphan = await callFn('clients-create', { client: person({ rg: '', rgIssuer: 'SSP', rgUf: 'RJ' }) }, token);
    expect([orphan.status, orphan.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(orphan.error?.details?.fields).toEqual({
      'client.rgIssuer': 'O órgão emissor acompanha o número do RG: informe o RG ou apague o órgão emissor',
      'client.rgUf': 'A UF de emissão acompanha o número do RG: informe o RG ou deixe a UF em branco',
    });
    const state = await callFn('clients-create', { client: person({ rgUf: 'XX' }) }, token);
    expect(state.error?.details?.fields).toEqual({ 'client.rgUf': 'Escolha a UF de emissão do RG na lista' });
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before);
  });

  it('reads and edits a client saved before these fields existed, without logging them as changed', async () => {
    const created = await callFn<Listed<ClientRecord>>('clients-create', { client: person({ rgIssuer: '', rgUf: '', nationality: '' }) }, token);
    const id = created.result!.id;
    // As stored before the fields existed: the keys are absent, not null.
    const stored = (await stores.documents.get(COLLECTIONS.clients, id))!;
    const old = await stores.documents.update(COLLECTIONS.clients, id, stored.version, { rgIssuer: undefined, rgUf: undefined, nationality: undefined });
    expect(Object.keys(old.data)).not.toContain('nationality');

    const read = await callFn<Listed<ClientRecord>>('clients-get', { id }, token);
    expect(read.status).toBe(200);
    expect(read.result?.nationality ?? null).toBeNull();

    // The form of an older tab sends no qualification fields at all: only what changed is logged.
    const olderForm = Object.fromEntries(
      Object.entries(person({ document: created.result!.document, profession: 'Diretora de escola' })).filter(
        ([k]) => !['rgIssuer', 'rgUf', 'nationality'].includes(k),
      ),
    );
    const saved = await callFn<Listed<ClientRecord>>('clients-update', { id, expectedVersion: old.version, client: olderForm }, token);
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({ rgIssuer: null, rgUf: null, nationality: null, profession: 'Diretora de escola' });
    expect(await changedFieldsOf(id)).toEqual([['profession']]);
  });
});
