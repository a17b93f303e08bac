/**
 * The SPA's addresses, from one table: every list, record page and further page the app, its notifications and
 * its audit log link to. A section's list is its route in the section table (policy.ts) and its main record's
 * page `<route>/:id`; the records and pages that are not a section's main ones are named here, under their
 * section's route where they belong to it. The router (web/src/app/app-routes.tsx) serves the same patterns.
 */
import { sectionById, type Section, type SectionId } from './policy';

type RouteOf<S extends SectionId> = Extract<Section, { id: S }>['route'];

// The table's literal type: a route typed here cannot drift from the one the router serves.
const routeOf = <S extends SectionId>(id: S) => sectionById(id).route as RouteOf<S>;

const lawsuits = routeOf('lawsuits');
const agenda = routeOf('agenda');
const finance = routeOf('finance');
const settings = routeOf('settings');

/** Where each kind of record is: its page is `<base>/:id`. Sections' main records first, by section id. */
const RECORD_BASES = {
  clients: routeOf('clients'),
  lawsuits,
  agenda,
  articles: routeOf('articles'),
  finance,
  charges: `${finance}/charges`,
  feeAgreements: `${finance}/agreements`,
  tasks: '/tasks',
  intimations: `${lawsuits}/intimations`,
  /** A conversation, by its thread id. */
  messages: '/messages',
  /** The spec's /appointment/{id}: an agenda record as the global search opens it. */
  appointment: '/appointment',
} as const;

/** Lists that are not a section's main page, by the kind of record they list. */
const MORE_LISTS = {
  charges: RECORD_BASES.charges,
  tasks: RECORD_BASES.tasks,
  intimations: RECORD_BASES.intimations,
  messages: RECORD_BASES.messages,
} as const;

/** The pages that list no record kind of their own. */
export const PAGES = {
  home: '/',
  myWork: '/my-work',
  notifications: '/notifications',
  profile: '/profile',
  profileSettings: '/profile/settings',
  deadline: `${agenda}/deadline`,
  productivity: `${RECORD_BASES.tasks}/productivity`,
  /** One's week of time entries (Agenda). */
  timesheet: '/timesheet',
  newArticle: `${RECORD_BASES.articles}/new`,
  accounts: `${finance}/accounts`,
  cashFlow: `${finance}/cash-flow`,
  statement: `${finance}/statement`,
  hours: `${finance}/hours`,
  profitability: `${finance}/profitability`,
  newCharge: `${finance}/charges/new`,
  /** A fee agreement's form: `?client=` for a new one, `?id=` to edit. */
  agreementForm: `${finance}/agreements/form`,
  audit: `${settings}/audit`,
  courtCalendar: `${settings}/calendar`,
  categories: `${settings}/categories`,
  economicIndexes: `${settings}/indexes`,
  templates: `${settings}/templates`,
  workflows: `${settings}/workflows`,
  /** Importar processos: a spreadsheet or a pasted list of CNJ numbers, and the office's import jobs. */
  lawsuitImport: `${RECORD_BASES.lawsuits}/import`,
  /** Importar lançamentos: a spreadsheet of receivables and payments, and the office's import jobs of them. */
  transactionImport: `${finance}/import`,
  /** Exportações: the office's and clients' data archives (administrators). */
  exports: `${settings}/exports`,
} as const;

export type RecordKind = keyof typeof RECORD_BASES;
export type ListKind = SectionId | keyof typeof MORE_LISTS;
export type PageName = keyof typeof PAGES;

/** An address's query: a value left out when undefined, null or false; or parameters already built. */
export type AddressQuery = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query: AddressQuery | undefined): string {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== false) params.set(key, String(value));
  }
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

/** One record's page: `recordPath('lawsuits', id)` is `/lawsuits/<id>` (a store id never holds a `/`). */
export function recordPath(kind: RecordKind, id: string, query?: AddressQuery): string {
  return withQuery(`${RECORD_BASES[kind]}/${id}`, query);
}

const isMoreList = (kind: ListKind): kind is keyof typeof MORE_LISTS => Object.hasOwn(MORE_LISTS, kind);

/** A list, filtered in its address: `listPath('lawsuits', { status: 'ativo' })` is `/lawsuits?status=ativo`. */
export function listPath(kind: ListKind, query?: AddressQuery): string {
  return withQuery(isMoreList(kind) ? MORE_LISTS[kind] : sectionById(kind).route, query);
}

/** A further page: `pagePath('deadline', { lawsuit: id })` is `/events/deadline?lawsuit=<id>`. */
export function pagePath(page: PageName, query?: AddressQuery): string {
  return withQuery(PAGES[page], query);
}

/** The route pattern of a kind of record's page. */
export type RecordRoute<K extends RecordKind> = `${(typeof RECORD_BASES)[K]}/:id`;

/** The route pattern of a kind of record's page, for the router: `/lawsuits/intimations/:id`. */
export function recordRoute<K extends RecordKind>(kind: K): RecordRoute<K> {
  return `${RECORD_BASES[kind]}/:id`;
}
