import type { EventRecord, TransactionRecord } from './records';

// No zod here: pages import these without the schemas.
/** A receipt or expense still pending after its due date (office calendar date `today`, YYYY-MM-DD). */
export function isOverdueTransaction(t: Pick<TransactionRecord, 'status' | 'dueDate'>, today: string): boolean {
  return t.status === 'pendente' && t.dueDate < today;
}

/** A prazo whose moment passed without being marked done. */
export function isPastDeadline(e: Pick<EventRecord, 'kind' | 'done' | 'startsAt'>, now: Date = new Date()): boolean {
  return e.kind === 'prazo' && !e.done && e.startsAt < now.toISOString();
}
