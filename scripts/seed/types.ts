import type { CollectionName, COLLECTIONS, RecordOf } from '@office/domain';

/** What the seed leaves empty: written only by the app (audit, rate limits, removal requests) or not used yet. */
type Unseeded =
  typeof COLLECTIONS.audit | typeof COLLECTIONS.rateLimits | typeof COLLECTIONS.removalRequests | typeof COLLECTIONS.appointments | typeof COLLECTIONS.settings;

/** emulator-data/seed/office.json: collection -> id -> data (dates as tokens, see resolve-dates.ts). Uniqueness keys included. */
export type SeedDataSet = { [N in Exclude<CollectionName, Unseeded>]: Record<string, RecordOf<N>> };
