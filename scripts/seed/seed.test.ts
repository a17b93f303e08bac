import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  eventInput,
  weekdayOf,
  eventSchedule,
  instantToOfficeDateTime,
  isValidCnj,
  isValidCnpj,
  isValidCpf,
  tribunalOf,
  parseCnj,
  PARTY_ROLES,
  partiesFields,
  partyNameKey,
  SCOPE_LABELS,
  COLLECTIONS,
  settle,
  transactionInput,
  TRANSACTION_KIND_IDS,
  courtCalendarOrNational,
  offDayAt,
  officeDate,
  planAgreement,
  reconcile,
  claimsFromPortalAccount,
  z,
} from '@office/domain';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { isEmpty, loadSeed, readSeed } from './load';
import { resolveDateToken } from './resolve-dates';
import { SEED_STAFF } from './staff';
import { SEED_PORTAL_ACCOUNTS } from './portal';
import { generationHorizon } from '../../functions/src/entities/finance/agreement-generation';
import accounts from '../../emulator-data/auth_export/accounts.json';

const now = new Date('2026-11-23T12:00:00.000Z');
const seed = readSeed(now);

describe('seed data set', () => {
  it('is what the generator writes today (run `npm run seed` after changing scripts/seed/)', () => {
    const out = mkdtempSync(join(tmpdir(), 'office-seed-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'generate.ts')], {
        env: { ...process.env, SEED_OUT_DIR: out },
        stdio: 'pipe',
      });
      const committed = readFileSync(join(import.meta.dirname, '..', '..', 'emulator-data', 'seed', 'office.json'), 'utf8');
      expect(readFileSync(join(out, 'seed', 'office.json'), 'utf8') === committed).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('is large enough to look like a working office', () => {
    expect(Object.keys(seed.clients).length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(seed.lawsuits).length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(seed.articles).length).toBeGreaterThan(0);
    expect(Object.keys(seed.faq).length).toBeGreaterThan(0);
  });

  it('has both kinds of client, every document valid and unique, alphanumeric CNPJ included', () => {
    const clients = Object.values(seed.clients);
    expect(clients.some((c) => c.kind === 'pf')).toBe(true);
    expect(clients.some((c) => c.kind === 'pj' && /[A-Z]/.test(c.document))).toBe(true);
    for (const c of clients) expect(c.kind === 'pf' ? isValidCpf(c.document) : isValidCnpj(c.document)).toBe(true);
    expect(new Set(clients.map((c) => c.document)).size).toBe(clients.length);
  });

  it('has valid, unique CNJ numbers with their tribunals, and refers to existing clients', () => {
    const lawsuits = Object.values(seed.lawsuits);
    const withCnj = lawsuits.filter((l) => l.cnj !== null);
    expect(withCnj.length).toBeGreaterThanOrEqual(50);
    for (const l of withCnj) {
      expect(isValidCnj(l.cnj ?? '')).toBe(true);
      expect(l.tribunal).toBe(tribunalOf(parseCnj(l.cnj ?? '')!));
    }
    expect(new Set(withCnj.map((l) => l.cnj)).size).toBe(withCnj.length);
    for (const l of lawsuits) expect(seed.clients[l.clientId]?.name).toBe(l.clientName);
  });

  it('stores the parties as the lawsuit form accepts them, each client’s name and gender copied, the first one’s as clientId', () => {
    const parties = z.object(partiesFields).strict();
    for (const [id, l] of Object.entries(seed.lawsuits)) {
      const form = { clients: l.clients.map((c) => ({ clientId: c.clientId, role: c.role })), opposingParties: l.opposingParties };
      expect(parties.safeParse(form).error?.issues ?? [], id).toEqual([]);
      expect(parties.parse(form).opposingParties, id).toEqual(l.opposingParties);
      expect(l.clients[0]?.clientId, id).toBe(l.clientId);
      for (const c of l.clients) {
        const client = seed.clients[c.clientId]!;
        expect({ name: c.name, gender: c.gender }, id).toEqual({ name: client.name, gender: client.kind === 'pf' ? client.gender : null });
      }
    }
    const lawsuits = Object.values(seed.lawsuits);
    // Litisconsórcio in a few; every pole's names in use; companies with their CNPJ, some people with their CPF.
    expect(lawsuits.filter((l) => l.clients.length > 1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(lawsuits.map((l) => PARTY_ROLES[l.clients[0]!.role].side))).toEqual(new Set(['ativo', 'passivo']));
    const opponents = lawsuits.flatMap((l) => l.opposingParties);
    expect(opponents.some((p) => p.document && isValidCnpj(p.document))).toBe(true);
    expect(opponents.some((p) => p.document && isValidCpf(p.document))).toBe(true);
    expect(opponents.some((p) => p.lawyers.length > 1)).toBe(true);
    // People's gender from their first name; companies have none.
    for (const c of Object.values(seed.clients)) expect(c.kind === 'pf' ? ['feminino', 'masculino'] : [null]).toContain(c.gender);
  });

  it('reads like a real office: matters fit their parties and courts', () => {
    const lawsuits = Object.values(seed.lawsuits);
    for (const l of lawsuits) {
      const client = seed.clients[l.clientId]!;
      // A company has no family: no divórcio or alimentos of one.
      if (['Divórcio Litigioso', 'Alimentos'].includes(l.className)) {
        expect(client.kind, l.cnj ?? '').toBe('pf');
        expect(l.court).toMatch(/Família/);
      } else expect(l.court).not.toMatch(/Família/);
      // The Union and the INSS answer in the federal courts only (CF art. 109, I).
      const federal = l.opposingParties.some((p) => /União Federal|INSS/.test(p.name));
      if (federal) expect(l.cnj?.split('.')[2]).toBe('4');
      // Juizado matters at a Juizado, and nothing else there.
      expect(l.className === 'Procedimento do Juizado Especial Cível').toBe(/Juizado/.test(l.court));
      // A PROCON file is a consumer's complaint against a supplier, the client complaining.
      if (l.court === 'PROCON-SP') {
        expect(l.subject).toMatch(/^Reclamação: /);
        expect(l.clients[0]!.role).toBe('requerente');
      }
    }
  });

  it('has one deliberate conflict of interest: an opposing party of proc-012 with the CNPJ of the client cli-027', () => {
    const clientByDocument = new Map(Object.entries(seed.clients).map(([id, c]) => [c.document, id]));
    const conflicts = Object.entries(seed.lawsuits).flatMap(([id, l]) =>
      l.opposingParties.filter((p) => p.document && clientByDocument.has(p.document)).map((p) => [id, clientByDocument.get(p.document!), p.name]),
    );
    expect(conflicts).toEqual([['proc-012', 'cli-027', 'CONSTRUTORA HORIZONTE LTDA']]);
    expect(partyNameKey(seed.clients['cli-027']!.name)).toBe(partyNameKey('CONSTRUTORA HORIZONTE LTDA'));
    expect(seed.lawsuits['proc-012']?.status).toBe('ativo');
  });

  it('keeps the books as the callables do: every lançamento valid, its totals those of its payments, every kind present', () => {
    const transactions = Object.entries(seed.transactions);
    for (const [id, t] of transactions) {
      const derived = [
        'clientName',
        'lawsuitLabel',
        'series',
        'seriesId',
        'paidAmount',
        'openAmount',
        'settlement',
        'cancellation',
        'chargeId',
        'origin',
        'agreementId',
        'createdBy',
        'updatedBy',
      ];
      const form = Object.fromEntries(Object.entries(t).filter(([k]) => !derived.includes(k)));
      expect(transactionInput.safeParse(form).error?.issues ?? [], id).toEqual([]);
      const paid = Object.values(seed.payments)
        .filter((p) => p.transactionId === id && !p.reversal)
        .reduce((sum, p) => sum + p.amount, 0);
      expect({ paidAmount: t.paidAmount, openAmount: t.openAmount, settlement: t.settlement }, id).toEqual(settle(t.amount, paid, false));
      if (t.clientId) expect(seed.clients[t.clientId]?.name).toBe(t.clientName);
      if (t.accountId) expect(seed.bankAccounts[t.accountId]).toBeDefined();
    }
    for (const p of Object.values(seed.payments)) {
      // Only a fee kept from the client's money (compensação) names no account.
      if (p.method === 'compensacao') expect([p.accountId, p.signedAmount]).toEqual([null, 0]);
      else expect(seed.bankAccounts[p.accountId ?? '']).toBeDefined();
      expect(p.date <= '2026-11-23').toBe(true);
    }
    expect(new Set(transactions.map(([, t]) => t.kind))).toEqual(new Set(TRANSACTION_KIND_IDS));
    // A client whose alvará was received, the fee retained and the rest repassed: the statement has a story.
    const received = transactions.find(([, t]) => t.kind === 'valor-cliente' && t.settlement === 'pago')?.[1];
    expect(transactions.some(([, t]) => t.kind === 'repasse' && t.clientId === received?.clientId && t.settlement === 'pago')).toBe(true);
    const statuses = new Set(transactions.map(([, t]) => t.settlement));
    expect(statuses).toEqual(new Set(['aberto', 'parcial', 'pago']));
  });

  it('has two fee agreements whose lançamentos are what "Gerar lançamentos" plans: generating again changes nothing', () => {
    const agreements = Object.entries(seed.feeAgreements);
    expect(agreements.map(([, a]) => a.clauseKinds)).toEqual([['fixo'], ['mensal', 'exito']]);
    const today = officeDate(now);
    const options = { through: generationHorizon(today), today, indexes: [], offDay: offDayAt(courtCalendarOrNational({ tribunal: null }, [])) };
    for (const [id, a] of agreements) {
      const stored = Object.entries(seed.transactions).filter(([, t]) => t.agreementId === id);
      const existing = stored.map(([tid, t]) => ({ id: tid, key: t.origin?.key ?? '', ...t }));
      const { planned, waitingIndex } = planAgreement(a, options);
      expect(reconcile(planned, existing, 'x'), id).toEqual({ creates: [], updates: [], cancels: [], kept: expect.any(Array) as unknown });
      expect(stored.length, id).toBe(planned.length);
      expect(a.generatedThrough, id).toBe(options.through);
      // The retainer's first IPCA anniversary is ahead: its fees stop before it, waiting for the index.
      if (id === 'hon-seed-0002') expect(waitingIndex).toEqual([{ clauseId: 'c1', anniversary: '2027-07' }]);
    }
    // One installment of the fixed fee paid, the rest open; the retainer paid through last month.
    const settlements = (id: string) =>
      Object.values(seed.transactions)
        .filter((t) => t.agreementId === id)
        .map((t) => t.settlement);
    expect(settlements('hon-seed-0001')).toEqual(['pago', 'aberto', 'aberto']);
    expect(settlements('hon-seed-0002').filter((s) => s === 'pago')).toHaveLength(4);
  });

  it('puts events across the current month and six months of transactions', () => {
    const months = new Set(Object.values(seed.transactions).map((t) => t.dueDate.slice(0, 7)));
    expect([...months].sort().slice(0, 6)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const eventMonths = new Set(Object.values(seed.events).map((e) => e.startsAt.slice(0, 7)));
    expect(eventMonths.has('2026-11')).toBe(true);
    const days = new Set(Object.values(seed.events).map((e) => e.startsAt.slice(0, 10)));
    expect(days.size).toBeGreaterThan(15);
  });

  it('grants the four roles the scopes the office expects', () => {
    const byUid = seed.admin;
    const admin = SEED_STAFF.find((s) => s.admin)!;
    expect(byUid[admin.uid]?.scopes.write).toEqual([...SCOPE_LABELS]);
    expect(byUid['staff-rafael-moreira']?.scopes.read).toEqual(['Clientes', 'Processos', 'Agenda', 'Publicações']);
    expect(byUid['staff-camila-souza']?.scopes).toEqual({ read: ['Clientes', 'Financeiro'], write: ['Financeiro'] });
    expect(byUid['staff-lucas-almeida']?.scopes).toEqual({ read: ['Agenda'], write: [] });
  });

  it('gives each Auth account claims that match its staff record at version 1', () => {
    const staffUsers = accounts.users.filter((u) => !Object.hasOwn(seed.portalAccounts, u.localId));
    for (const user of staffUsers) {
      const claims = JSON.parse(user.customAttributes) as { scopes: unknown; admin: boolean; sv: number };
      expect(claims.scopes).toEqual(seed.admin[user.localId]?.scopes);
      expect(claims.admin).toBe(seed.admin[user.localId]?.admin);
      expect(claims.sv).toBe(1);
      expect(user.disabled).toBe(seed.admin[user.localId]?.disabled);
    }
    expect(staffUsers.map((u) => u.localId).sort()).toEqual(Object.keys(seed.admin).sort());
  });

  it('gives each client account the portal claims of its record at version 1, never staff scopes', () => {
    const clientUsers = accounts.users.filter((u) => Object.hasOwn(seed.portalAccounts, u.localId));
    expect(clientUsers.map((u) => u.localId).sort()).toEqual(SEED_PORTAL_ACCOUNTS.map((p) => p.uid).sort());
    for (const user of clientUsers) {
      expect(JSON.parse(user.customAttributes)).toEqual(claimsFromPortalAccount(seed.portalAccounts[user.localId]!, 1));
      expect(seed.clients[seed.portalAccounts[user.localId]!.clientId], user.email).toBeDefined();
    }
    // One PF client and one contact of a PJ client.
    expect(clientUsers.map((u) => seed.clients[seed.portalAccounts[u.localId]!.clientId]!.kind).sort()).toEqual(['pf', 'pj']);
  });

  it('loads through the store port once, and the store then reports it is not empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-seed-'));
    const store = new SqliteDocumentStore(join(dir, 'store.sqlite'));
    try {
      expect(await isEmpty(store)).toBe(true);
      const counts = await loadSeed(store, seed);
      expect(counts.clients).toBe(Object.keys(seed.clients).length);
      expect(await store.count(COLLECTIONS.lawsuits)).toBe(Object.keys(seed.lawsuits).length);
      expect(await isEmpty(store)).toBe(false);
      expect((await store.get(COLLECTIONS.staff, 'staff-helena-barbosa'))?.version).toBe(1);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed date tokens', () => {
  it('resolves relative to the office day in São Paulo (UTC-3)', () => {
    expect(resolveDateToken('@rd(0)', new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
    expect(resolveDateToken('@r(1,23:59)', now)).toBe('2026-11-25T02:59:00.000Z');
    expect(resolveDateToken('@t(0,5,14:00)', now)).toBe('2026-11-05T17:00:00.000Z');
    expect(resolveDateToken('@d(-5,10)', now)).toBe('2026-06-10');
    expect(resolveDateToken('@d(2,3)', now)).toBe('2027-01-03');
    expect(resolveDateToken('@m(-11)', now)).toBe('2025-12');
    expect(resolveDateToken('plain text', now)).toBe('plain text');
    expect(() => resolveDateToken('@x(1)', now)).toThrow(/Unknown seed date token/);
  });
});

describe('seed agenda', () => {
  it('has the entries that already happened concluded, except one prazo left overdue on purpose', () => {
    const now = new Date();
    const events = Object.entries(readSeed(now).events);
    const past = events.filter(([, e]) => e.endsAt <= now.toISOString());
    expect(past.length).toBeGreaterThan(0);
    expect(past.filter(([, e]) => e.status !== 'concluido').map(([id]) => id)).toEqual(['evt-atrasado-1']);
    expect(events.filter(([, e]) => e.endsAt > now.toISOString()).every(([, e]) => e.status === 'aberto')).toBe(true);
  });

  it('puts no prazo, fatal or internal date, on a weekend, on whichever day of the week the seed loads', () => {
    for (let day = 0; day < 7; day++) {
      const loadedOn = new Date(Date.parse('2026-11-23T12:00:00Z') + day * 86_400_000);
      for (const [id, e] of Object.entries(readSeed(loadedOn).events)) {
        if (e.kind !== 'prazo' || !e.prazo) continue;
        const where = `${id} loaded on ${loadedOn.toISOString().slice(0, 10)}`;
        expect([1, 2, 3, 4, 5], where).toContain(weekdayOf(e.date));
        expect([1, 2, 3, 4, 5], where).toContain(weekdayOf(e.prazo.internalDate));
        expect(e.prazo.internalDate < e.date, where).toBe(true);
      }
    }
  });

  it('stores every entry the way the agenda callables would accept it', () => {
    for (const [id, e] of Object.entries(readSeed(new Date()).events)) {
      const values = {
        ...e,
        startTime: e.allDay ? null : instantToOfficeDateTime(e.startsAt).slice(11),
        endTime: e.allDay ? null : instantToOfficeDateTime(e.endsAt).slice(11),
        prazo: e.prazo && { internalDate: e.prazo.internalDate, legalBasis: e.prazo.legalBasis, calculation: null },
      };
      const parsed = eventInput.safeParse(Object.fromEntries(Object.keys(eventInput.shape).map((k) => [k, values[k as keyof typeof values]])));
      expect(parsed.error?.issues ?? [], id).toEqual([]);
      expect(eventSchedule(parsed.data!), id).toEqual({ startsAt: e.startsAt, endsAt: e.endsAt, allDay: e.allDay });
      expect(e.people, id).toEqual([e.ownerId, ...e.participantIds]);
      // Prazos fall due on weekdays, whatever day the seed loads.
      if (e.kind === 'prazo') expect([1, 2, 3, 4, 5], id).toContain(weekdayOf(e.date));
    }
  });
});
