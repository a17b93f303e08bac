import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  eventConcerns,
  eventSearchWords,
  FAQ_ORDER_ID,
  LAWSUIT_COUNTS_ID,
  LAWSUIT_STATUSES,
  mailboxId,
  matchesWords,
  queryWords,
} from '@office/domain';
import { readSeed } from '../seed/load';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments } from '../../functions/src/store/typed';
import type { DocData } from '../../functions/src/store/port';
import { completeDerivedFields, DERIVED_FIELDS_VERSION, withDerivedFields } from './derived';
import { loadSeed } from '../seed/load';

const dir = mkdtempSync(join(tmpdir(), 'office-derived-'));
const store = new SqliteDocumentStore(join(dir, 'store.sqlite'));
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('derived fields', () => {
  it('completes the search prefixes of records saved before they existed, once, naming the version read', async () => {
    const seed = readSeed();
    const [clientId, client] = Object.entries(seed.clients)[0]!;
    const [lawsuitId, lawsuit] = Object.entries(seed.lawsuits)[0]!;
    await store.commit([
      { kind: 'create', collection: COLLECTIONS.clients, id: clientId, data: client },
      { kind: 'create', collection: COLLECTIONS.lawsuits, id: lawsuitId, data: lawsuit },
      { kind: 'create', collection: COLLECTIONS.clients, id: 'cli-novo', data: withDerivedFields(COLLECTIONS.clients, { ...client, document: '00000000191' }) },
    ]);
    // The lawsuit's projection, the lawsuits' counts document and the (empty) list of those under segredo.
    expect(await completeDerivedFields(store)).toEqual({ records: 2, projections: 3 });
    const after = (await store.get(COLLECTIONS.clients, clientId))!;
    expect(after.version).toBe(2);
    const surname = client.name.split(' ').at(-1)!;
    expect(matchesWords(after.data.searchWords as string[], queryWords(surname))).toBe(true);
    const suit = (await store.get(COLLECTIONS.lawsuits, lawsuitId))!;
    expect(matchesWords(suit.data.searchWords as string[], queryWords(lawsuit.clientName.split(' ')[0]!))).toBe(true);
    // Nothing left to do the second time; the record saved with its prefixes was never rewritten.
    expect(await completeDerivedFields(store)).toEqual({ records: 0, projections: 0 });
    expect((await store.get(COLLECTIONS.clients, 'cli-novo'))!.version).toBe(1);
  });

  it('costs one lookup on a store already current, such as a fresh seed', async () => {
    const fresh = new SqliteDocumentStore(join(dir, 'seeded.sqlite'));
    await loadSeed(fresh);
    const before = fresh.metrics().reads;
    expect(await completeDerivedFields(fresh)).toEqual({ records: 0, projections: 0 });
    expect(fresh.metrics().reads - before).toBe(1);
    await fresh.close();
  });

  it('recomputes words stored under an older rule once the version moves on', async () => {
    const old = new SqliteDocumentStore(join(dir, 'old.sqlite'));
    const [id, lawsuit] = Object.entries(readSeed().lawsuits)[0]!;
    const [eventId, event] = Object.entries(readSeed().events)[0]!;
    const [transactionId, transaction] = Object.entries(readSeed().transactions)[0]!;
    // Saved when each kind of lawsuit search tagged its words (version 10), and before entries and lançamentos had any.
    await old.commit([
      { kind: 'create', collection: COLLECTIONS.lawsuits, id, data: { ...lawsuit, searchWords: ['a:revisao', 'p:x'] } },
      { kind: 'create', collection: COLLECTIONS.events, id: eventId, data: event as unknown as DocData },
      { kind: 'create', collection: COLLECTIONS.transactions, id: transactionId, data: transaction },
      { kind: 'create', collection: COLLECTIONS.settings, id: 'derivedFields', data: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    expect((await completeDerivedFields(old)).records).toBe(3);
    const words = async (collection: string, docId: string) => (await old.get(collection, docId))!.data.searchWords as string[];
    expect(await words(COLLECTIONS.lawsuits, id)).toEqual(withDerivedFields(COLLECTIONS.lawsuits, lawsuit).searchWords);
    expect(matchesWords(await words(COLLECTIONS.lawsuits, id), queryWords(`${lawsuit.className} ${lawsuit.subject}`))).toBe(true);
    expect(matchesWords(await words(COLLECTIONS.events, eventId), queryWords(event.title))).toBe(true);
    expect(matchesWords(await words(COLLECTIONS.transactions, transactionId), queryWords(transaction.description.split(' ').slice(0, 2).join(' ')))).toBe(true);
    expect((await old.get(COLLECTIONS.settings, 'derivedFields'))!.data.version).toBe(DERIVED_FIELDS_VERSION);
    await old.close();
  });

  it('gives agreements and charges stored before the rules checked their lawsuits the lawsuits they name', async () => {
    const old = new SqliteDocumentStore(join(dir, 'rule-lawsuits.sqlite'));
    const seed = readSeed();
    const [agreementId, agreement] = Object.entries(seed.feeAgreements)[0]!;
    const [chargeId, charge] = Object.entries(seed.charges)[0]!;
    // As stored before the field existed.
    const without = (d: object): DocData => Object.fromEntries(Object.entries(d as DocData).filter(([k]) => k !== 'lawsuitIds'));
    const success = { id: 'exi-1', clauseId: 'c1', base: 'acordo', baseAmount: 1, date: '2026-01-01', description: null, by: 'u' };
    await old.commit([
      // A general agreement with a result recorded on proc-003, and one on its own lawsuit.
      {
        kind: 'create',
        collection: COLLECTIONS.feeAgreements,
        id: agreementId,
        data: without({ ...agreement, lawsuitId: null, successes: [{ ...success, lawsuit: { id: 'proc-003', label: 'x' } }, success] }),
      },
      {
        kind: 'create',
        collection: COLLECTIONS.charges,
        id: chargeId,
        data: without({ ...charge, items: [...charge.items, { ...charge.items[0]!, lawsuitId: 'proc-009' }] }),
      },
      { kind: 'create', collection: COLLECTIONS.settings, id: 'derivedFields', data: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    await completeDerivedFields(old);
    expect((await old.get(COLLECTIONS.feeAgreements, agreementId))!.data.lawsuitIds).toEqual(['proc-003']);
    const itemLawsuits = [...charge.items.map((i) => i.lawsuitId), 'proc-009'].filter((id): id is string => !!id);
    expect((await old.get(COLLECTIONS.charges, chargeId))!.data.lawsuitIds).toEqual([...new Set(itemLawsuits)]);
    await old.close();
  });

  it('brings lawsuits of one client (clientRole, a lawyer in words) to the parties of litisconsórcio, once', async () => {
    // A seeded lawsuit without what litisconsórcio added: its parties as they were stored before.
    const rest = Object.fromEntries(Object.entries(Object.values(readSeed().lawsuits)[0]!).filter(([k]) => k !== 'clients'));
    const stored = (clientRole: 'autor' | 'reu', opposingParties: { name: string; lawyer: string }[]): DocData => ({
      ...rest,
      clientId: 'cli-legado',
      clientName: 'Maria Souza',
      clientRole,
      opposingParties,
    });
    const defendant = withDerivedFields(COLLECTIONS.lawsuits, stored('reu', [{ name: 'Banco X S.A.', lawyer: 'Ana Lima (OAB/SP 123456)' }]));
    // The one client with its role and no gender yet (neutral words until a client write copies it); the other side on the other pole.
    expect(defendant).toMatchObject({
      clients: [{ clientId: 'cli-legado', role: 'reu', name: 'Maria Souza', gender: null }],
      clientId: 'cli-legado',
      clientIds: ['cli-legado'],
      clientSide: 'passivo',
      opposingParties: [{ name: 'Banco X S.A.', document: null, role: 'autor', lawyers: [{ name: 'Ana Lima', oab: 'OAB/SP 123.456' }] }],
      opposingKeys: ['name:banco x'],
    });
    expect(matchesWords(defendant.searchWords as string[], queryWords('maria banco'))).toBe(true);
    // A lawyer without an OAB stays a name; an empty one is no lawyer; a client as autor has the others as réus.
    const plaintiff = withDerivedFields(
      COLLECTIONS.lawsuits,
      stored('autor', [
        { name: 'Carlos Dias', lawyer: 'Bruno Reis' },
        { name: 'Empresa Sem Advogado Ltda.', lawyer: '' },
      ]),
    );
    expect(plaintiff).toMatchObject({
      clients: [{ clientId: 'cli-legado', role: 'autor', name: 'Maria Souza', gender: null }],
      clientSide: 'ativo',
      opposingParties: [
        { name: 'Carlos Dias', document: null, role: 'reu', lawyers: [{ name: 'Bruno Reis', oab: null }] },
        { name: 'Empresa Sem Advogado Ltda.', document: null, role: 'reu', lawyers: [] },
      ],
      opposingKeys: ['name:carlos dias', 'name:empresa sem advogado'],
    });
    // A lawsuit already in the current shape keeps its parties as they are.
    expect(withDerivedFields(COLLECTIONS.lawsuits, defendant).opposingParties).toEqual(defendant.opposingParties);

    // In a store: written once, on the version read; the next run has nothing to do.
    const legacy = new SqliteDocumentStore(join(dir, 'legacy-parties.sqlite'));
    await legacy.commit([
      {
        kind: 'create',
        collection: COLLECTIONS.lawsuits,
        id: 'proc-legado',
        data: stored('reu', [{ name: 'Banco X S.A.', lawyer: 'Ana Lima (OAB/SP 123456)' }]),
      },
      { kind: 'create', collection: COLLECTIONS.settings, id: 'derivedFields', data: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    expect((await completeDerivedFields(legacy)).records).toBe(1);
    const upgraded = (await typedDocuments(legacy).get(COLLECTIONS.lawsuits, 'proc-legado'))!;
    expect(upgraded.version).toBe(2);
    expect([upgraded.data.clients, upgraded.data.clientIds, upgraded.data.clientSide, upgraded.data.opposingKeys]).toEqual([
      [{ clientId: 'cli-legado', role: 'reu', name: 'Maria Souza', gender: null }],
      ['cli-legado'],
      'passivo',
      ['name:banco x'],
    ]);
    await legacy.commit([
      { kind: 'update', collection: COLLECTIONS.settings, id: 'derivedFields', expectedVersion: 2, patch: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    expect(await completeDerivedFields(legacy)).toEqual({ records: 0, projections: 0 });
    expect((await legacy.get(COLLECTIONS.lawsuits, 'proc-legado'))!.version).toBe(2);
    await legacy.close();
  });

  it('brings agenda entries of the read-only agenda (a done flag) to the current shape, once', async () => {
    const legacy = new SqliteDocumentStore(join(dir, 'legacy.sqlite'));
    const base = { title: 'Prazo: réplica', location: '', lawsuitId: null, clientId: null, ownerId: 'staff-x', notes: '' };
    await legacy.commit([
      // A prazo stored at 23:59 on its day (10/03/2026 in São Paulo), concluded; a meeting still open.
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id: 'evt-prazo',
        data: { ...base, kind: 'prazo', startsAt: '2026-03-11T02:59:00.000Z', endsAt: '2026-03-11T02:59:00.000Z', allDay: false, done: true },
      },
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id: 'evt-reuniao',
        data: { ...base, kind: 'reuniao', startsAt: '2026-03-10T13:00:00.000Z', endsAt: '2026-03-10T14:00:00.000Z', allDay: false, done: false },
      },
      { kind: 'create', collection: COLLECTIONS.settings, id: 'derivedFields', data: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    // No lawsuits: only the counts document, all zero, and the empty list of those under segredo.
    expect(await completeDerivedFields(legacy)).toEqual({ records: 2, projections: 2 });
    const prazo = (await legacy.get(COLLECTIONS.events, 'evt-prazo'))!.data;
    expect(prazo).toMatchObject({
      date: '2026-03-10',
      allDay: true,
      startsAt: '2026-03-10T03:00:00.000Z',
      endsAt: '2026-03-11T03:00:00.000Z',
      status: 'concluido',
      statusBy: 'staff-x',
      people: ['staff-x'],
      prazo: { fatalDate: '2026-03-10', internalDate: '2026-03-10', legalBasis: null, calculation: null },
    });
    const meeting = (await legacy.get(COLLECTIONS.events, 'evt-reuniao'))!.data;
    expect(meeting).toMatchObject({ status: 'aberto', statusBy: null, startsAt: '2026-03-10T13:00:00.000Z', location: null, prazo: null });
    await legacy.commit([
      { kind: 'update', collection: COLLECTIONS.settings, id: 'derivedFields', expectedVersion: 2, patch: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    expect(await completeDerivedFields(legacy)).toEqual({ records: 0, projections: 0 });
    await legacy.close();
  });

  it('counts open prazos per lawsuit into its projection: missing ones made, wrong ones fixed, orphans removed', async () => {
    const seeded = new SqliteDocumentStore(join(dir, 'projection.sqlite'));
    await loadSeed(seeded);
    const seed = readSeed();
    const prazo = Object.values(seed.events).find((e) => e.kind === 'prazo')!;
    const lawsuitId = Object.keys(seed.lawsuits)[0]!;
    const openPrazos = (id: string) => Object.values(seed.events).filter((e) => e.lawsuitId === id && e.kind === 'prazo' && e.status === 'aberto').length;
    // As the agenda's owner stores them: the prazo concerns its people and its lawsuit's lawyers.
    const concernsOf = (e: typeof prazo, id: string) => eventConcerns({ ...e, lawsuitId: id }, seed.lawsuits[id]!.responsibleLawyerIds);
    const stored = (await typedDocuments(seeded).get(COLLECTIONS.lawsuitPrazos, lawsuitId))!;
    expect(stored.data.openPrazos).toBe(openPrazos(lawsuitId));
    await typedDocuments(seeded).commit([
      // One more open prazo and one concluded for the lawsuit; a projection of a lawsuit that is gone.
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id: 'evt-extra-1',
        data: { ...prazo, lawsuitId, status: 'aberto', searchWords: eventSearchWords(prazo), concerns: concernsOf(prazo, lawsuitId) },
      },
      {
        kind: 'create',
        collection: COLLECTIONS.events,
        id: 'evt-extra-2',
        data: { ...prazo, lawsuitId, status: 'concluido', searchWords: eventSearchWords(prazo), concerns: concernsOf(prazo, lawsuitId) },
      },
      { kind: 'create', collection: COLLECTIONS.lawsuitPrazos, id: 'proc-gone', data: stored.data },
      { kind: 'update', collection: COLLECTIONS.settings, id: 'derivedFields', expectedVersion: 1, patch: { version: DERIVED_FIELDS_VERSION - 1 } },
    ]);
    // The lawsuit's projection and the orphan's; and the counts document too when the lawsuit had no open prazo
    // before (its "sem prazo em aberto" count changes). Which it is depends on the day the seed loads.
    expect(await completeDerivedFields(seeded)).toEqual({ records: 0, projections: openPrazos(lawsuitId) === 0 ? 3 : 2 });
    expect((await seeded.get(COLLECTIONS.lawsuitPrazos, lawsuitId))!.data.openPrazos).toBe(openPrazos(lawsuitId) + 1);
    expect(await seeded.get(COLLECTIONS.lawsuitPrazos, 'proc-gone')).toBeNull();
    expect(await seeded.count(COLLECTIONS.lawsuitPrazos)).toBe(Object.keys(seed.lawsuits).length);
    // The counts document matches counting the projections (the one of a lawsuit that is gone included no more).
    const counts = (await typedDocuments(seeded).get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID))!.data;
    for (const status of LAWSUIT_STATUSES)
      expect(counts.byStatus[status]).toBe(await seeded.count(COLLECTIONS.lawsuits, [{ field: 'status', op: '==', value: status }]));
    expect(counts.withoutOpenPrazo).toBe(await seeded.count(COLLECTIONS.lawsuitPrazos, [{ field: 'withoutOpenPrazo', op: '==', value: true }]));
    await seeded.close();
  });

  it('names on each prazo of a lawsuit who it concerns: its people and the lawsuit’s responsible lawyers', async () => {
    const seeded = new SqliteDocumentStore(join(dir, 'concerns.sqlite'));
    await loadSeed(seeded);
    const typed = typedDocuments(seeded);
    const prazos = (await typed.list(COLLECTIONS.events, { where: [{ field: 'kind', op: '==', value: 'prazo' }], limit: 500 })).docs;
    const ofLawsuit = prazos.find((d) => d.data.lawsuitId)!;
    const lawsuit = (await typed.get(COLLECTIONS.lawsuits, ofLawsuit.data.lawsuitId!))!;
    // The seed's loader derives it.
    expect(ofLawsuit.data.concerns?.sort()).toEqual([...new Set([...ofLawsuit.data.people, ...lawsuit.data.responsibleLawyerIds])].sort());
    // Data from before the field (here emptied), of a lawsuit with a lawyer who is not on the prazo, gets it at the next start.
    const lawyers = [...lawsuit.data.responsibleLawyerIds, 'staff-outro-advogado'];
    const marker = (await seeded.get(COLLECTIONS.settings, 'derivedFields'))!;
    await typed.commit([
      { kind: 'update', collection: COLLECTIONS.events, id: ofLawsuit.id, expectedVersion: ofLawsuit.version, patch: { concerns: [] } },
      { kind: 'update', collection: COLLECTIONS.lawsuits, id: lawsuit.id, expectedVersion: lawsuit.version, patch: { responsibleLawyerIds: lawyers } },
      {
        kind: 'update',
        collection: COLLECTIONS.settings,
        id: 'derivedFields',
        expectedVersion: marker.version,
        patch: { version: DERIVED_FIELDS_VERSION - 1 },
      },
    ]);
    await completeDerivedFields(seeded);
    const completed = (await typed.get(COLLECTIONS.events, ofLawsuit.id))!.data.concerns;
    expect(completed?.sort()).toEqual([...new Set([...ofLawsuit.data.people, ...lawyers])].sort());
    expect(completed).toContain('staff-outro-advogado');
    await seeded.close();
  });

  it('brings lançamentos of the read-only Financeiro (a typed status) to the current shape and writes their months', async () => {
    const legacy = new SqliteDocumentStore(join(dir, 'legacy-finance.sqlite'));
    const base = { description: 'Honorários', category: 'Honorários', amount: 150_000, clientId: null, lawsuitId: null };
    await legacy.commit([
      {
        kind: 'create',
        collection: COLLECTIONS.transactions,
        id: 'trn-pago',
        data: { ...base, kind: 'receita', dueDate: '2026-03-10', paidOn: '2026-03-12', status: 'pago' },
      },
      {
        kind: 'create',
        collection: COLLECTIONS.transactions,
        id: 'trn-custas',
        data: { ...base, kind: 'despesa', category: 'Custas', dueDate: '2026-03-20', paidOn: null, status: 'pendente' },
      },
    ]);
    // The lawsuits' counts and the list of those under segredo (none), and the month's rollup.
    expect(await completeDerivedFields(legacy)).toEqual({ records: 2, projections: 3 });
    const paid = (await typedDocuments(legacy).get(COLLECTIONS.transactions, 'trn-pago'))!.data;
    expect([paid.type, paid.kind, paid.settlement, paid.paidAmount, paid.openAmount, paid.competence, paid.notes]).toEqual([
      'receita',
      'honorarios-fixos',
      'pago',
      150_000,
      0,
      '2026-03',
      'Pago em 12/03/2026, registrado antes das baixas por conta.',
    ]);
    const costs = (await typedDocuments(legacy).get(COLLECTIONS.transactions, 'trn-custas'))!.data;
    expect([costs.type, costs.kind, costs.category, costs.settlement]).toEqual(['despesa', 'custas', 'Processuais › Custas judiciais', 'aberto']);
    // The month's rollup, which the list's header reads.
    const march = (await typedDocuments(legacy).get(COLLECTIONS.financeMonths, '2026-03'))!.data;
    expect(march.days).toEqual({
      '10': { 'receita:pago': { n: 1, open: 0, paid: 150_000 } },
      '20': { 'despesa:aberto': { n: 1, open: 150_000, paid: 0 } },
    });
    await legacy.close();
  });
  it('turns messages of the read-only inbox into threads with both mailboxes, the old FAQ numbers into its order, and old articles into the editor’s shape', async () => {
    const legacy = new SqliteDocumentStore(join(dir, 'legacy-messages.sqlite'));
    const staff = (uid: string, name: string) => ({
      name,
      email: `${uid}@x.test`,
      scopes: { read: [], write: [] },
      admin: false,
      disabled: false,
      updatedBy: 'system',
    });
    await legacy.commit([
      { kind: 'create', collection: COLLECTIONS.staff, id: 'ana', data: staff('ana', 'Ana Lima') },
      { kind: 'create', collection: COLLECTIONS.staff, id: 'bia', data: staff('bia', 'Beatriz Souza') },
      {
        kind: 'create',
        collection: COLLECTIONS.messages,
        id: 'msg-old',
        data: {
          fromId: 'ana',
          fromName: 'Ana Lima',
          toId: 'bia',
          subject: 'Prazo de réplica',
          body: 'Vence sexta.',
          sentAt: '2026-01-05T12:00:00.000Z',
          read: false,
        },
      },
      {
        kind: 'create',
        collection: COLLECTIONS.articles,
        id: 'art-old',
        data: {
          title: 'Prazos em dias úteis',
          slug: 'prazos',
          summary: 'Resumo.',
          body: 'Texto.',
          status: 'publicado',
          publishedAt: '2026-01-02T12:00:00.000Z',
          authorId: 'ana',
          tags: ['CPC'],
        },
      },
      { kind: 'create', collection: COLLECTIONS.faq, id: 'faq-b', data: { question: 'Segunda?', answer: 'Sim.', order: 2, published: true } },
      { kind: 'create', collection: COLLECTIONS.faq, id: 'faq-a', data: { question: 'Primeira?', answer: 'Sim.', order: 1, published: false } },
    ]);
    await completeDerivedFields(legacy);
    const message = (await legacy.get(COLLECTIONS.messages, 'msg-old'))!.data;
    expect(message).toMatchObject({ threadId: 'msg-old', toIds: ['bia'], toNames: ['Beatriz Souza'], link: null });
    const inbox = (await legacy.get(COLLECTIONS.mailboxes, mailboxId('bia', 'msg-old')))!.data;
    expect(inbox).toMatchObject({ received: true, unread: true, subject: 'Prazo de réplica', lastFromName: 'Ana Lima' });
    expect((await legacy.get(COLLECTIONS.mailboxes, mailboxId('ana', 'msg-old')))!.data).toMatchObject({ sent: true, unread: false });
    expect((await legacy.get(COLLECTIONS.settings, FAQ_ORDER_ID))!.data.ids).toEqual(['faq-a', 'faq-b']);
    expect((await legacy.get(COLLECTIONS.articles, 'art-old'))!.data).toMatchObject({
      public: true,
      authorName: 'Ana Lima',
      tags: ['cpc'],
      cover: null,
      readingMinutes: 1,
    });
    expect((await legacy.get(COLLECTIONS.articleSlugs, 'prazos'))!.data).toEqual({ articleId: 'art-old' });
    expect((await legacy.get(COLLECTIONS.faq, 'faq-a'))!.data).toMatchObject({ category: 'Geral', createdBy: 'system' });
    await legacy.close();
  });
  it('gives intimações stored before triage their state: prazo lançado when a prazo was saved from them, else a tratar', async () => {
    const legacy = new SqliteDocumentStore(join(dir, 'legacy-intimations.sqlite'));
    // Only what the migration reads matters here; the rest of a stored intimação stays as it was.
    const stored = (prazoEventId: string | null) => ({ djenId: 1, availableOn: '2026-03-09', read: true, prazoEventId, lawsuitId: null });
    await legacy.commit([
      { kind: 'create', collection: COLLECTIONS.intimations, id: 'dj-prazo', data: stored('evt-1') },
      { kind: 'create', collection: COLLECTIONS.intimations, id: 'dj-aberta', data: stored(null) },
    ]);
    expect(await completeDerivedFields(legacy)).toMatchObject({ records: 2 });
    const withPrazo = (await typedDocuments(legacy).get(COLLECTIONS.intimations, 'dj-prazo'))!.data;
    expect([withPrazo.triage.state, withPrazo.treated, withPrazo.assignee, withPrazo.read]).toEqual(['prazo-lancado', true, null, true]);
    const open = (await typedDocuments(legacy).get(COLLECTIONS.intimations, 'dj-aberta'))!.data;
    expect([open.triage.state, open.treated, open.assignee]).toEqual(['a-tratar', false, null]);
    expect(await legacy.count(COLLECTIONS.intimations, [{ field: 'treated', op: '==', value: false }])).toBe(1);
    await legacy.close();
  });
  it('gives intimações stored before terms their terms, owners and proposal, from their inscriptions and lawsuit', async () => {
    const legacy = new SqliteDocumentStore(join(dir, 'legacy-terms.sqlite'));
    await legacy.commit([
      {
        kind: 'create',
        collection: COLLECTIONS.integrations,
        id: 'djen',
        data: { oabs: [{ uf: 'SP', number: '123456', name: 'Ana Lima', memberId: null, ownerId: 'ana' }] },
      },
      {
        kind: 'create',
        collection: COLLECTIONS.intimations,
        id: 'dj-old',
        data: {
          djenId: 1,
          availableOn: '2026-03-09',
          tribunal: 'TJSP',
          text: 'Fica a parte autora intimada para, no prazo de 15 (quinze) dias, apresentar réplica.',
          oabKeys: ['SP-123456'],
          read: false,
          prazoEventId: null,
          lawsuitId: null,
        },
      },
    ]);
    await completeDerivedFields(legacy);
    const i = (await typedDocuments(legacy).get(COLLECTIONS.intimations, 'dj-old'))!.data;
    expect([i.termKeys, i.owners]).toEqual([['SP-123456'], ['ana']]);
    expect(i.proposal).not.toBeNull();
    expect(i.proposedKind).toBeDefined();
    await legacy.close();
  });
});
