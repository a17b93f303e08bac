import type { LawsuitStatus } from './lawsuits';
import type { EventRecord, MessageRecord, TransactionRecord } from './records';
import type { Listed } from './lists';
import { z } from './schema';

export const dashboardInput = z.object({}).strict();

/** The home page: only the parts of sections the caller can read are present. */
export interface DashboardSummary {
  agendaToday?: Listed<EventRecord>[];
  deadlines?: Listed<EventRecord>[];
  lawsuits?: { byStatus: Record<LawsuitStatus, number> };
  receivables?: { count: number; totalCentavos: number; next: Listed<TransactionRecord>[] };
  messages: { unread: number; latest: Listed<MessageRecord>[] };
}
