import type { CollectionName, COLLECTIONS, RecordOf } from '@office/domain';

/**
 * What the seed fills: the office's own records and their uniqueness keys. Everything else starts empty: what
 * only the app writes (audit, rate limits, removal requests, calendar feed secrets, the office's court closures
 * and the prazos they flag, the court integrations' configuration, runs, imports and intimações, the notifier's
 * records and people's preferences), what the loader computes from the rest (the open-prazo projection, the
 * lawsuits' counts and Financeiro's monthly rollups), and any collection a new section adds until its seed is
 * written.
 */
type Seeded =
  | typeof COLLECTIONS.staff
  | typeof COLLECTIONS.office
  | typeof COLLECTIONS.clients
  | typeof COLLECTIONS.lawsuits
  | typeof COLLECTIONS.movements
  | typeof COLLECTIONS.events
  | typeof COLLECTIONS.transactions
  | typeof COLLECTIONS.payments
  | typeof COLLECTIONS.bankAccounts
  | typeof COLLECTIONS.charges
  | typeof COLLECTIONS.feeAgreements
  | typeof COLLECTIONS.articles
  | typeof COLLECTIONS.articleSlugs
  | typeof COLLECTIONS.faq
  | typeof COLLECTIONS.messages
  | typeof COLLECTIONS.mailboxes
  | typeof COLLECTIONS.team
  | typeof COLLECTIONS.settings
  | typeof COLLECTIONS.clientDocuments
  | typeof COLLECTIONS.lawsuitNumbers
  | typeof COLLECTIONS.tasks
  | typeof COLLECTIONS.workflowTemplates
  | typeof COLLECTIONS.timeEntries
  | typeof COLLECTIONS.hourlyRates
  | typeof COLLECTIONS.portalAccounts
  | typeof COLLECTIONS.portalCases
  | typeof COLLECTIONS.portalUpdates
  | typeof COLLECTIONS.portalConsents;

/** emulator-data/seed/office.json: collection -> id -> data (dates as tokens, see resolve-dates.ts). Uniqueness keys included. */
export type SeedDataSet = { [N in Seeded]: Record<string, SeedRecord<N>> };

/**
 * Derived fields are not in the seed file: the loader computes them (scripts/lib/derived.ts): the search prefixes,
 * a client's conflict-check key, a lawsuit's client ids, pole and opposing parties' keys.
 */
export type SeedRecord<N extends CollectionName> = N extends typeof COLLECTIONS.clients
  ? Omit<RecordOf<N>, 'searchWords' | 'partyKey'>
  : N extends typeof COLLECTIONS.lawsuits
    ? Omit<RecordOf<N>, 'searchWords' | 'clientIds' | 'clientSide' | 'opposingKeys' | 'audience' | 'confidential'> & { confidential?: boolean }
    : N extends typeof COLLECTIONS.events | typeof COLLECTIONS.transactions
      ? Omit<RecordOf<N>, 'searchWords'>
      : N extends typeof COLLECTIONS.tasks
        ? Omit<RecordOf<N>, 'searchWords' | 'people' | 'dueSort' | 'open'>
        : N extends typeof COLLECTIONS.timeEntries
          ? Omit<RecordOf<N>, 'month'>
          : RecordOf<N>;
