/**
 * Segredo de justiça. CPC art. 189 lists the cases that run under it (family matters, intimacy, arbitration
 * with confidentiality; also ECA art. 143 for children and adolescents); inside the office the product keeps
 * such a lawsuit to its responsible lawyers and the administrators. Everyone else with Processos neither
 * opens it nor meets its number, parties or subject anywhere: lists, counts, search, feeds, notifications,
 * finance and agenda labels, the audit log.
 */

import type { CollectionRecords } from './collection-types';
import type { CollectionName, Section } from './policy';

/** The audience of a lawsuit every reader of Processos sees. */
export const EVERYONE = '*';

/** The form's words and the badge. */
export const CONFIDENTIAL_LABEL = 'Segredo de justiça';

/** What a label becomes for someone who may not see the lawsuit (feeds, finance, agenda, audit). */
export const HIDDEN_LAWSUIT_LABEL = 'Processo em segredo de justiça';

export interface Viewer {
  uid: string;
  admin: boolean;
}

type Secrecy = { confidential?: boolean; responsibleLawyerIds: readonly string[] };

/**
 * Who sees a lawsuit, stored on it (`audience`) and on its list projection: one array field the list asks with
 * `array-contains-any [EVERYONE, uid]`. Administrators see every lawsuit and are not listed.
 */
export function lawsuitAudience(l: Secrecy): string[] {
  return l.confidential ? [...new Set(l.responsibleLawyerIds)] : [EVERYONE];
}

/**
 * `secretLawsuits/all`: every lawsuit under segredo with its responsible lawyers, kept by the lawsuit's write
 * owner, so who may not see which lawsuit is one read (the intimações' inbox and the home page's card) instead of
 * a query of every lawsuit under segredo. About 80 bytes a lawsuit: some 12,000 of them fit in one document.
 */
export interface SecretLawsuitsRecord {
  lawyers: Record<string, string[]>;
}

export const SECRET_LAWSUITS_ID = 'all';

/** The lawsuits under segredo `viewer` may not see. */
export function lawsuitsHiddenFrom(viewer: Viewer, secret: SecretLawsuitsRecord): string[] {
  return Object.entries(secret.lawyers).flatMap(([id, lawyers]) => (seesLawsuit(viewer, { confidential: true, responsibleLawyerIds: lawyers }) ? [] : [id]));
}

/** Whether `viewer` (who reads Processos) may see the lawsuit. Records from before the flag are public. */
export function seesLawsuit(viewer: Viewer, l: Secrecy): boolean {
  return !l.confidential || viewer.admin || l.responsibleLawyerIds.includes(viewer.uid);
}

/** The audience values a list filters by for `viewer`; null for an administrator, who sees all. */
export function audienceFilterOf(viewer: Viewer): string[] | null {
  return viewer.admin ? null : [EVERYONE, viewer.uid];
}

/** A lawsuit saved under segredo must stay visible to whoever saves it: the form says so before saving. */
export const CONFIDENTIAL_SELF_MESSAGE =
  'Em segredo de justiça, só os advogados responsáveis e os administradores veem o processo: inclua-se entre os responsáveis.';

/**
 * How the security rules find the lawsuits whose segredo covers a collection's documents, for every collection
 * a client SDK may read (a new section collection does not compile until it is placed here). The rules read no
 * field with a default: a list must constrain every field the rule reads, or the rules engine refuses it.
 */
export type LawsuitLink =
  /** The lawsuit itself: a list asks `audience array-contains-any [EVERYONE, uid]`, as the callables' lists do. */
  | { kind: 'self'; why: string }
  /** Fields holding a lawsuit id or null: each must be visible, so a list pins each (`==` or `in`). */
  | { kind: 'fields'; fields: readonly string[]; why: string }
  /** A field holding the id (or null) of a record whose own `lawsuitId` decides: a list pins that field. */
  | { kind: 'via'; field: string; collection: CollectionName; why: string }
  /**
   * A list field holding every lawsuit the document names (documentLawsuitIds): each must be visible. The rules
   * cannot loop, so past MAX_RULE_LAWSUITS ids, and in any list, only an administrator reads it directly.
   */
  | { kind: 'ids'; field: 'lawsuitIds'; why: string }
  /** Nothing of a lawsuit is stored on these documents. */
  | { kind: 'none'; why: string };

const NO_LAWSUIT = { kind: 'none', why: 'nothing of a lawsuit is stored here' } as const;

/**
 * How many lawsuit ids a document may name and still be read directly by someone other than an administrator:
 * each costs the rules one read of a lawsuit, within the ten a request may make (the staff record and the
 * second factor's three take four).
 */
export const MAX_RULE_LAWSUITS = 3;

/** A document's `lawsuitIds`: each lawsuit it names once, in the order first named. */
export function documentLawsuitIds(ids: readonly (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => !!id))];
}
const OWN_LAWSUIT = (why: string) => ({ kind: 'fields', fields: ['lawsuitId'], why }) as const;

type SectionCollection = Section['collections'][number];
/** The section collections whose records carry a lawsuitId (or any field, untyped): they must declare their link. */
type CarriesLawsuitId = { [C in SectionCollection]: 'lawsuitId' extends keyof CollectionRecords[C] ? C : never }[SectionCollection];

export const LAWSUIT_LINKS = {
  office: NO_LAWSUIT,
  team: NO_LAWSUIT,
  clients: { kind: 'none', why: 'a client names no lawsuit: the lawsuits point at their clients' },
  clientDocuments: NO_LAWSUIT,
  lawsuits: { kind: 'self', why: 'a list asks by audience, as lawsuits-list does; a get is checked on the document' },
  movements: OWN_LAWSUIT("andamentos are the lawsuit's: read one at a time or by lawsuitId"),
  lawsuitNumbers: OWN_LAWSUIT('the id is the CNJ number: read one at a time or by lawsuitId'),
  lawsuitLinks: {
    kind: 'fields',
    fields: ['fromId', 'toId'],
    why: 'both ends must be visible: a list would pin both, so in practice they are read one at a time',
  },
  courtData: OWN_LAWSUIT('what DataJud says of the lawsuit: read one at a time or by lawsuitId'),
  intimations: OWN_LAWSUIT('the text names the lawsuit: read one at a time or by lawsuitId (null: a lawsuit the office lacks)'),
  events: OWN_LAWSUIT('an entry keeps its lawsuit and client: read one at a time or by lawsuitId (null: none)'),
  appointments: NO_LAWSUIT,
  tasks: OWN_LAWSUIT('a task keeps its lawsuit and client: read one at a time or by lawsuitId (null: none)'),
  taskComments: { kind: 'via', field: 'taskId', collection: 'tasks', why: "a comment speaks of its task's lawsuit: read by taskId" },
  workflowRuns: OWN_LAWSUIT("a run is the lawsuit's work: read one at a time or by lawsuitId"),
  articles: NO_LAWSUIT,
  articleSlugs: NO_LAWSUIT,
  faq: NO_LAWSUIT,
  transactions: OWN_LAWSUIT("a lançamento keeps its lawsuit's label: read one at a time or by lawsuitId (null: none)"),
  payments: {
    kind: 'via',
    field: 'transactionId',
    collection: 'transactions',
    why: 'a baixa belongs to its lançamento: read by transactionId (null: a transfer)',
  },
  bankAccounts: NO_LAWSUIT,
  feeAgreements: {
    kind: 'ids',
    field: 'lawsuitIds',
    why: "an agreement keeps its lawsuit's label and its results' lawsuits: read one at a time (lawsuitIds)",
  },
  charges: { kind: 'ids', field: 'lawsuitIds', why: "a charge copies its lançamentos' descriptions: read one at a time (lawsuitIds)" },
  financeMonths: { kind: 'none', why: 'sums per month, nothing of a lawsuit' },
  settings: NO_LAWSUIT,
  removalRequests: NO_LAWSUIT,
  courtClosures: NO_LAWSUIT,
  documentTemplates: NO_LAWSUIT,
  workflowTemplates: NO_LAWSUIT,
  integrations: NO_LAWSUIT,
  integrationRuns: OWN_LAWSUIT('a run of one lawsuit names it; office-wide runs keep lawsuit ids, never numbers'),
  timeEntries: OWN_LAWSUIT('an entry keeps its lawsuit and client: read one at a time or by lawsuitId (null: none)'),
  hourlyRates: NO_LAWSUIT,
} as const satisfies Partial<Record<SectionCollection, LawsuitLink>> & Record<CarriesLawsuitId, LawsuitLink>;

/**
 * How the rules find a section collection's lawsuit. A collection whose records carry a `lawsuitId` must be listed
 * (it does not compile otherwise); one not listed holds nothing of a lawsuit.
 */
export function lawsuitLinkOf(collection: SectionCollection): LawsuitLink {
  return (LAWSUIT_LINKS as Partial<Record<SectionCollection, LawsuitLink>>)[collection] ?? NO_LAWSUIT;
}
