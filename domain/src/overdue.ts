import type { EventRecord } from './agenda';

// No zod here: pages import these without the schemas.
/** A prazo still open after its fatal day ended (an all-day entry ends at the next day's 00:00). */
export function isPastDeadline(e: Pick<EventRecord, 'kind' | 'status' | 'endsAt'>, now: Date = new Date()): boolean {
  return e.kind === 'prazo' && e.status === 'aberto' && e.endsAt <= now.toISOString();
}
