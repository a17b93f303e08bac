/**
 * Cross-document rules under concurrent calls. Each race is run many times over HTTP (every callable of the
 * Functions emulator is its own process, so these are real cross-process races on the shared store) and the
 * invariant violations are counted: there must be none, and every answer must agree with what was stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ClientRecord, type LawsuitRecord, type Listed, type StaffCreated } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, setPasswordFromLink, signIn, type CallResult } from '../support/emulator-client';
import { testStores } from '../support/store';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const seedAdmin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
let token: string;
let stores: Stores;
const cpf = cpfSource(700_000_000);
const cnj = cnjSource(7_000_000, '2023', '0042');
const client = (over: Record<string, unknown> = {}) => clientInput(cpf(), { name: 'Cliente da Corrida', ...over });
const lawsuit = (clientId: string) => lawsuitInput(cnj(), clientId);

const ok = (r: CallResult) => r.status === 200;
/** Starts a call `ms` later (now when `ms` ≤ 0). */
const after = <T>(ms: number, call: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))).then(call);
/** Try `i`'s head start for the second side of a race, from -10 to +18 ms: the tries meet at every point of each other's work. */
const offset = (i: number) => (i % 15) * 2 - 10;
const byClient = (id: string) => [{ field: 'clientId', op: '==' as const, value: id }];

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('dependents', () => {
  it('a client deleted while lawsuits are filed for it leaves no lawsuit pointing at it', async () => {
    const tries = 15;
    let orphans = 0;
    let deletions = 0;
    let filed = 0;
    for (let i = 0; i < tries; i++) {
      const c = (await callFn<Listed<ClientRecord>>('clients-create', { client: client() }, token)).result!;
      const [del, ...creates] = await Promise.all([
        after(offset(i), () => callFn('clients-delete', { id: c.id, expectedVersion: c.version }, token)),
        after(-offset(i), () => callFn('lawsuits-create', { lawsuit: lawsuit(c.id) }, token)),
        after(-offset(i), () => callFn('lawsuits-create', { lawsuit: lawsuit(c.id) }, token)),
      ]);
      const gone = !(await stores.documents.get(COLLECTIONS.clients, c.id));
      const named = await stores.documents.count(COLLECTIONS.lawsuits, byClient(c.id));
      if (gone && named > 0) orphans++;
      // Each answer tells the truth: a refused deletion names the dependents, a refused lawsuit the missing client.
      expect(gone).toBe(ok(del));
      if (!ok(del)) expect(del.error?.details?.id).toBe('has-dependents');
      for (const r of creates.filter((r) => !ok(r))) expect(r.error?.details?.fields?.['lawsuit.clients.0.clientId']).toBe('Cliente não encontrado.');
      expect(named).toBe(creates.filter(ok).length);
      deletions += Number(ok(del));
      filed += creates.filter(ok).length;
    }
    console.log(`client deletion × 2 lawsuit creations: ${tries} tries, ${deletions} deleted, ${filed} filed, ${orphans} orphans`);
    expect(orphans).toBe(0);
  });

  it('a lawsuit deleted while andamentos are added leaves no andamento behind', async () => {
    const tries = 15;
    let orphans = 0;
    let deletions = 0;
    for (let i = 0; i < tries; i++) {
      const l = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit('cli-010') }, token)).result!;
      const movement = (n: number) =>
        after(-offset(i), () => callFn('lawsuits-addMovement', { lawsuitId: l.id, at: `2025-01-1${n}T13:00:00.000Z`, description: `Andamento ${n}` }, token));
      const [del, ...adds] = await Promise.all([
        after(offset(i), () => callFn('lawsuits-delete', { id: l.id, expectedVersion: l.version }, token)),
        movement(1),
        movement(2),
      ]);
      const gone = !(await stores.documents.get(COLLECTIONS.lawsuits, l.id));
      const left = await stores.documents.count(COLLECTIONS.movements, [{ field: 'lawsuitId', op: '==', value: l.id }]);
      if (gone && left > 0) orphans++;
      expect(gone).toBe(ok(del));
      expect(left).toBe(gone ? 0 : adds.filter(ok).length);
      for (const r of adds.filter((r) => !ok(r))) expect(r.error?.details?.id).toBe('not-found');
      deletions += Number(ok(del));
    }
    console.log(`lawsuit deletion × 2 andamentos: ${tries} tries, ${deletions} deleted, ${orphans} orphan andamentos`);
    expect(orphans).toBe(0);
  });

  it('a client renamed while lawsuits are filed for it: every lawsuit carries the current name', async () => {
    const tries = 10;
    let stale = 0;
    for (let i = 0; i < tries; i++) {
      const original = client({ name: `Nome Antigo ${i}` });
      const c = (await callFn<Listed<ClientRecord>>('clients-create', { client: original }, token)).result!;
      await Promise.all([
        after(offset(i), () => callFn('clients-update', { id: c.id, expectedVersion: c.version, client: { ...original, name: `Nome Novo ${i}` } }, token)),
        after(-offset(i), () => callFn('lawsuits-create', { lawsuit: lawsuit(c.id) }, token)),
        after(-offset(i), () => callFn('lawsuits-create', { lawsuit: lawsuit(c.id) }, token)),
      ]);
      const current = (await stores.documents.get(COLLECTIONS.clients, c.id))!.data.name;
      const lawsuits = await stores.documents.list(COLLECTIONS.lawsuits, { where: byClient(c.id), limit: 10 });
      stale += lawsuits.docs.filter((l) => l.data.clientName !== current).length;
    }
    console.log(`client rename × 2 lawsuit creations: ${tries} tries, ${stale} lawsuits with an old name`);
    expect(stale).toBe(0);
  });
});

describe('uniqueness and imports', () => {
  it('five clients created at once with one CPF: exactly one is stored, the others are told why', async () => {
    const tries = 10;
    let duplicates = 0;
    for (let i = 0; i < tries; i++) {
      const document = cpf();
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => callFn('clients-create', { client: client({ document }) }, token)));
      const stored = await stores.documents.count(COLLECTIONS.clients, [{ field: 'document', op: '==', value: document }]);
      if (stored !== 1) duplicates++;
      expect(answers.filter(ok)).toHaveLength(1);
      for (const r of answers.filter((r) => !ok(r))) expect(r.error?.details?.fields?.document).toMatch(/Já existe um cliente com este CPF/);
    }
    expect(duplicates).toBe(0);
  });

  it('two imports sharing a CPF, at once: no half-stored file, the shared row is stored once, each answer matches the store', async () => {
    const tries = 3;
    const header = 'Nome;Tipo;Documento';
    let mismatches = 0;
    for (let i = 0; i < tries; i++) {
      const shared = cpf();
      const file = (label: string) => {
        const documents = [shared, ...Array.from({ length: 149 }, () => cpf())];
        return { documents, csv: [header, ...documents.map((d, n) => `Importado ${label}${i} ${n};pf;${d}`)].join('\n') };
      };
      const a = file('A');
      const b = file('B');
      const answers = await Promise.all(
        [a, b].map((f) => callFn<{ imported: number; invalid: { line: number }[] }>('clients-importCsv', { csv: f.csv }, token)),
      );
      for (const [n, f] of [a, b].entries()) {
        const answer = answers[n]!;
        expect(answer.status).toBe(200);
        const keys = await stores.documents.getMany(COLLECTIONS.clientDocuments, f.documents);
        const ours = await stores.documents.getMany(
          COLLECTIONS.clients,
          keys.map((k) => (k?.data.clientId as string | undefined) ?? 'none'),
        );
        const storedFromFile = ours.filter((c) => String(c?.data.name ?? '').startsWith(`Importado ${n === 0 ? 'A' : 'B'}${i} `)).length;
        if (storedFromFile !== answer.result!.imported) mismatches++;
      }
      // Exactly one of the two got the shared row; the other lists it (line 2) as already in the office.
      expect(answers.map((r) => r.result!.imported).sort()).toEqual([149, 150]);
      expect(answers.filter((r) => r.result!.invalid.some((p) => p.line === 2))).toHaveLength(1);
    }
    console.log(`two 150-row imports sharing a CPF: ${tries} tries, ${mismatches} answers that differ from the store`);
    expect(mismatches).toBe(0);
  });
});

describe('last administrator', () => {
  const password = 'Corrida#Admin2026';
  const people = { a: `corrida.a.${run}@barbosaadvocacia.test`, b: `corrida.b.${run}@barbosaadvocacia.test` };
  const uid = { a: '', b: '' };
  /** Administrators stepped down for the race (the office must have exactly two), restored afterwards. */
  const steppedDown: string[] = [];
  const version = async (id: string) => (await stores.documents.get(COLLECTIONS.staff, id))!.version;
  const activeAdmins = () =>
    stores.documents.count(COLLECTIONS.staff, [
      { field: 'admin', op: '==', value: true },
      { field: 'disabled', op: '==', value: false },
    ]);

  beforeAll(async () => {
    const seedToken = await signIn(seedAdmin.email, seedAdmin.password);
    for (const key of ['a', 'b'] as const) {
      const created = await callFn<StaffCreated>(
        'staff-create',
        { email: people[key], name: `Admin Corrida ${key}`, read: [], write: [], admin: true },
        seedToken,
      );
      uid[key] = created.result!.member.uid;
      await setPasswordFromLink(created.result!.passwordSetupLink!, password);
    }
    const aToken = await signIn(people.a, password);
    const admins = await stores.documents.list(COLLECTIONS.staff, {
      where: [
        { field: 'admin', op: '==', value: true },
        { field: 'disabled', op: '==', value: false },
      ],
      limit: 50,
    });
    for (const other of admins.docs.filter((d) => d.id !== uid.a && d.id !== uid.b)) {
      expect((await callFn('staff-setAdmin', { uid: other.id, expectedVersion: other.version, admin: false }, aToken)).status).toBe(200);
      steppedDown.push(other.id);
    }
    expect(await activeAdmins()).toBe(2);
  });

  afterAll(async () => {
    // Whoever is still an administrator gives the office back its administrators, then both racers leave.
    const survivor = await stores.documents.get(COLLECTIONS.staff, uid.a);
    const actor = await signIn(survivor?.data.admin ? people.a : people.b, password);
    for (const id of steppedDown) {
      expect((await callFn('staff-setAdmin', { uid: id, expectedVersion: await version(id), admin: true }, actor)).status).toBe(200);
    }
    for (const id of [uid.b, uid.a]) {
      const res = await callFn('staff-setDisabled', { uid: id, expectedVersion: await version(id), disabled: true }, actor);
      expect([id, res.status, res.error?.details?.id]).toEqual([id, 200, undefined]);
    }
  });

  it('one steps down while the other disables their own account: one of them is refused, every time', async () => {
    const tries = 8;
    let lockouts = 0;
    for (let i = 0; i < tries; i++) {
      const [aToken, bToken, aVersion, bVersion] = await Promise.all([signIn(people.a, password), signIn(people.b, password), version(uid.a), version(uid.b)]);
      const [stepDown, disable] = await Promise.all([
        callFn('staff-setAdmin', { uid: uid.a, expectedVersion: aVersion, admin: false }, aToken),
        callFn('staff-setDisabled', { uid: uid.b, expectedVersion: bVersion, disabled: true }, bToken),
      ]);
      const active = await activeAdmins();
      if (active === 0) lockouts++;
      expect([ok(stepDown), ok(disable)].filter(Boolean)).toHaveLength(1);
      expect([stepDown, disable].find((r) => !ok(r))?.error?.details?.id).toBe('last-admin');
      // The one still in charge puts the other back for the next try.
      if (ok(stepDown)) {
        const res = await callFn('staff-setAdmin', { uid: uid.a, expectedVersion: await version(uid.a), admin: true }, await signIn(people.b, password));
        expect(res.status).toBe(200);
      } else {
        const res = await callFn('staff-setDisabled', { uid: uid.b, expectedVersion: await version(uid.b), disabled: false }, await signIn(people.a, password));
        expect(res.status).toBe(200);
      }
      expect(await activeAdmins()).toBe(2);
    }
    console.log(`admin stepping down × admin disabling self: ${tries} tries, ${lockouts} offices left without an administrator`);
    expect(lockouts).toBe(0);
  });
});
