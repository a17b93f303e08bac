import type { LawsuitStatus } from './lawsuits';
import type { EventRecord } from './agenda';
import type { MailboxRecord } from './messages';
import type { TransactionRecord } from './finance';
import type { Listed } from './lists';
import type { PrazoReviewRecord } from './office-calendar';
import { z } from './schema';

export const dashboardInput = z.object({}).strict();

/** The home page: only the parts of sections the caller can read are present. */
export interface DashboardSummary {
  agendaToday?: Listed<EventRecord>[];
  /** Open prazos whose fatal date is today or later, soonest first. */
  deadlines?: Listed<EventRecord>[];
  /** Open prazos whose internal date (the day the office means to file) is today or later, soonest first. */
  internalDeadlines?: Listed<EventRecord>[];
  /** Prazos whose moment passed without being marked done: the most recent few and how many there are. */
  overdueDeadlines?: { count: number; latest: Listed<EventRecord>[] };
  /** Open prazos the court calendar changed ("recalcular"), soonest fatal date first. */
  prazoReviews?: { count: number; latest: Listed<PrazoReviewRecord>[] };
  /** `withoutOpenPrazo`: active lawsuits with no open prazo, for those who also read the Agenda (else null). */
  lawsuits?: { byStatus: Record<LawsuitStatus, number>; withoutOpenPrazo: number | null };
  /** Pending receipts due within 30 days or already past due; `overdue` counts the past-due ones. */
  receivables?: {
    count: number;
    overdue: number;
    totalCentavos: number;
    next: Listed<TransactionRecord>[];
    /** This month's baixas (regime de caixa): what came in and went out. */
    thisMonth: { received: number; paid: number };
  };
  /** The caller's unread threads and the latest lines of their inbox. */
  messages: { unread: number; latest: Listed<MailboxRecord>[] };
}
