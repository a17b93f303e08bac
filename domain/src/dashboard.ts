import type { LawsuitStatus } from './lawsuits';
import type { EventRecord } from './agenda';
import type { MailboxRecord } from './messages';
import type { TransactionRecord } from './finance';
import type { Listed } from './lists';
import type { PrazoReviewRecord } from './office-calendar';
import type { IntimationRecord } from './integrations';
import type { CaptureAlert } from './capture';
import type { WorkItem } from './tasks';
import { daysBetween, type CalendarDate } from './dates';
import { z } from './schema';

/** "Meus": entries I take part in and prazos of lawsuits I am responsible for; "Escritório": everyone's. */
export const DASHBOARD_SCOPES = ['meus', 'escritorio'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

export const dashboardInput = z.object({ scope: z.enum(DASHBOARD_SCOPES, 'Visão inválida').default('meus') }).strict();

/** How pressing an open prazo is, for the home page's order: its group, the date it sorts by, and what to say. */
export interface PrazoUrgency {
  /** 0: the fatal date is today, or the internal date passed with the fatal date still ahead; 1: the rest. */
  group: 0 | 1;
  sortDate: CalendarDate;
  /** "Prazo interno vencido — fatal amanhã", "Fatal hoje"; null when neither. */
  flag: string | null;
}

/**
 * An open prazo whose fatal date is `today` or later. The office works to the internal date; once that passed,
 * the prazo goes on top until done, however far the fatal date is, and a fatal date today is never below another.
 */
export function prazoUrgency(e: Pick<EventRecord, 'date' | 'prazo'>, today: CalendarDate): PrazoUrgency {
  const fatal = e.date;
  const internal = e.prazo && e.prazo.internalDate < fatal ? e.prazo.internalDate : fatal;
  const days = daysBetween(today, fatal);
  const when = days === 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${days} dias`;
  if (internal < today) return { group: 0, sortDate: fatal, flag: `Prazo interno vencido — fatal ${when}` };
  if (fatal === today) return { group: 0, sortDate: fatal, flag: 'Fatal hoje' };
  return { group: 1, sortDate: internal, flag: null };
}

/** Open prazos still ahead (fatal date today or later), most urgent first; ties by fatal date, then title. */
export function byUrgency<E extends Pick<EventRecord, 'date' | 'prazo' | 'title'>>(events: readonly E[], today: CalendarDate): E[] {
  const ranked = events.filter((e) => e.date >= today).map((e) => ({ e, u: prazoUrgency(e, today) }));
  ranked.sort(
    (a, b) =>
      a.u.group - b.u.group || a.u.sortDate.localeCompare(b.u.sortDate) || a.e.date.localeCompare(b.e.date) || a.e.title.localeCompare(b.e.title, 'pt-BR'),
  );
  return ranked.map((r) => r.e);
}

/** How many of "Meu trabalho"'s items the home page's card shows (the summary brings them). */
export const MY_WORK_ON_DASHBOARD = 5;

/** The home page: only the parts of sections the caller can read are present. */
export interface DashboardSummary {
  scope: DashboardScope;
  agendaToday?: Listed<EventRecord>[];
  /** Open prazos whose fatal date is today or later, by urgency (see byUrgency), and how many there are. */
  prazos?: { next: Listed<EventRecord>[]; open: number };
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
  /** The caller's unread threads and the latest lines of their inbox (the menu's badge reads `unread` on the home page). */
  messages: { unread: number; latest: Listed<MailboxRecord>[] };
  /** The caller's unread notifications: the bell's badge on the home page, without a call of its own. */
  notifications: { unread: number };
  /** "Meu trabalho"'s most urgent items (MY_WORK_ON_DASHBOARD), in "Meus" for who reads the Agenda: the card's content. */
  myWork?: WorkItem[];
  /** Intimações nobody treated yet, for who reads Processos: the caller's in "Meus" (administrators: the office's), else the office's. */
  untreatedIntimations?: UntreatedIntimations & { mine: boolean };
  /** The court sources the office cannot trust to be complete right now (the DJEN for Processos, DataJud for Integrações). */
  capture?: CaptureAlert[];
}

/**
 * The home page's "Intimações a tratar": how many are not treated yet (a tratar or forwarded and waiting), and the
 * oldest few by availability on the DJEN, oldest first. Mine: forwarded to the caller or of lawsuits they are
 * responsible for; else the office's.
 */
export interface UntreatedIntimations {
  untreated: number;
  oldest: Listed<IntimationRecord>[];
  /**
   * While the DJEN capture is failing or stale: what is known and since when (the alert's `since`, the last good
   * read; null: never read). The card then says "Nenhuma intimação a tratar até <since> — …", never a plain "nenhuma".
   * Null while the capture is current (absent in answers older than it).
   */
  capture?: CaptureAlert | null;
}
