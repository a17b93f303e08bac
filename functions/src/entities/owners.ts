/**
 * Who may write what: each owned collection (by its COLLECTIONS key) and the one module (a folder, or a file) of functions/src that writes it.
 * Every other layer hands its change to the owner, which adds what the change takes (audit entries, unique keys,
 * projections, notices). `ownership.test.ts` scans functions/src and fails on a write outside its owner.
 */
import type { COLLECTIONS } from '@office/domain';

export const OWNERS = {
  lawsuits: 'entities/lawsuits',
  // The CNJ number's unique key, the "sem prazo aberto" and "último andamento" projections, the office's counts.
  lawsuitNumbers: 'entities/lawsuits',
  lawsuitPrazos: 'entities/lawsuits',
  lawsuitCounts: 'entities/lawsuits',
  // Who may not see which lawsuit under segredo (secretLawsuits/all).
  secretLawsuits: 'entities/lawsuits',
  clients: 'entities/clients',
  clientDocuments: 'entities/clients',
  transactions: 'entities/finance',
  payments: 'entities/finance',
  financeMonths: 'entities/finance',
  staff: 'entities/staff',
  events: 'entities/agenda',
  prazoReviews: 'entities/agenda',
  tasks: 'entities/tasks',
  taskComments: 'entities/tasks',
  movements: 'entities/movements',
  // Time entries, the running timers, the rate table and the entries' monthly rollups.
  timeEntries: 'entities/timesheet',
  timers: 'entities/timesheet',
  hourlyRates: 'entities/timesheet',
  timeMonths: 'entities/timesheet',
  // Exportações: the job records; their archives are files under exports/.
  exports: 'entities/exports',
  // Portal do cliente: the client accounts, with their claims.
  portalAccounts: 'entities/portal',
  // Portal do cliente: the client's message threads per lawsuit and their messages.
  portalThreads: 'entities/portal',
  portalMessages: 'entities/portal',
  // Portal do cliente: shared file versions and document requests.
  portalShares: 'entities/portal-documents',
  portalRequests: 'entities/portal-documents',
  // Portal do cliente, LGPD: a client's requests to correct their data.
  portalCorrections: 'entities/portal-corrections',
  // Portal do cliente: lawsuits opened to the portal, their updates, and the accounts' consent to e-mail notices.
  portalCases: 'entities/portal',
  portalUpdates: 'entities/portal',
  portalConsents: 'entities/portal',
  audit: 'platform/audit.ts',
} as const satisfies Partial<Record<keyof typeof COLLECTIONS, string>>;

export type OwnedCollection = keyof typeof OWNERS;
