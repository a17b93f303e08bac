import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { collectingMail } from '../platform/mail-now';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import { sendNow } from './outbox';

/** How long a request waits for its "Na hora" e-mails before answering; what is not sent by then still goes. */
const MAIL_WAIT_MS = 1500;

/**
 * Runs a request's work and then sends the e-mails it wrote for people who want them at once
 * (platform/mail-now.ts), so "Na hora" is seconds and not the scheduler's next pass. The sending never fails the
 * request: an e-mail not sent here stays in the outbox for the pass.
 */
export async function withMailSent<T>(work: () => Promise<T>): Promise<T> {
  const { result, outboxIds } = await collectingMail(work);
  if (outboxIds.length === 0) return result;
  const sending = (async () => {
    const store = typedStores(await stores()).documents;
    await sendNow(store, outboxIds, { runId: `call-${randomUUID()}`, now: new Date().toISOString() });
  })().catch((error: unknown) => logger.warn('mail-now', { error: error instanceof Error ? error.message : String(error) }));
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, MAIL_WAIT_MS).unref())]);
  return result;
}
