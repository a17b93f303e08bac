import type { CollectionName, COLLECTIONS, RecordOf } from '@office/domain';

/**
 * What the seed leaves empty: written only by the app (audit, rate limits, removal requests, calendar feed
 * secrets, the office's court closures and the prazos they flag, and everything the court integrations
 * store: their configuration, runs, imports and intimações, which exist only once someone configures or
 * runs them; the notifier's notifications, outbox and marks, and the preferences people save), not used yet, or computed by the loader
 * from the rest (the open-prazo projection, the lawsuits' counts and Financeiro's monthly rollups).
 */
type Unseeded =
  | typeof COLLECTIONS.audit
  | typeof COLLECTIONS.rateLimits
  | typeof COLLECTIONS.removalRequests
  | typeof COLLECTIONS.appointments
  | typeof COLLECTIONS.calendarFeeds
  | typeof COLLECTIONS.lawsuitPrazos
  | typeof COLLECTIONS.lawsuitCounts
  | typeof COLLECTIONS.courtClosures
  | typeof COLLECTIONS.prazoReviews
  | typeof COLLECTIONS.financeMonths
  | typeof COLLECTIONS.integrations
  | typeof COLLECTIONS.integrationRuns
  | typeof COLLECTIONS.courtData
  | typeof COLLECTIONS.intimations
  | typeof COLLECTIONS.notifications
  | typeof COLLECTIONS.notificationPreferences
  | typeof COLLECTIONS.emailOutbox
  | typeof COLLECTIONS.notifierState;

/** emulator-data/seed/office.json: collection -> id -> data (dates as tokens, see resolve-dates.ts). Uniqueness keys included. */
export type SeedDataSet = { [N in Exclude<CollectionName, Unseeded>]: Record<string, SeedRecord<N>> };

/** Derived fields (the search prefixes) are not in the seed file: the loader computes them (functions/src/platform/derived.ts). */
export type SeedRecord<N extends CollectionName> = N extends typeof COLLECTIONS.clients | typeof COLLECTIONS.lawsuits
  ? Omit<RecordOf<N>, 'searchWords'>
  : RecordOf<N>;
