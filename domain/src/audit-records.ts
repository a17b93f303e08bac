/**
 * Which record an audit entry belongs to. An entry names the document it wrote (`entity`, a collection) and the
 * record whose history it joins (`recordId`); this table says, for every collection, in which collections that
 * record is looked up, the first holding it naming it; null for the collections no entry ever writes (projections,
 * unique keys, system state). A collection not listed is its own record's: a new section's entries name the
 * document they wrote.
 */
import { COLLECTIONS, SECTIONS, sectionById, type CollectionName, type SectionId } from './policy';

export const AUDIT_RECORD_LOOKUP = {
  office: ['office'],
  team: ['team'],
  clients: ['clients'],
  clientDocuments: null,
  lawsuits: ['lawsuits'],
  movements: ['lawsuits'],
  lawsuitNumbers: null,
  lawsuitLinks: ['lawsuits'],
  events: ['events'],
  appointments: null,
  articles: ['articles'],
  articleSlugs: null,
  faq: ['faq'],
  transactions: ['transactions'],
  // A payment belongs to its lançamento; a transfer's leg to its account.
  payments: ['transactions', 'bankAccounts'],
  bankAccounts: ['bankAccounts'],
  charges: ['charges'],
  financeMonths: null,
  feeAgreements: ['feeAgreements'],
  // One document per office-wide setting (plano de contas, áreas de atuação, the FAQ's order, the second factor's rule).
  settings: ['settings'],
  removalRequests: ['removalRequests'],
  integrations: ['integrations'],
  // A lawsuit's own DataJud update, or the integration's run.
  integrationRuns: ['lawsuits', 'integrations'],
  courtData: ['lawsuits'],
  // A person's work on one intimação, or the run that brought a batch of them.
  intimations: ['intimations', 'integrationRuns'],
  admin: ['admin'],
  audit: null,
  // A conversation is its first message's id.
  messages: ['messages'],
  mailboxes: ['messages'],
  rateLimits: null,
  calendarFeeds: ['calendarFeeds'],
  lawsuitPrazos: null,
  lawsuitCounts: null,
  secretLawsuits: null,
  courtClosures: ['courtClosures'],
  prazoReviews: null,
  notifications: ['notifications'],
  notificationPreferences: ['admin'],
  emailOutbox: null,
  notifierState: null,
  documentTemplates: ['documentTemplates'],
  tasks: ['tasks'],
  taskComments: ['tasks'],
  workflowTemplates: ['workflowTemplates'],
  workflowRuns: ['lawsuits'],
  fileVersions: null,
  secondFactors: ['admin'],
  secondFactorSessions: null,
  timeEntries: ['timeEntries'],
  // A timer's start and stop belong to its person's timer.
  timers: ['timers'],
  hourlyRates: ['hourlyRates'],
  timeMonths: null,
  imports: ['imports'],
  importChunks: null,
  importLayouts: null,
  exports: ['exports'],
  fileImports: ['fileImports'],
  portalAccounts: ['portalAccounts'],
  // A client's messages belong to the lawsuit they are about.
  portalThreads: ['lawsuits'],
  portalMessages: ['lawsuits'],
  // A shared file joins its client's or lawsuit's history; a document request, its client's.
  portalShares: ['clients', 'lawsuits'],
  portalRequests: ['clients'],
  // A request to correct a client's data joins its client's history.
  portalCorrections: ['clients'],
  // Opening a lawsuit to the portal and its updates belong to the lawsuit; a consent to its client account.
  portalCases: ['lawsuits'],
  portalUpdates: ['lawsuits'],
  portalConsents: ['portalAccounts'],
} as const satisfies Partial<Record<CollectionName, readonly CollectionName[] | null>>;

const collections = new Set<string>(Object.values(COLLECTIONS));

/** The collections whose records a section's files attach to (`<prefix>/<recordId>/…`). */
function fileRecordCollections(section: SectionId): readonly CollectionName[] {
  const row = sectionById(section);
  return 'fileRecords' in row ? row.fileRecords : row.collections.slice(0, 1);
}

const sectionIds = new Set<string>(SECTIONS.map((s) => s.id));

/** Where an entry's record is looked up, in order; files by their section's file records. Nothing for a refusal. */
export function auditRecordCandidates(entry: { entity: string; section: string; kind: string }): readonly CollectionName[] {
  if (entry.kind === 'denied') return [];
  if (entry.entity === 'files') return sectionIds.has(entry.section) ? fileRecordCollections(entry.section as SectionId) : [];
  if (Object.hasOwn(AUDIT_RECORD_LOOKUP, entry.entity))
    return (AUDIT_RECORD_LOOKUP as Partial<Record<string, readonly CollectionName[] | null>>)[entry.entity] ?? [];
  return collections.has(entry.entity) ? [entry.entity as CollectionName] : [];
}
