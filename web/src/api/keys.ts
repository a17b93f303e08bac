/**
 * Every query key of the SPA, hierarchical so a mutation can invalidate by prefix
 * (`clientKeys.lists()` drops every page of every client list, whatever its filters).
 * Kept in one module so section modules can name each other's keys without importing each other.
 */

type Params = Record<string, unknown>;

export const sessionKeys = { all: ['session'] as const, me: () => [...sessionKeys.all, 'me'] as const };

export const dashboardKeys = { all: ['dashboard'] as const, summary: (scope: string) => [...dashboardKeys.all, 'summary', scope] as const };

export const directoryKeys = { all: ['directory'] as const };

/** One's own calendar feed (Perfil). */
export const calendarFeedKeys = { all: ['calendarFeed'] as const };

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: Params) => [...messageKeys.lists(), params] as const,
  /** The caller's unread threads (the menu's and the top bar's badge). */
  unread: () => [...messageKeys.all, 'unread'] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (threadId: string) => [...messageKeys.threads(), threadId] as const,
};

/** The bell: the caller's notifications, their unread count and their e-mail preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: Params) => [...notificationKeys.lists(), params] as const,
  /** How many are unread (the bell's badge). */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export const aboutKeys = {
  all: ['about'] as const,
  profile: () => [...aboutKeys.all, 'profile'] as const,
  /** The team and the office's areas of practice (one answer: the member form offers the areas). */
  team: () => [...aboutKeys.all, 'team'] as const,
};

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: Params) => [...clientKeys.lists(), params] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
  /** A conflict-of-interest check of some parties (the forms' warning, "Verificar conflito"). */
  conflicts: (params: Params) => [...clientKeys.all, 'conflicts', params] as const,
};

export const lawsuitKeys = {
  all: ['lawsuits'] as const,
  lists: () => [...lawsuitKeys.all, 'list'] as const,
  list: (params: Params) => [...lawsuitKeys.lists(), params] as const,
  details: () => [...lawsuitKeys.all, 'detail'] as const,
  detail: (id: string) => [...lawsuitKeys.details(), id] as const,
  movementLists: () => [...lawsuitKeys.all, 'movements'] as const,
  movements: (lawsuitId: string) => [...lawsuitKeys.movementLists(), lawsuitId] as const,
  /** What DataJud said of a lawsuit at its last check. */
  courtDataAll: () => [...lawsuitKeys.all, 'courtData'] as const,
  courtData: (lawsuitId: string) => [...lawsuitKeys.courtDataAll(), lawsuitId] as const,
  /** The lawsuits related to one (recurso, apenso…), as its page lists them. */
  linkLists: () => [...lawsuitKeys.all, 'links'] as const,
  links: (lawsuitId: string) => [...lawsuitKeys.linkLists(), lawsuitId] as const,
  /** The office's areas of practice as the lawsuit form offers them (Sobre's, by name). */
  practiceAreas: () => [...lawsuitKeys.all, 'practiceAreas'] as const,
  /** A client's lawsuits as Financeiro's lançamento form offers them: a list, refreshed with the others. */
  financeChoices: (clientId: string) => [...lawsuitKeys.lists(), 'financeChoices', clientId] as const,
};

/** Processos → Intimações (DJEN communications). */
export const intimationKeys = {
  all: ['intimations'] as const,
  lists: () => [...intimationKeys.all, 'list'] as const,
  list: (params: Params) => [...intimationKeys.lists(), params] as const,
  details: () => [...intimationKeys.all, 'detail'] as const,
  detail: (id: string) => [...intimationKeys.details(), id] as const,
};

export const agendaKeys = {
  all: ['agenda'] as const,
  lists: () => [...agendaKeys.all, 'list'] as const,
  list: (params: Params) => [...agendaKeys.lists(), params] as const,
  details: () => [...agendaKeys.all, 'detail'] as const,
  detail: (id: string) => [...agendaKeys.details(), id] as const,
  histories: () => [...agendaKeys.all, 'history'] as const,
  history: (id: string) => [...agendaKeys.histories(), id] as const,
};

/** Tarefas: lists, the board, one task with its comments, and "Meu trabalho". */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (params: Params) => [...taskKeys.lists(), params] as const,
  board: (params: Params) => [...taskKeys.all, 'board', params] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  comments: (id: string) => [...taskKeys.all, 'comments', id] as const,
  myWork: (limit: number) => [...taskKeys.all, 'myWork', limit] as const,
  productivity: (params: Params) => [...taskKeys.all, 'productivity', params] as const,
};

/** Configurações → Calendário forense: the office's closures, and the prazos they flag "recalcular". */
export const courtCalendarKeys = {
  all: ['courtCalendar'] as const,
  closures: () => [...courtCalendarKeys.all, 'closures'] as const,
  reviewLists: () => [...courtCalendarKeys.all, 'reviews'] as const,
  reviews: (params: Params) => [...courtCalendarKeys.reviewLists(), params] as const,
  status: () => [...courtCalendarKeys.all, 'status'] as const,
};

export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (params: Params) => [...articleKeys.lists(), params] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (id: string) => [...articleKeys.details(), id] as const,
};

export const faqKeys = {
  all: ['faq'] as const,
  lists: () => [...faqKeys.all, 'list'] as const,
  list: (params: Params) => [...faqKeys.lists(), params] as const,
};

export const financeKeys = {
  all: ['finance'] as const,
  lists: () => [...financeKeys.all, 'list'] as const,
  list: (params: Params) => [...financeKeys.lists(), params] as const,
  details: () => [...financeKeys.all, 'detail'] as const,
  detail: (id: string) => [...financeKeys.details(), id] as const,
  /** The bank accounts with their balances (Contas, and the account pickers of the forms). */
  accounts: () => [...financeKeys.all, 'accounts'] as const,
  /** What sums the lançamentos and their payments: the cash flow, the breakdown by category, the statements. */
  reports: () => [...financeKeys.all, 'report'] as const,
  /** The cash flow also shows the accounts' balance, which account writes move. */
  cashFlows: () => [...financeKeys.reports(), 'cashFlow'] as const,
  cashFlow: (month: string | null) => [...financeKeys.cashFlows(), month] as const,
  categories: (params: Params) => [...financeKeys.reports(), 'categories', params] as const,
  statement: (params: Params) => [...financeKeys.reports(), 'statement', params] as const,
  /** The office's plan of accounts as the forms and filters offer it (Configurações edits it). */
  categoryPlan: () => [...financeKeys.all, 'categoryPlan'] as const,
};

/** Cobranças: under Financeiro's keys, so whatever refreshes the lançamentos refreshes the charges too. */
export const chargeKeys = {
  all: [...financeKeys.all, 'charges'] as const,
  lists: () => [...chargeKeys.all, 'list'] as const,
  list: (params: Params) => [...chargeKeys.lists(), params] as const,
  details: () => [...chargeKeys.all, 'detail'] as const,
  detail: (id: string) => [...chargeKeys.details(), id] as const,
};

/** Contratos de honorários: under Financeiro's keys, so what refreshes the lançamentos refreshes the agreements too. */
export const feeAgreementKeys = {
  all: [...financeKeys.all, 'feeAgreements'] as const,
  lists: () => [...feeAgreementKeys.all, 'list'] as const,
  list: (params: Params) => [...feeAgreementKeys.lists(), params] as const,
  details: () => [...feeAgreementKeys.all, 'detail'] as const,
  detail: (id: string) => [...feeAgreementKeys.details(), id] as const,
  preview: (params: Params) => [...feeAgreementKeys.all, 'preview', params] as const,
};

/** Configurações → Índices econômicos. */
export const economicIndexKeys = { all: ['economicIndexes'] as const };

export const integrationKeys = {
  all: ['integrations'] as const,
  /** Both integrations' configuration and newest runs (one answer). */
  overview: () => [...integrationKeys.all, 'overview'] as const,
  runLists: () => [...integrationKeys.all, 'runs'] as const,
  runs: (params: Params) => [...integrationKeys.runLists(), params] as const,
};

export const removalKeys = {
  all: ['settings', 'removalRequests'] as const,
  lists: () => [...removalKeys.all, 'list'] as const,
  list: (params: Params) => [...removalKeys.lists(), params] as const,
};

/** Under 'settings', beside the removal requests: the section's data. */
export const auditKeys = {
  all: ['settings', 'audit'] as const,
  list: (params: Params) => [...auditKeys.all, 'list', params] as const,
};

/** Configurações → Plano de contas: the plan with how many lançamentos use each account. */
export const categoryPlanKeys = { all: ['settings', 'categoryPlan'] as const };

export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (params: Params) => [...staffKeys.lists(), params] as const,
  pending: () => [...staffKeys.all, 'pending'] as const,
};

export const attachmentKeys = {
  all: ['attachments'] as const,
  folder: (folder: string) => [...attachmentKeys.all, folder] as const,
};

export const publicKeys = { all: ['public'] as const, office: () => [...publicKeys.all, 'office'] as const };

/** The top bar's search, per term. */
export const searchKeys = { all: ['search'] as const, term: (term: string) => [...searchKeys.all, term] as const };

/**
 * Fluxos de trabalho: the templates (Configurações and "Aplicar modelo"), and a lawsuit's runs, kept under the
 * tasks' keys: every task write (a move concludes a run's task) reads the runs again.
 */
export const workflowKeys = {
  templates: ['workflows', 'templates'] as const,
  plan: (templateId: string, lawsuitId: string, startPhase: number) => ['workflows', 'plan', templateId, lawsuitId, startPhase] as const,
  runs: (lawsuitId: string) => [...taskKeys.all, 'workflowRuns', lawsuitId] as const,
};

/** Timesheet: one's timer, weeks, the approval queue, billable hours, the rate table and the profitability report. */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  timer: () => [...timesheetKeys.all, 'timer'] as const,
  weeks: () => [...timesheetKeys.all, 'week'] as const,
  week: (params: Params) => [...timesheetKeys.weeks(), params] as const,
  pending: (params: Params) => [...timesheetKeys.all, 'pending', params] as const,
  billable: () => [...timesheetKeys.all, 'billable'] as const,
  rates: () => [...timesheetKeys.all, 'rates'] as const,
  profitability: (params: Params) => [...timesheetKeys.all, 'profitability', params] as const,
};

/** Exportações (Configurações): the office's and clients' data archives. */
export const exportKeys = { all: ['exports'] as const, list: () => [...exportKeys.all, 'list'] as const };

/** Portal do cliente: the client accounts of a client, and a client account's own reads. */
export const portalKeys = {
  all: ['portal'] as const,
  accounts: (clientId: string) => [...portalKeys.all, 'accounts', clientId] as const,
  me: () => [...portalKeys.all, 'me'] as const,
  /** "Sua conta": the client's prestação de contas and charges. */
  money: () => [...portalKeys.all, 'money'] as const,
};

/** Portal do cliente, the client's cases: a lawsuit's card (staff), and a client account's lawsuits, timelines and notices. */
export const portalCaseKeys = {
  all: ['portalCases'] as const,
  card: (lawsuitId: string) => [...portalCaseKeys.all, 'card', lawsuitId] as const,
  suggestion: (lawsuitId: string) => [...portalCaseKeys.all, 'suggestion', lawsuitId] as const,
  mine: () => [...portalCaseKeys.all, 'mine'] as const,
  timeline: (lawsuitId: string) => [...portalCaseKeys.all, 'timeline', lawsuitId] as const,
  notices: () => [...portalCaseKeys.all, 'notices'] as const,
};

/** Portal do cliente, documents: a record's shared files and a client's requests (staff), and the client's own list. */
export const portalDocKeys = {
  all: ['portalDocs'] as const,
  shares: (folder: string) => [...portalDocKeys.all, 'shares', folder] as const,
  requests: (clientId: string) => [...portalDocKeys.all, 'requests', clientId] as const,
  mine: () => [...portalDocKeys.all, 'mine'] as const,
};

/** Portal do cliente, messages: the client's conversations and one of them, and a lawsuit's threads (staff). */
export const portalMessageKeys = {
  all: ['portalMessages'] as const,
  mine: () => [...portalMessageKeys.all, 'mine'] as const,
  thread: (lawsuitId: string) => [...portalMessageKeys.all, 'thread', lawsuitId] as const,
  forLawsuit: (lawsuitId: string) => [...portalMessageKeys.all, 'forLawsuit', lawsuitId] as const,
};

/** Portal do cliente, LGPD: a client's requests to correct their data (staff), and the client's own list. */
export const portalCorrectionKeys = {
  all: ['portalCorrections'] as const,
  list: (clientId: string) => [...portalCorrectionKeys.all, 'list', clientId] as const,
  mine: () => [...portalCorrectionKeys.all, 'mine'] as const,
};
