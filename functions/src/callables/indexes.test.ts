/**
 * Index coverage: runs every query-issuing callable over a matrix of its filters (each optional filter absent
 * or present, every sort), records the query each one sends to the store, and fails when firestore.indexes.json
 * lacks a composite index Firestore would need. A unit test rather than a recording of the HTTP suite: it
 * covers every combination of filters, not only those some test happened to send, and runs in seconds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  callableModulePath,
  COLLECTIONS,
  mailboxAfterMessage,
  mailboxId,
  SCOPE_LABELS,
  SECRET_LAWSUITS_ID,
  settle,
  transactionInput,
  type CallableName,
  type EventRecord,
} from '@office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import { intimationsCard } from './dashboard/cards/intimations-card';
import { runNotifier } from '../notifications/notifier';
import { movementProjectionOps, openPrazoOps } from '../entities/lawsuits/lawsuit-prazos';
import type { TypedReader } from '../store/typed';
import type { DocData, DocumentStore, Filter, OrderBy } from '../store/port';
import { isCovered, queryShape, shapeKey, suggestIndexes, type IndexFile, type QueryShape } from '../store/query-shapes';

const dataDir = mkdtempSync(join(tmpdir(), 'office-indexes-'));
const indexFile = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as IndexFile;
const UID = 'index-check-admin';
const PEER = 'index-check-peer';
/** A lawyer who is not an administrator: lawsuits under segredo de justiça are filtered out of their queries. */
const LAWYER = 'index-check-lawyer';
/** The callables whose queries differ for that lawyer (segredo de justiça), run as both. */
const SEGREDO_DEPENDENT = new Set<string>(['lawsuits-list', 'search-global', 'intimations-list', 'finance-list', 'agenda-list']);
const here = new URL('.', import.meta.url).pathname;

/** Every combination of the options: each key takes one of its values (`undefined` = filter absent). */
function matrix(options: Record<string, readonly unknown[]>): Record<string, unknown>[] {
  return Object.entries(options).reduce<Record<string, unknown>[]>(
    (rows, [key, values]) => rows.flatMap((row) => values.map((v) => (v === undefined ? row : { ...row, [key]: v }))),
    [{}],
  );
}

/** The worklist's equality filters, combined with each list filter. */
const INTIMATION_FILTERS = {
  tribunal: [undefined, 'TJSP'],
  kind: [undefined, 'Intimação'],
  read: [undefined, 'nao-lidas'],
  matched: [undefined, 'sem-processo'],
  triage: [undefined, 'a-tratar', 'encaminhadas-a-mim'],
  proposedKind: [undefined, 'prazo'],
  likelyPrazo: [undefined, true],
};

const CLIENT_FILTERS = {
  status: [undefined, 'ativo'],
  tag: [undefined, 'vip'],
  responsibleLawyerId: [undefined, 'staff-x'],
  sort: ['name', 'name-desc'],
  search: [undefined, 'mar', '123.456'],
};

/** The callables that query with filters, and the inputs to try. Callables that only get by id, count by one equality or order by one field need no composite index. */
const INPUTS: Partial<Record<CallableName, Record<string, unknown>[]>> = {
  'clients-list': matrix(CLIENT_FILTERS),
  'clients-exportCsv': matrix(CLIENT_FILTERS),
  'lawsuits-list': matrix({
    search: [undefined, 'maria', '0001234', 'revisao contrato', 'm'],
    tribunal: [undefined, 'TJSP'],
    clientId: [undefined, 'cli-x'],
    responsibleLawyerId: [undefined, 'staff-x'],
    status: [undefined, 'ativo'],
    sort: ['assunto', 'assunto-desc', 'cliente', 'cliente-desc'],
    withoutOpenPrazo: [undefined, true],
  })
    // "Sem prazo aberto" takes no search (the schema refuses it).
    .filter((row) => !(row.withoutOpenPrazo && row.search)),
  'lawsuits-movements': [{ lawsuitId: 'proc-x' }],
  // A portal update's draft: the lawsuit's visible andamentos, its open prazos and hearings, its last published update.
  'portalCases-suggest': [{ lawsuitId: 'proc-x' }],
  // Words (one and several), and a number (a CPF/CNPJ or CNJ start).
  'search-global': [{ term: 'maria' }, { term: 'maria silva' }, { term: '0001234' }],
  'intimations-list': [
    // One list filter at a time: an inscription, a name's or text's term, or the worklist's owner (the schema refuses two).
    ...[{ oab: undefined }, { oab: 'SP-123456' }, { oab: 'parte:construtora alfa ltda.' }, { owner: 'staff-x' }].flatMap((list) =>
      matrix(INTIMATION_FILTERS).map((row) => ({ ...list, ...row })),
    ),
  ],
  'integrations-runs': [{ integration: 'djen' }],
  'agenda-list': matrix({
    from: [undefined, '2026-01-01T00:00:00.000Z'],
    to: [undefined, '2026-02-01T00:00:00.000Z'],
    // One of person, lawsuit or client at a time (the schema refuses more).
    record: [undefined, { personId: 'staff-x' }, { clientId: 'cli-x' }, { lawsuitId: 'proc-x' }],
    kind: [undefined, 'prazo'],
    status: [undefined, 'aberto'],
  }).map(({ record, ...rest }) => ({ ...rest, ...(record as object | undefined) })),
  'agenda-history': [{ id: 'evt-x' }],
  'tasks-list': matrix({
    personId: [undefined, 'staff-x'],
    lawsuitId: [undefined, 'proc-x'],
    clientId: [undefined, 'cli-x'],
    status: [undefined, 'a_fazer'],
    due: [undefined, 'overdue', 'week', 'none'],
  }),
  'tasks-board': matrix({
    personId: [undefined, 'staff-x'],
    lawsuitId: [undefined, 'proc-x'],
    clientId: [undefined, 'cli-x'],
    due: [undefined, 'overdue', 'today', 'none'],
  }),
  'tasks-myWork': [{}],
  // The administrator's table: every person's counts.
  'tasks-productivity': [{ from: '2026-01-01', to: '2026-01-31' }],
  'tasks-comments': [{ taskId: 'tsk-x' }],
  'timesheet-week': [{ date: '2026-01-07' }],
  'timesheet-pending': matrix({ personId: [undefined, 'staff-x'], clientId: [undefined, 'cli-x'] }),
  'timesheet-billable': [{}],
  'timesheet-profitability': ['lawsuit', 'client', 'person', 'month'].map((groupBy) => ({ from: '2026-01', to: '2026-03', groupBy })),
  // An audiência: the overlap check looks up each person's entries around it.
  'agenda-create': [
    {
      event: {
        kind: 'audiencia',
        title: 'Audiência de instrução',
        date: '2026-03-10',
        allDay: false,
        startTime: '14:00',
        endTime: '15:00',
        location: null,
        lawsuitId: null,
        clientId: null,
        ownerId: UID,
        participantIds: [],
        notes: '',
        reminderMinutes: null,
        prazo: null,
      },
    },
  ],
  // A closure: the change looks up the open computed prazos and the flagged ones it may change.
  'courtCalendar-create': [
    {
      closure: {
        from: '2026-03-09',
        to: '2026-03-09',
        kind: 'indisponibilidade',
        name: 'Indisponibilidade do PJe',
        act: 'Certidão de indisponibilidade',
        source: null,
        level: 'tribunal',
        tribunal: 'TJSP',
        comarca: null,
      },
    },
  ],
  'courtCalendar-reviews': matrix({ personId: [undefined, 'staff-x'] }),
  'finance-list': matrix({
    period: [undefined, { from: '2026-01-01', to: '2026-01-31' }],
    competence: [undefined, '2026-01'],
    type: [undefined, 'receita'],
    kind: [undefined, 'custas'],
    status: [undefined, 'pendente', 'vencido', 'pago'],
    // Any number of these may be combined; each pairs with the due date in its own index (merged by Firestore).
    record: [undefined, { clientId: 'cli-x' }, { lawsuitId: 'proc-x' }, { accountId: 'cta-x' }, { category: 'Processuais › Custas judiciais' }],
  }).map(({ period, record, ...rest }) => ({ ...rest, ...(period as object | undefined), ...(record as object | undefined) })),
  // A lançamento of a series: its page lists the payments and the other members.
  'finance-get': [{ id: 'trn-index' }],
  'finance-accounts': [{}],
  'finance-lawsuitChoices': [{ clientId: 'cli-x' }],
  'charges-list': matrix({ status: [undefined, 'aberta', 'vencida', 'paga'], clientId: [undefined, 'cli-x'] }),
  'settings-removalRequests': matrix({ status: [undefined, 'aberto'] }),
  'settings-auditLog': matrix({
    actor: [undefined, 'staff-x'],
    section: [undefined, 'clients'],
    recordId: [undefined, 'cli-x'],
    kind: [undefined, 'denied'],
    from: [undefined, '2026-01-01'],
    to: [undefined, '2026-02-01'],
  }),
  'articles-list': matrix({
    status: [undefined, 'rascunho', 'agendado', 'publicado'],
    tag: [undefined, 'lgpd'],
    authorId: [undefined, 'staff-x'],
    search: [undefined, 'prazos', 'prazos uteis'],
  }),
  'publicPages-articles': matrix({ tag: [undefined, 'lgpd'] }),
  'faq-list': [{}],
  'integrations-list': [{}],
  'messages-list': matrix({ box: ['inbox', 'sent', 'archived'], search: [undefined, 'contrato', 'contrato hel'] }),
  'messages-unreadCount': [{}],
  'messages-thread': [{ threadId: 'msg-index' }],
  'messages-send': [{ toIds: [PEER], subject: 'Assunto', body: 'Mensagem', link: null }],
  'messages-reply': [{ threadId: 'msg-index', body: 'Resposta' }],
  // Reading a thread also reads its notices in the bell.
  'messages-markRead': [{ threadId: 'msg-index', read: true }],
  'publicPages-faq': matrix({ category: [undefined, 'Honorários'] }),
  'dashboard-summary': [{}, { scope: 'escritorio' }],
  'directory-list': [{}],
  'notifications-list': matrix({ unreadOnly: [false, true] }),
  'notifications-unreadCount': [{}],
  'notifications-markAllRead': [{}],
  // staff-list is left out: it orders by one field (no composite index) and then asks Auth, which is not running here.
};

const shapes = new Map<string, QueryShape>();

function record(store: DocumentStore): void {
  const seen = (collection: string, where?: Filter[], orderBy?: OrderBy[], summed?: string) => {
    const shape = queryShape(collection, where, orderBy, summed);
    shapes.set(shapeKey(shape), shape);
  };
  const list: DocumentStore['list'] = store.list.bind(store);
  const count = store.count.bind(store);
  const sum = store.sum.bind(store);
  store.list = (collection, query) => {
    seen(collection, query.where, query.orderBy);
    return list(collection, query);
  };
  store.count = (collection, where) => {
    seen(collection, where);
    return count(collection, where);
  };
  store.sum = (collection, field, where) => {
    // Firestore sums from an index holding the summed field: a filtered sum needs a composite index with it.
    seen(collection, where, [], field);
    return sum(collection, field, where);
  };
  // Queries inside a transaction (the rules that span documents) need their indexes as much.
  const transact = store.transact.bind(store);
  store.transact = (work) =>
    transact((tx) =>
      work({
        ...tx,
        list: (collection, query) => {
          seen(collection, query.where, query.orderBy);
          return tx.list(collection, query);
        },
        count: (collection, where) => {
          seen(collection, where);
          return tx.count(collection, where);
        },
      }),
    );
}

beforeAll(async () => {
  process.env.OFFICE_STORE = 'embedded';
  process.env.OFFICE_DATA_DIR = dataDir;
  const s = await stores();
  await s.documents.create(COLLECTIONS.staff, UID, {
    name: 'Verificação de índices',
    email: 'indices@exemplo.test',
    scopes: { read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
    admin: true,
    disabled: false,
    updatedBy: 'system',
  });
  await s.documents.create(COLLECTIONS.transactions, 'trn-index', {
    ...transactionInput.parse({
      type: 'receita',
      kind: 'honorarios-mensais',
      description: 'Honorários mensais (1/2)',
      amount: 100,
      competence: '2026-01',
      dueDate: '2026-01-10',
      clientId: null,
      lawsuitId: null,
      accountId: null,
      category: 'Honorários › Contratuais',
      method: null,
      invoice: { issued: false, number: null },
      successFee: null,
      notes: '',
    }),
    clientName: null,
    lawsuitLabel: null,
    series: { id: 'ser-index', kind: 'recorrencia', index: 1, count: 2 },
    seriesId: 'ser-index',
    ...settle(100, 0, false),
    cancellation: null,
    createdBy: UID,
    updatedBy: UID,
  });
  await s.documents.create(COLLECTIONS.staff, LAWYER, {
    name: 'Advogada',
    email: 'advogada@exemplo.test',
    scopes: { read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
    admin: false,
    disabled: false,
    updatedBy: 'system',
  });
  await s.documents.create(COLLECTIONS.staff, PEER, {
    name: 'Colega',
    email: 'colega@exemplo.test',
    scopes: { read: [], write: [] },
    admin: false,
    disabled: false,
    updatedBy: 'system',
  });
  const message = {
    threadId: 'msg-index',
    fromId: PEER,
    fromName: 'Colega',
    toIds: [UID],
    toNames: ['Verificação de índices'],
    subject: 'Assunto',
    body: 'Mensagem',
    sentAt: '2026-01-01T12:00:00.000Z',
    link: null,
  };
  await s.documents.create(COLLECTIONS.messages, 'msg-index', message);
  for (const owner of [UID, PEER]) {
    await s.documents.create(COLLECTIONS.mailboxes, mailboxId(owner, 'msg-index'), mailboxAfterMessage(null, owner, message) as unknown as DocData);
  }
  await s.documents.create(COLLECTIONS.bankAccounts, 'cta-index', {
    name: 'Conta',
    type: 'corrente',
    bank: null,
    openingBalance: 0,
    openingDate: '2026-01-01',
    active: true,
    updatedBy: UID,
  });
  // "Meus" asks for the open prazos of the caller's lawsuits that have some.
  await s.documents.create(COLLECTIONS.lawsuitPrazos, 'proc-index-prazos', { responsibleLawyerIds: [UID], withoutOpenPrazo: false, openPrazos: 1 });
  // The lawsuit the andamentos' query names: it must exist (and be visible) for the query to run.
  await s.documents.create(COLLECTIONS.lawsuits, 'proc-x', { responsibleLawyerIds: [UID], confidential: false, audience: ['*'] });
  // A lawsuit under segredo of another lawyer: the lawyer's word search then counts the word's lawsuits under segredo.
  await s.documents.create(COLLECTIONS.lawsuits, 'proc-secret', { responsibleLawyerIds: [PEER], confidential: true, audience: [PEER] });
  await s.documents.create(COLLECTIONS.secretLawsuits, SECRET_LAWSUITS_ID, { lawyers: { 'proc-secret': [PEER] } });
  // The task whose comments are asked for.
  await s.documents.create(COLLECTIONS.tasks, 'tsk-x', { title: 'Tarefa' });
  record(s.documents);
  for (const [name, inputs] of Object.entries(INPUTS)) {
    const mod = (await import(/* @vite-ignore */ join(here, `${callableModulePath(name as CallableName)}.ts`))) as {
      default: { run: (request: CallableRequest<unknown>) => Promise<unknown> };
    };
    for (const data of inputs ?? []) {
      // What the platform hands the wrapper: a signed-in administrator (then a lawyer who is not one) whose
      // claims match the record (version 1).
      for (const uid of SEGREDO_DEPENDENT.has(name) ? [UID, LAWYER] : [UID]) {
        const request = {
          data,
          auth: { uid, token: { sv: 1 } },
          rawRequest: { headers: {}, socket: { remoteAddress: '127.0.0.1' } },
        } as unknown as CallableRequest<unknown>;
        await mod.default.run(request);
      }
    }
  }
  // The dashboard's "Intimações a tratar", office-wide and the caller's (with a lawsuit of theirs, so its intimações are asked for).
  await s.documents.create(COLLECTIONS.lawsuits, 'proc-index', { responsibleLawyerIds: [UID] });
  const staff = await typedStores(s).documents.get(COLLECTIONS.staff, UID);
  for (const mine of [false, true]) await intimationsCard({ uid: UID, ip: '127.0.0.1', staff, stores: typedStores(s) }, mine);
  // The Processos list's projection of a lawsuit without one yet: its next open prazo and last andamento, read in
  // the transaction of an agenda write and of an andamento write.
  const listed = { status: 'ativo', subjectKey: 'x', clientNameKey: 'x', clientId: 'cli-x', tribunal: null, responsibleLawyerIds: [UID] };
  for (const [id, write] of [
    [
      'proc-index-agenda',
      (tx: TypedReader) => openPrazoOps(tx, 'evt-index', null, { kind: 'prazo', status: 'aberto', lawsuitId: 'proc-index-agenda' } as EventRecord),
    ],
    ['proc-index-movement', (tx: TypedReader) => movementProjectionOps(tx, 'proc-index-movement', [])],
  ] as const) {
    await s.documents.create(COLLECTIONS.lawsuits, id, listed);
    await typedStores(s).documents.transact(async (tx) => ({ ops: await write(tx), result: null }));
  }
  // The notifier's pass at 10:00 in São Paulo (every source on), with an SMTP address nothing listens on: the
  // outbox is empty, so its queries run and nothing is sent.
  process.env.SMTP_URL = 'smtp://127.0.0.1:9';
  try {
    await runNotifier(typedStores(s).documents, { now: '2026-03-10T13:00:00.000Z' });
  } finally {
    delete process.env.SMTP_URL;
  }
}, 120_000);

afterAll(async () => {
  await (await stores()).documents.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('firestore.indexes.json', () => {
  it('recorded the queries of the callables', () => {
    expect(shapes.size).toBeGreaterThan(20);
  });

  it('has a composite index for every query shape the callables issue', () => {
    const missing = [...shapes.values()].filter((s) => !isCovered(s, indexFile));
    if (missing.length) {
      const suggested = new Set(missing.flatMap(suggestIndexes).map((i) => JSON.stringify(i)));
      console.log(`Indexes that would cover them (add to firestore.indexes.json):\n${[...suggested].join(',\n')}`);
    }
    expect(missing.map(shapeKey).sort()).toEqual([]);
  });
});
