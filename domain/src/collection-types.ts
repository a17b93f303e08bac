/**
 * What each collection stores: the type of `data` for every name in `COLLECTIONS`. The functions'
 * typed store reads this map, so `get(COLLECTIONS.clients, id)` yields a `ClientRecord` without casts.
 */
import type { AuditKind, AuditSection } from './audit';
import type { StaffRecord } from './claims';
import type { EventRecord, EventSchedule } from './agenda';
import type { TaskCommentRecord, TaskRecord } from './tasks';
import type { WorkflowRunRecord, WorkflowTemplateRecord } from './workflows';
import type { CalendarFeedRecord } from './calendar-feed';
import type { ClientRecord } from './clients';
import type { DocumentTemplateRecord } from './document-templates';
import type { FileVersionClaimRecord } from './file-records';
import type { SecondFactorRecord, SecondFactorSessionRecord } from './second-factor';
import type { LawsuitRecord } from './lawsuits';
import type { LawsuitCountsRecord, LawsuitPrazosRecord } from './lawsuit-prazos';
import type { LawsuitLinkRecord } from './lawsuit-links';
import type { SecretLawsuitsRecord } from './lawsuit-secrecy';
import type { OfficeClosureRecord, PrazoReviewRecord } from './office-calendar';
import type { CollectionName } from './policy';
import type { MovementRecord, OfficeProfile, RemovalRequestRecord } from './records';
import type { CourtDataRecord, IntegrationRecord, IntegrationRunRecord, IntimationRecord } from './integrations';
import type { ArticleRecord } from './articles';
import type { FaqRecord } from './faq';
import type { TeamMemberRecord } from './team';
import type { MailboxRecord, MessageRecord } from './messages';
import type { BankAccountRecord, PaymentRecord, TransactionRecord } from './finance';
import type { FinanceMonthRecord } from './finance-rollup';
import type { FeeAgreementRecord } from './fee-agreements';
import type { ChargeRecord } from './charges';
import type { HourlyRatesRecord, TimeEntryRecord, TimeMonthRecord, TimerRecord } from './timesheet';
import type { ImportChunkRecord, ImportJobRecord, ImportLayoutRecord } from './imports';
import type { ExportRecord } from './exports';
import type { FileImportRecord } from './file-imports';
import type { PortalAccountRecord } from './portal';
import type { PortalMessageRecord, PortalThreadRecord } from './portal-messages';
import type { PortalRequestRecord, PortalShareRecord } from './portal-documents';
import type { PortalCorrectionRecord } from './portal-corrections';
import type { PortalCaseRecord, PortalConsentRecord, PortalUpdateRecord } from './portal-cases';
import type { NotificationPreferencesRecord, NotificationRecord, NotifierStateRecord, OutboxRecord } from './notifications';

/** One audit entry: who did what to which record, and which fields changed (never their values). */
export interface AuditRecord {
  /** ISO instant. */
  at: string;
  /** Who did it: a uid, or "anonymous" for a visitor of the public pages who is not signed in. */
  actor: string;
  section: AuditSection;
  /** What was done ("clients.update"), or "denied.<reason>" for a refused write. */
  action: string;
  /** The collection of the document written (a movement, a file), or "callable" for a refused write. */
  entity: string;
  entityId: string;
  /**
   * The record whose history this entry belongs to: the client, lawsuit or person itself, a movement's
   * lawsuit, a file's record. A detail page's "Histórico" lists the entries with its id here.
   */
  recordId: string;
  kind: AuditKind;
  changedFields: string[];
  /**
   * An agenda entry's old and new times when they changed: the entry's history says "remarcado de … para …".
   * Times are kept (unlike other values) because they carry no personal data and are the point of the history.
   */
  moved?: { from: EventSchedule; to: EventSchedule };
}

/** A fixed-window counter (see the functions' rate limiter); ids are hashes, never an IP or e-mail. */
export interface RateLimitRecord {
  count: number;
  /** ISO instant after which the window is over. */
  expiresAt: string;
}

/** Records no code reads by field yet. */
type Untyped = Record<string, unknown>;

/** Collection name (the value in `COLLECTIONS`) → stored record type. */
export interface CollectionRecords {
  office: OfficeProfile;
  team: TeamMemberRecord;
  clients: ClientRecord;
  clientDocuments: { clientId: string };
  lawsuits: LawsuitRecord;
  movements: MovementRecord;
  lawsuitNumbers: { lawsuitId: string };
  events: EventRecord;
  appointments: Untyped;
  articles: ArticleRecord;
  articleSlugs: { articleId: string };
  faq: FaqRecord;
  transactions: TransactionRecord;
  feeAgreements: FeeAgreementRecord;
  payments: PaymentRecord;
  bankAccounts: BankAccountRecord;
  charges: ChargeRecord;
  financeMonths: FinanceMonthRecord;
  settings: Untyped;
  removalRequests: RemovalRequestRecord;
  integrations: IntegrationRecord;
  integrationRuns: IntegrationRunRecord;
  courtData: CourtDataRecord;
  intimations: IntimationRecord;
  admin: StaffRecord;
  audit: AuditRecord;
  messages: MessageRecord;
  mailboxes: MailboxRecord;
  rateLimits: RateLimitRecord;
  calendarFeeds: CalendarFeedRecord;
  lawsuitPrazos: LawsuitPrazosRecord;
  lawsuitLinks: LawsuitLinkRecord;
  lawsuitCounts: LawsuitCountsRecord;
  secretLawsuits: SecretLawsuitsRecord;
  courtClosures: OfficeClosureRecord;
  prazoReviews: PrazoReviewRecord;
  notifications: NotificationRecord;
  notificationPreferences: NotificationPreferencesRecord;
  emailOutbox: OutboxRecord;
  notifierState: NotifierStateRecord;
  documentTemplates: DocumentTemplateRecord;
  tasks: TaskRecord;
  taskComments: TaskCommentRecord;
  workflowTemplates: WorkflowTemplateRecord;
  workflowRuns: WorkflowRunRecord;
  fileVersions: FileVersionClaimRecord;
  secondFactors: SecondFactorRecord;
  secondFactorSessions: SecondFactorSessionRecord;
  timeEntries: TimeEntryRecord;
  timers: TimerRecord;
  hourlyRates: HourlyRatesRecord;
  timeMonths: TimeMonthRecord;
  imports: ImportJobRecord;
  importChunks: ImportChunkRecord;
  importLayouts: ImportLayoutRecord;
  exports: ExportRecord;
  fileImports: FileImportRecord;
  portalAccounts: PortalAccountRecord;
  portalThreads: PortalThreadRecord;
  portalMessages: PortalMessageRecord;
  portalShares: PortalShareRecord;
  portalRequests: PortalRequestRecord;
  portalCorrections: PortalCorrectionRecord;
  portalCases: PortalCaseRecord;
  portalUpdates: PortalUpdateRecord;
  portalConsents: PortalConsentRecord;
}

/** The stored record type of a collection. */
export type RecordOf<N extends CollectionName> = CollectionRecords[N];

// Compile-time check both ways: every collection has a record type, and no record type names an unknown collection.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const COLLECTION_RECORDS_COMPLETE: Same<CollectionName, keyof CollectionRecords> = true;
