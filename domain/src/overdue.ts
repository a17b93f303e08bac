import type { EventRecord } from './agenda';
import type { TransactionRecord } from './records';

// No zod here: pages import these without the schemas.
/** A receipt or expense still pending after its due date (office calendar date `today`, YYYY-MM-DD). */
export function isOverdueTransaction(t: Pick<TransactionRecord, 'status' | 'dueDate'>, today: string): boolean {
  return t.status === 'pendente' && t.dueDate < today;
}

/** A prazo still open after its fatal day ended (an all-day entry ends at the next day's 00:00). */
export function isPastDeadline(e: Pick<EventRecord, 'kind' | 'status' | 'endsAt'>, now: Date = new Date()): boolean {
  return e.kind === 'prazo' && e.status === 'aberto' && e.endsAt <= now.toISOString();
}
