/**
 * The one section table. The SPA's routes, menu and guards, every callable's
 * authorization, the stores' collection names and the generated security rules
 * all read this module, so access is decided the same way everywhere.
 */

/** Every collection the product stores, by name. No other module spells a collection name. */
export const COLLECTIONS = {
  office: 'office',
  /** Sobre: the lawyers and interns, with their OAB inscriptions. */
  team: 'team',
  clients: 'clients',
  /** One document per CPF/CNPJ: makes the number unique in the office. */
  clientDocuments: 'clientDocuments',
  lawsuits: 'lawsuits',
  movements: 'movements',
  /** One document per CNJ number (20 digits): makes the number unique in the office. */
  lawsuitNumbers: 'lawsuitNumbers',
  /** One document per pair of related lawsuits (`lawsuitLinks/<a>_<b>`): recurso, apenso, incidente… */
  lawsuitLinks: 'lawsuitLinks',
  events: 'events',
  appointments: 'appointments',
  articles: 'articles',
  /** One document per slug (`articleSlugs/<slug>`): makes an article's address unique. */
  articleSlugs: 'articleSlugs',
  faq: 'faq',
  transactions: 'transactions',
  /** Baixas of lançamentos and the legs of transfers: an account's balance is the sum of its rows. */
  payments: 'payments',
  bankAccounts: 'bankAccounts',
  /** One document per month of due dates (`financeMonths/<YYYY-MM>`): the list's counts and totals, kept with every write. */
  financeMonths: 'financeMonths',
  /** Contratos de honorários: each agreement's clauses, versions, recorded results and acts (fee-agreements.ts). */
  feeAgreements: 'feeAgreements',
  /** Cobranças: a client's open receivables grouped for payment by PIX (domain/src/charges.ts). */
  charges: 'charges',
  settings: 'settings',
  removalRequests: 'removalRequests',
  /** `integrations/datajud` and `integrations/djen`: configuration and state of the court integrations. */
  integrations: 'integrations',
  /** One document per run of an integration, as it really went. */
  integrationRuns: 'integrationRuns',
  /** One document per lawsuit (`courtData/<lawsuitId>`): what DataJud said at its last check. */
  courtData: 'courtData',
  /** DJEN communications for the monitored inscriptions, one per hash. */
  intimations: 'intimations',
  /** Staff records, `admin/<uid>` (the spec's name). */
  staff: 'admin',
  audit: 'audit',
  /** One document per message; a thread is its first message's id. */
  messages: 'messages',
  /** One document per participant and thread (`mailboxes/<uid>_<threadId>`): inbox, sent, read, archived. */
  mailboxes: 'mailboxes',
  rateLimits: 'rateLimits',
  /** One document per person with a calendar feed (`calendarFeeds/<uid>`): the secret of its address. */
  calendarFeeds: 'calendarFeeds',
  /** One document per lawsuit (`lawsuitPrazos/<lawsuitId>`): its open prazos, for "Processos sem prazo aberto". */
  lawsuitPrazos: 'lawsuitPrazos',
  /** One document, `lawsuitCounts/all`: the Processos list's counts per status, kept with every lawsuit write. */
  lawsuitCounts: 'lawsuitCounts',
  /** One document, `secretLawsuits/all`: the lawsuits under segredo and their lawyers (SecretLawsuitsRecord). */
  secretLawsuits: 'secretLawsuits',
  /** Closures the office added to the court calendars (Configurações → Calendário forense). */
  courtClosures: 'courtClosures',
  /** One document per open prazo whose computation the calendar changed: "recalcular". */
  prazoReviews: 'prazoReviews',
  /** One document per person and event (`notifications/<uid>_<key>`): the bell. */
  notifications: 'notifications',
  /** One document per person (`notificationPreferences/<uid>`): how each kind is e-mailed. */
  notificationPreferences: 'notificationPreferences',
  /** One document per e-mail to send: a notification's or a day's digest (see OutboxRecord). */
  emailOutbox: 'emailOutbox',
  /** `notifierState/passes`: how far the scheduler has read. */
  notifierState: 'notifierState',
  /** Modelos de documentos (Configurações): DOCX templates with merge fields; their bytes under `documentTemplates/<id>/`. */
  documentTemplates: 'documentTemplates',
  /** Tarefas (Agenda section): assigned work with steps, moved across the board. */
  tasks: 'tasks',
  /** One document per comment on a task. */
  taskComments: 'taskComments',
  /** Fluxos de trabalho (Configurações): templates per kind of case, phases of tasks with relative due dates. */
  workflowTemplates: 'workflowTemplates',
  /** A template applied to a lawsuit (`<lawsuitId>_<templateId>`): where each of its tasks stands. */
  workflowRuns: 'workflowRuns',
  /**
   * One document per file that has had a new version (`fileVersions/<sha-256 of its path>`): the version being
   * or last written, so two uploads at once cannot both become version N + 1.
   */
  fileVersions: 'fileVersions',
  /** One document per person who set up the second factor (`secondFactors/<uid>`): its secret and recovery codes. */
  secondFactors: 'secondFactors',
  /** One document per sign-in that passed the second factor (`secondFactorSessions/<uid>_<auth_time>`). */
  secondFactorSessions: 'secondFactorSessions',
  /** Timesheet (Agenda section): one document per stretch of someone's work on a case. */
  timeEntries: 'timeEntries',
  /** One document per person with a running timer (`timers/<uid>`). */
  timers: 'timers',
  /** `hourlyRates/office`: the office's rate table (Financeiro). */
  hourlyRates: 'hourlyRates',
  /** One document per month of time entries (`timeMonths/<YYYY-MM>`): the profitability report's minutes, kept with every entry write. */
  timeMonths: 'timeMonths',
  /** Importações de processos: one document per import job (domain/src/imports.ts). */
  imports: 'imports',
  /** The rows of an import job, IMPORT_CHUNK_ROWS per document (`importChunks/<importId>-<n>`): its checkpoint. */
  importChunks: 'importChunks',
  /** The office's last column mapping per spreadsheet layout (`importLayouts/<layoutKey>`). */
  importLayouts: 'importLayouts',
  /** Importações de arquivos (ZIP): one document per import job; the ZIP's parts and plan under `fileImports/<id>/` in storage. */
  fileImports: 'fileImports',
  /** Exportações (Configurações): one document per export of the office or of a client's data (domain/src/exports.ts). */
  exports: 'exports',
  /** Portal do cliente: one document per client account (`portalAccounts/<uid>`), bound to its client (domain/src/portal.ts). */
  portalAccounts: 'portalAccounts',
  /** Portal do cliente: a thread per lawsuit and client (`portalThreads/<lawsuitId>_<clientId>`) and its messages (domain/src/portal-messages.ts). */
  portalThreads: 'portalThreads',
  portalMessages: 'portalMessages',
  /** Portal do cliente: a file version shared with its clients, and a document asked of a client (domain/src/portal-documents.ts). */
  portalShares: 'portalShares',
  portalRequests: 'portalRequests',
  /** Portal do cliente, LGPD: a client's request to correct their data, and the office's answer (domain/src/portal-corrections.ts). */
  portalCorrections: 'portalCorrections',
  /** Portal do cliente: whether a lawsuit is open to its clients (`portalCases/<lawsuitId>`), its published updates, and each account's consent to e-mail notices (domain/src/portal-cases.ts). */
  portalCases: 'portalCases',
  portalUpdates: 'portalUpdates',
  portalConsents: 'portalConsents',
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
export type CollectionName = (typeof COLLECTIONS)[CollectionKey];

const C = COLLECTIONS;

/** In the spec's menu order. `label` is the scope label stored in `admin/<uid>.scopes` and the menu text. */
export const SECTIONS = [
  {
    id: 'about',
    label: 'Sobre',
    route: '/about',
    collections: [C.office, C.team],
    storagePrefix: 'office',
    // The office profile and each team member (their photo) own files.
    fileRecords: [C.office, C.team],
    icon: 'building',
  },
  { id: 'clients', label: 'Clientes', route: '/clients', collections: [C.clients, C.clientDocuments], storagePrefix: 'clients', icon: 'users' },
  {
    id: 'lawsuits',
    label: 'Processos',
    route: '/lawsuits',
    collections: [C.lawsuits, C.movements, C.lawsuitNumbers, C.lawsuitLinks, C.courtData, C.intimations],
    storagePrefix: 'lawsuits',
    icon: 'scale',
  },
  {
    id: 'agenda',
    label: 'Agenda',
    route: '/events',
    // Tasks are the agenda's work: whoever works with the agenda works on them (domain/src/tasks.ts).
    collections: [C.events, C.appointments, C.tasks, C.taskComments, C.workflowRuns, C.timeEntries],
    // A task's attachments (tasks/<taskId>/…).
    storagePrefix: 'tasks',
    fileRecords: [C.tasks],
    icon: 'calendar',
  },
  { id: 'articles', label: 'Publicações', route: '/articles', collections: [C.articles, C.articleSlugs], storagePrefix: 'articles', icon: 'newspaper' },
  { id: 'faq', label: 'Perguntas Frequentes', route: '/faq', collections: [C.faq], storagePrefix: null, icon: 'question' },
  {
    id: 'finance',
    label: 'Financeiro',
    route: '/transactions',
    collections: [C.transactions, C.payments, C.bankAccounts, C.financeMonths, C.hourlyRates, C.charges, C.feeAgreements],
    storagePrefix: 'transactions',
    icon: 'wallet',
  },
  {
    id: 'settings',
    label: 'Configurações',
    route: '/settings',
    collections: [C.settings, C.removalRequests, C.courtClosures, C.documentTemplates, C.workflowTemplates],
    storagePrefix: null,
    icon: 'cog',
  },
  { id: 'integrations', label: 'Integrações', route: '/services', collections: [C.integrations, C.integrationRuns], storagePrefix: null, icon: 'plug' },
] as const satisfies readonly {
  id: string;
  label: string;
  /** Route of the section's main page in the SPA; `<route>/:id` is its detail page. */
  route: `/${string}`;
  /** Collections whose documents belong to this section. */
  collections: readonly CollectionName[];
  /** Storage prefix (no leading slash) for the section's files, if it has any. */
  storagePrefix: string | null;
  /** The collections whose records files attach to (`<prefix>/<recordId>/…`); the first collection when absent. */
  fileRecords?: readonly CollectionName[];
  /** Icon name from the SPA's icon set. */
  icon: string;
}[];

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section['id'];
export type ScopeLabel = Section['label'];

/**
 * Collections that belong to no section: staff records, audit log, messages, rate limits, calendar feed
 * secrets, the files' version claims, the second factor's secrets and verified sign-ins, running timers, and
 * projections the callables keep for their queries (read through them only).
 */
export const SYSTEM_COLLECTIONS = [
  C.staff,
  C.audit,
  C.messages,
  C.mailboxes,
  C.rateLimits,
  C.calendarFeeds,
  C.lawsuitPrazos,
  C.lawsuitCounts,
  C.secretLawsuits,
  C.prazoReviews,
  C.notifications,
  C.notificationPreferences,
  C.emailOutbox,
  C.notifierState,
  C.fileVersions,
  C.secondFactors,
  C.secondFactorSessions,
  C.imports,
  C.importChunks,
  C.importLayouts,
  C.fileImports,
  // A person's running timer and the profitability report's minutes per person, client and lawsuit: each names
  // lawsuits (a timer a colleague may not see; a secret lawsuit's hours), and only the timesheet callables read them.
  C.timers,
  C.timeMonths,
  C.exports,
  // Client accounts: read and written only through the portal callables.
  C.portalAccounts,
  // Client messages: the portal's and the lawsuit page's callables only (never the staff's Mensagens).
  C.portalThreads,
  C.portalMessages,
  // Shared files and document requests: the portal's and the client's page's callables only.
  C.portalShares,
  C.portalRequests,
  // Requests to correct a client's data: the portal's and the client's page's callables only.
  C.portalCorrections,
  // Lawsuits opened to the portal, their updates and the accounts' consents: the portal's and the lawsuit page's callables only.
  C.portalCases,
  C.portalUpdates,
  C.portalConsents,
] as const;

type LabelsOf<T extends readonly { label: string }[]> = { [K in keyof T]: T[K]['label'] };

// The overload keeps the tuple type that `map` loses, so schemas can enumerate the labels.
function labelsOf<T extends readonly { label: string }[]>(sections: T): LabelsOf<T>;
function labelsOf(sections: readonly { label: string }[]): string[] {
  return sections.map((s) => s.label);
}

/** The scope labels in menu order. */
export const SCOPE_LABELS = labelsOf(SECTIONS);

const byId = new Map<string, Section>(SECTIONS.map((s) => [s.id, s]));
const labels = new Set<string>(SCOPE_LABELS);

export function sectionById(id: SectionId): Section {
  const section = byId.get(id);
  if (!section) throw new Error(`Unknown section id: ${id}`);
  return section;
}

export function isScopeLabel(value: unknown): value is ScopeLabel {
  return typeof value === 'string' && labels.has(value);
}

export interface Scopes {
  read: ScopeLabel[];
  write: ScopeLabel[];
}

/**
 * Canonical form of a scope pair: known labels only, no duplicates, in menu
 * order, and every write label also readable (write implies read).
 */
export function normalizeScopes(input: { read?: readonly string[]; write?: readonly string[] }): Scopes {
  const write = new Set((input.write ?? []).filter(isScopeLabel));
  const read = new Set([...(input.read ?? []).filter(isScopeLabel), ...write]);
  return {
    read: SCOPE_LABELS.filter((l) => read.has(l)),
    write: SCOPE_LABELS.filter((l) => write.has(l)),
  };
}

/**
 * The scopes an administrator's record holds: an administrator always reads and edits Configurações, so the
 * team screen can never be taken from the people who manage the team (the office keeps at least one active
 * administrator, hence always someone who reaches it). Everyone else keeps exactly what was granted.
 */
export function staffScopes(scopes: { read?: readonly string[]; write?: readonly string[] }, admin: boolean): Scopes {
  const settings = sectionById('settings').label;
  return normalizeScopes(admin ? { read: scopes.read, write: [...(scopes.write ?? []), settings] } : scopes);
}

/** The scopes without Configurações: what a demoted administrator keeps unless asked to keep it too. */
export function withoutSettings(scopes: Scopes): Scopes {
  const settings = sectionById('settings').label;
  return { read: scopes.read.filter((l) => l !== settings), write: scopes.write.filter((l) => l !== settings) };
}

export type Access = 'read' | 'write';

/** Whether scopes grant a section at an access level (write implies read). Pages and callables ask this, never a label. */
export function can(scopes: Scopes | null | undefined, section: SectionId, access: Access): boolean {
  if (!scopes) return false;
  const label = sectionById(section).label;
  return access === 'write' ? scopes.write.includes(label) : scopes.read.includes(label) || scopes.write.includes(label);
}

/**
 * Who may call a callable:
 * - a section and an access level: an enabled staff member holding that section's label;
 * - 'admin': an enabled administrator;
 * - 'staff': any enabled staff member, whatever their labels (inbox, dashboard, own profile, attachments
 *   — which check the section of the record themselves);
 * - 'second-factor': an enabled staff member whose claims are fresh, before the second factor of this sign-in
 *   (typing its code, setting it up): the only calls a password alone reaches when the second factor is on;
 * - 'signed-in': any signed-in account, staff record or not (the session call);
 * - 'public': anyone, signed in or not (the LGPD pages); such callables rate-limit themselves;
 * - 'portal': a client account (portal do cliente) whose claims are fresh; its answers are scoped to its client ids.
 */
export type CallablePolicy = { section: SectionId; access: Access } | 'admin' | 'staff' | 'second-factor' | 'signed-in' | 'public' | 'portal';
