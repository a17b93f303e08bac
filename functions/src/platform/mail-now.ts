/**
 * E-mails a call made to go "Na hora": produce.ts notes each outbox entry it writes for a person who wants that
 * kind at once, and the request sends those entries once its writes are stored (notifications/mail-soon.ts), instead of
 * leaving them to the next pass of the scheduler (every 5 minutes). Request-scoped (AsyncLocalStorage): one
 * instance serves many calls at once, and each sends only its own. An entry the call noted but did not commit
 * (a transaction retried or refused) is simply not found.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const noted = new AsyncLocalStorage<Set<string>>();

/** Runs `work`, collecting the outbox entries it notes. */
export async function collectingMail<T>(work: () => Promise<T>): Promise<{ result: T; outboxIds: string[] }> {
  const ids = new Set<string>();
  const result = await noted.run(ids, work);
  return { result, outboxIds: [...ids] };
}

/** An outbox entry to send as soon as the current call is done (outside a call: the scheduler's pass sends it). */
export function noteImmediateMail(outboxId: string): void {
  noted.getStore()?.add(outboxId);
}
