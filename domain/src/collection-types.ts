/**
 * What each collection stores: the type of `data` for every name in `COLLECTIONS`. The functions'
 * typed store reads this map, so `get(COLLECTIONS.clients, id)` yields a `ClientRecord` without casts.
 */
import type { StaffRecord } from './claims';
import type { ClientRecord } from './clients';
import type { LawsuitRecord } from './lawsuits';
import type { CollectionName, SectionId } from './policy';
import type {
  ArticleRecord,
  EventRecord,
  FaqRecord,
  IntegrationRecord,
  MessageRecord,
  MovementRecord,
  OfficeProfile,
  RemovalRequestRecord,
  TransactionRecord,
} from './records';

/** One audit entry: who did what to which record, and which fields changed (never their values). */
export interface AuditRecord {
  /** ISO instant. */
  at: string;
  /** Who did it: a uid, or "system" for seeds and triggers. */
  actor: string;
  section: SectionId | 'staff' | 'public';
  action: string;
  entity: string;
  entityId: string;
  changedFields: string[];
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
  clients: ClientRecord;
  clientDocuments: { clientId: string };
  lawsuits: LawsuitRecord;
  movements: MovementRecord;
  lawsuitNumbers: { lawsuitId: string };
  events: EventRecord;
  appointments: Untyped;
  articles: ArticleRecord;
  faq: FaqRecord;
  transactions: TransactionRecord;
  settings: Untyped;
  removalRequests: RemovalRequestRecord;
  integrations: IntegrationRecord;
  admin: StaffRecord;
  audit: AuditRecord;
  messages: MessageRecord;
  rateLimits: RateLimitRecord;
}

/** The stored record type of a collection. */
export type RecordOf<N extends CollectionName> = CollectionRecords[N];

// Compile-time check both ways: every collection has a record type, and no record type names an unknown collection.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const COLLECTION_RECORDS_COMPLETE: Same<CollectionName, keyof CollectionRecords> = true;
