/**
 * Record builders for web tests: each returns a valid record as the server lists it, overridable field by field
 * (`aClient({ name: 'Maria Souza' })`). Where a section has an input schema the values are parsed through it,
 * so a builder follows the schema's defaults and fails loudly when a required field is added.
 */
import { clientInput, clientSearchWords, type ClientRecord } from '@office/domain/clients';
import type { DirectoryEntry } from '@office/domain/contracts';
import { accountInput, transactionInput, type BankAccountWithBalance, type PaymentRecord, type TransactionRecord } from '@office/domain/finance';
import type { IntegrationRunRecord } from '@office/domain/integrations';
import { partyNameKey } from '@office/domain/lawsuit-parties';
import type { Listed, RecordMeta } from '@office/domain/lists';
import type { MailboxRecord } from '@office/domain/messages';
import type { MovementRecord } from '@office/domain/records';
import type { TaskItem } from '@office/domain/tasks';
import { teamMemberValues, type TeamMemberRecord } from '@office/domain/team';
import { searchKey } from '@office/domain/text';
import type { EventRecord } from '@office/domain/agenda';
import type { ArticleRecord } from '@office/domain/articles';
import { lawsuitInput, type LawsuitRecord } from '@office/domain/lawsuits';

export { intimation as anIntimation, intimationRow as anIntimationRow } from './intimation-fixture';

/** What every stored record carries to the SPA. */
export function recordMeta(over: Partial<RecordMeta> = {}): RecordMeta {
  return { id: 'r1', version: 1, createdAt: '2026-03-01T12:00:00Z', updatedAt: '2026-03-01T12:00:00Z', ...over };
}

/** A person of the office as the directory lists them (u1 is fakeSession's Ana Souza). */
export function aDirectoryEntry(over: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return { uid: 'u1', name: 'Ana Souza', email: 'ana@x.test', lawyer: true, agenda: true, lawsuits: true, ...over };
}

/** A client (pessoa física unless told) as 'clients-get' and 'clients-list' answer it. */
export function aClient(over: Partial<Listed<ClientRecord>> = {}): Listed<ClientRecord> {
  const values = clientInput.parse({
    kind: 'pf',
    name: over.name ?? 'Maria Souza',
    document: '529.982.247-25',
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'ativo',
    responsibleLawyerId: 'u1',
  });
  return {
    ...recordMeta({ id: 'c1' }),
    ...values,
    nameKey: searchKey(values.name),
    partyKey: partyNameKey(values.name),
    searchWords: clientSearchWords(values),
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

/** A baixa of lançamento t1 into account acc-1, as 'finance-get' lists it. */
export function aPayment(over: Partial<Listed<PaymentRecord>> = {}): Listed<PaymentRecord> {
  return {
    ...recordMeta({ id: 'p1' }),
    kind: 'baixa',
    transactionId: 't1',
    transferId: null,
    type: 'receita',
    accountId: 'acc-1',
    date: '2026-02-12',
    amount: 50000,
    signedAmount: 50000,
    method: 'pix',
    clientId: null,
    description: '',
    reversal: null,
    createdBy: 'u1',
    ...over,
  };
}

/** A bank account with its balance, as 'finance-accounts' answers it. */
export function aBankAccount(over: Partial<BankAccountWithBalance> = {}): BankAccountWithBalance {
  const values = accountInput.parse({ name: 'Conta Itaú', type: 'corrente', bank: 'Itaú', openingBalance: 0, openingDate: '2026-01-01', active: true });
  return { ...recordMeta({ id: 'acc-1' }), ...values, updatedBy: 'u1', balance: 0, ...over };
}

/** A person of the team page (a partner with one inscription, published) as 'about-team' lists them. */
export function aTeamMember(over: Partial<Listed<TeamMemberRecord>> = {}): Listed<TeamMemberRecord> {
  const values = teamMemberValues.parse({
    name: 'Helena Barbosa',
    role: 'socio',
    title: '',
    staffId: null,
    oab: [{ uf: 'SP', number: '245180', kind: 'advogado' }],
    areas: [],
    bio: '',
    published: true,
  });
  return { ...recordMeta({ id: 'eqp-1' }), ...values, photoPath: null, createdBy: 'u1', updatedBy: 'u1', ...over };
}

/** An andamento typed in on lawsuit l1 (an imported one names its `source` and `imported`), as 'lawsuits-movements' lists it. */
export function aMovement(over: Partial<Listed<MovementRecord>> = {}): Listed<MovementRecord> {
  const at = over.at ?? '2026-03-01T12:00:00Z';
  return {
    ...recordMeta({ id: 'mv1', createdAt: at, updatedAt: at }),
    lawsuitId: 'l1',
    at,
    description: 'Andamento',
    source: 'manual',
    imported: null,
    hidden: false,
    createdBy: 'u1',
    ...over,
  };
}

/** A DataJud run someone started, finished without errors, as 'integrations-runs' lists it. */
export function anIntegrationRun(over: Partial<Listed<IntegrationRunRecord>> = {}): Listed<IntegrationRunRecord> {
  return {
    ...recordMeta({ id: 'run1', version: 2, createdAt: '2026-03-02T12:00:00Z', updatedAt: '2026-03-02T12:01:05Z' }),
    integration: 'datajud',
    trigger: 'manual',
    startedBy: 'u1',
    startedAt: '2026-03-02T12:00:00Z',
    finishedAt: '2026-03-02T12:01:05Z',
    status: 'concluida',
    lawsuitId: null,
    requests: 3,
    fetched: 44,
    created: 12,
    duplicates: 30,
    notFound: 2,
    errors: [],
    moreErrors: 0,
    stopReason: null,
    ...over,
  };
}

/** A thread as its owner u1's mailbox lists it: received, unread, three people, as 'messages-list' answers it. */
export function aMailboxLine(over: Partial<Listed<MailboxRecord>> = {}): Listed<MailboxRecord> {
  return {
    ...recordMeta({ id: 'u1_t1', createdAt: '2026-03-12T13:05:00.000Z', updatedAt: '2026-03-12T14:00:00.000Z' }),
    ownerId: 'u1',
    threadId: 't1',
    subject: 'Audiência de amanhã',
    participantIds: ['u2', 'u1', 'u3'],
    participantNames: ['Bruno Lima', 'Ana Souza', 'Carla Dias'],
    lastAt: '2026-03-12T14:00:00.000Z',
    lastFromId: 'u3',
    lastFromName: 'Carla Dias',
    snippet: 'Levo eu.',
    messageCount: 3,
    received: true,
    sent: false,
    unread: true,
    archived: false,
    linkKind: null,
    searchWords: [],
    ...over,
  };
}

/** A task (t1, open, of u1, due on no day in particular) as the task callables answer it. */
export function aTask(over: Partial<TaskItem> = {}): TaskItem {
  const id = over.id ?? 't1';
  const assigneeId = over.assigneeId ?? 'u1';
  const reviewerIds = over.reviewerIds ?? [];
  return {
    ...recordMeta({ id, createdAt: '2026-11-01T12:00:00Z', updatedAt: '2026-11-01T12:00:00Z' }),
    title: `Tarefa ${id}`,
    description: '',
    lawsuitId: null,
    clientId: null,
    assigneeId,
    reviewerIds,
    people: [assigneeId, ...reviewerIds],
    dueDate: null,
    dueSort: '9999-12-31',
    prazoEventId: null,
    priority: 'normal',
    status: 'a_fazer',
    open: true,
    statusBy: 'u1',
    statusAt: '2026-11-01T12:00:00Z',
    completedLate: null,
    steps: [],
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    lawsuitLabel: null,
    clientName: null,
    ...over,
  };
}

/** A lançamento (a receita of honorários fixos, open, unless told) as 'finance-list' answers it. */
export function aTransaction(over: Partial<Listed<TransactionRecord>> = {}): Listed<TransactionRecord> {
  const values = transactionInput.parse({
    type: 'receita',
    kind: 'honorarios-fixos',
    description: 'Honorários',
    amount: 100_000,
    competence: '2026-03',
    dueDate: '2026-03-10',
    clientId: null,
    lawsuitId: null,
    category: 'Honorários › Contratuais',
    accountId: null,
    method: null,
    invoice: { issued: false },
    successFee: null,
    notes: '',
  });
  return {
    ...recordMeta({ id: 't1' }),
    ...values,
    clientName: null,
    lawsuitLabel: null,
    series: null,
    seriesId: null,
    paidAmount: 0,
    openAmount: values.amount,
    settlement: 'aberto',
    cancellation: null,
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

/** A lawsuit (TJSP, one client as autora, active) as 'lawsuits-get' answers it. */
export function aLawsuit(over: Partial<Listed<LawsuitRecord>> = {}): Listed<LawsuitRecord> {
  const values = lawsuitInput.parse({
    cnj: '1001234-54.2024.8.26.0100',
    className: 'Procedimento Comum Cível',
    subject: 'Cobrança',
    court: '2ª Vara Cível',
    comarca: 'São Paulo',
    instance: '1º grau',
    claimValue: null,
    clients: [{ clientId: 'c1', role: 'autor' }],
    opposingParties: [],
    responsibleLawyerIds: ['u1'],
    status: 'ativo',
  });
  return {
    ...recordMeta({ id: 'l1' }),
    ...values,
    clients: [{ clientId: 'c1', role: 'autor', name: 'Maria Souza', gender: 'feminino' }],
    clientId: 'c1',
    clientIds: ['c1'],
    clientSide: 'ativo',
    opposingKeys: [],
    cnjDigits: '10012345420248260100',
    tribunalCode: '8.26',
    tribunal: 'TJSP',
    subjectKey: searchKey(values.subject),
    clientName: 'Maria Souza',
    clientNameKey: searchKey('Maria Souza'),
    searchWords: [],
    audience: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

/** An agenda entry (a meeting of u1 on 10/03/2026, 14:00–15:00, open) as the agenda answers it. */
export function anEvent(over: Partial<Listed<EventRecord>> = {}): Listed<EventRecord> {
  return {
    ...recordMeta({ id: 'e1' }),
    kind: 'reuniao',
    title: 'Reunião com a cliente',
    date: '2026-03-10',
    startsAt: '2026-03-10T17:00:00Z',
    endsAt: '2026-03-10T18:00:00Z',
    allDay: false,
    location: null,
    lawsuitId: null,
    clientId: null,
    ownerId: 'u1',
    participantIds: [],
    people: ['u1'],
    notes: '',
    reminderMinutes: null,
    status: 'aberto',
    statusBy: null,
    statusAt: null,
    prazo: null,
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

/** An article (published, by u1) as 'articles-get' answers it. */
export function anArticle(over: Partial<Listed<ArticleRecord>> = {}): Listed<ArticleRecord> {
  return {
    ...recordMeta({ id: 'art-1', createdAt: '2026-01-10T12:00:00Z', updatedAt: '2026-02-03T12:00:00Z' }),
    title: 'CNPJ alfanumérico: como se preparar',
    slug: 'cnpj-alfanumerico',
    summary: 'A Receita passa a emitir CNPJs com letras.',
    body: 'O **CNPJ** muda.',
    tags: ['empresas'],
    authorId: 'u1',
    authorName: 'Ana Souza',
    status: 'publicado',
    publishedAt: '2026-02-01T12:00:00.000Z',
    public: true,
    editedAt: '2026-02-03T12:00:00.000Z',
    readingMinutes: 1,
    cover: null,
    titleKey: '',
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}
