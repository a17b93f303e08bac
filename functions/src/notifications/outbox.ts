/**
 * The outbox, the one sender of e-mail. An entry is claimed (pendente → enviando, with a lapse time) in a
 * transaction, so of concurrent senders exactly one holds it; the holder renders it, hands it to the SMTP server
 * and marks it sent. A sender that dies holding a claim leaves it to lapse and be taken again: nothing is lost.
 *
 * The one gap no sender can close over SMTP: dying after the server accepted the message and before the mark is
 * written sends it again after the lapse. The Message-ID is the entry's own (`<entry@host>`), the same on every
 * attempt, so mail clients and servers that de-duplicate by it show one.
 */
import {
  addDays,
  CLAIM_MS,
  COLLECTIONS,
  MAX_EMAIL_ATTEMPTS,
  OFFICE_PROFILE_ID,
  officeDate,
  pendingOutbox,
  workingNoticesDue,
  type NotificationRecord,
  type OutboxRecord,
} from '@office/domain';
import { mailerConfigured, sendMail } from '../platform/mailer';
import { ConflictError } from '../store/errors';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';
import { digestEmail, notificationEmail, type RenderedEmail } from './email';
import { renderPortalUpdateEmail } from './portal-update-email';

type Store = TypedDocumentStore;
const later = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

/** Most entries one pass sends; the rest wait for the next pass. */
const SEND_BATCH = 100;
/** Most notifications one digest carries (a person with more gets the rest the next day). */
export const DIGEST_MAX_ITEMS = 200;

export interface SendOptions {
  runId: string;
  now: string;
  /** Tests: called once the pass holds its claims, before anything is sent (a test kills the process there). */
  afterClaim?: (claimed: number) => Promise<void>;
}

/**
 * Builds each person's digest that is due: at or after 07:00, the notifications waiting for a digest of today or
 * earlier go into `d_<uid>_<today>` in one transaction that also takes them off the waiting list, so a digest is
 * made once and nothing is in two. One that arrives after today's digest was made waits for tomorrow's.
 */
export async function buildDigests(store: Store, now: string): Promise<number> {
  if (!workingNoticesDue(now)) return 0;
  const today = officeDate(new Date(now));
  const waiting = await store.list(COLLECTIONS.notifications, {
    where: [
      { field: 'pendingDigest', op: '==', value: true },
      { field: 'digestDay', op: '<=', value: today },
    ],
    orderBy: [{ field: 'digestDay' }],
    limit: 500,
  });
  let built = 0;
  for (const uid of new Set(waiting.docs.map((d) => d.data.recipientId))) {
    const made = await store.transact(async (tx) => {
      const id = `d_${uid}_${today}`;
      const [existing, items] = await Promise.all([
        tx.get(COLLECTIONS.emailOutbox, id),
        tx.list(COLLECTIONS.notifications, {
          where: [
            { field: 'recipientId', op: '==', value: uid },
            { field: 'pendingDigest', op: '==', value: true },
            { field: 'digestDay', op: '<=', value: today },
          ],
          orderBy: [{ field: 'digestDay' }],
          limit: DIGEST_MAX_ITEMS,
        }),
      ]);
      if (items.docs.length === 0) return { ops: [], result: false };
      if (existing) {
        const tomorrow = addDays(today, 1);
        return {
          ops: items.docs.map((d) => ({
            kind: 'update' as const,
            collection: COLLECTIONS.notifications,
            id: d.id,
            expectedVersion: d.version,
            patch: { digestDay: tomorrow },
          })),
          result: false,
        };
      }
      return {
        ops: [
          {
            kind: 'create' as const,
            collection: COLLECTIONS.emailOutbox,
            id,
            data: pendingOutbox(
              uid,
              items.docs.map((d) => d.id),
              today,
              now,
            ),
          },
          ...items.docs.map((d) => ({
            kind: 'update' as const,
            collection: COLLECTIONS.notifications,
            id: d.id,
            expectedVersion: d.version,
            patch: { pendingDigest: false },
          })),
        ],
        result: true,
      };
    });
    if (made) built++;
  }
  return built;
}

/** Takes an entry for this sender, when it is free: pendente, or enviando with a lapsed claim. */
async function claim(store: Store, id: string, options: SendOptions): Promise<StoredDoc<OutboxRecord> | null> {
  return store.transact(async (tx) => {
    const entry = await tx.get(COLLECTIONS.emailOutbox, id);
    if (!entry) return { ops: [], result: null };
    const free = entry.data.state === 'pendente' || (entry.data.state === 'enviando' && (entry.data.claimUntil ?? '') <= options.now);
    if (!free || entry.data.dueAt > options.now) return { ops: [], result: null };
    const patch: Partial<OutboxRecord> = {
      state: 'enviando',
      claimedBy: options.runId,
      claimUntil: later(options.now, CLAIM_MS),
      attempts: entry.data.attempts + 1,
    };
    return {
      ops: [{ kind: 'update', collection: COLLECTIONS.emailOutbox, id, expectedVersion: entry.version, patch }],
      result: { ...entry, version: entry.version + 1, data: { ...entry.data, ...patch } },
    };
  });
}

/** The e-mail of an entry as its recipient may read it now; null when there is nobody to send it to. */
async function render(store: Store, entry: StoredDoc<OutboxRecord>, office: string | null): Promise<{ to: string; mail: RenderedEmail } | null> {
  if (entry.data.portalUpdateId) return renderPortalUpdateEmail(store, entry, office);
  const staff = await store.get(COLLECTIONS.staff, entry.data.recipientId);
  if (!staff || staff.data.disabled || !staff.data.email) return null;
  const reader = { name: staff.data.name.split(' ')[0] ?? staff.data.name, scopes: staff.data.scopes, office };
  const records = (await store.getMany(COLLECTIONS.notifications, entry.data.notificationIds)).flatMap((d): NotificationRecord[] => (d ? [d.data] : []));
  if (records.length === 0) return null;
  const mail = entry.data.digestDay ? digestEmail(records, entry.data.digestDay, reader) : notificationEmail(records[0] as NotificationRecord, reader);
  return { to: staff.data.email, mail };
}

export interface SendResult {
  sent: number;
  failed: number;
  /** Why nothing was sent, when the deployment has no SMTP server configured. */
  skipped: string | null;
}

async function finish(store: Store, entry: StoredDoc<OutboxRecord>, patch: Partial<OutboxRecord>): Promise<void> {
  // Written against the claim's version: a sender whose claim lapsed and was taken again leaves the entry to the new holder.
  try {
    await store.update(COLLECTIONS.emailOutbox, entry.id, entry.version, { ...patch, claimedBy: null, claimUntil: null });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** What a sender answers when the deployment has no SMTP server: the entries stay in the outbox. */
const NO_MAILER: SendResult = {
  sent: 0,
  failed: 0,
  skipped: 'SMTP_URL não configurado: os e-mails esperam na fila até que um servidor SMTP seja configurado.',
};

/** Sends what is due: pending entries, and claims that lapsed. */
export async function sendDue(store: Store, options: SendOptions): Promise<SendResult> {
  if (!mailerConfigured()) return NO_MAILER;
  const [pending, lapsed] = await Promise.all([
    store.list(COLLECTIONS.emailOutbox, {
      where: [
        { field: 'state', op: '==', value: 'pendente' },
        { field: 'dueAt', op: '<=', value: options.now },
      ],
      orderBy: [{ field: 'dueAt' }],
      limit: SEND_BATCH,
    }),
    store.list(COLLECTIONS.emailOutbox, {
      where: [
        { field: 'state', op: '==', value: 'enviando' },
        { field: 'claimUntil', op: '<=', value: options.now },
      ],
      orderBy: [{ field: 'claimUntil' }],
      limit: SEND_BATCH,
    }),
  ]);
  return sendEntries(
    store,
    [...pending.docs, ...lapsed.docs].map((d) => d.id),
    options,
  );
}

/**
 * Sends the entries a call just wrote for people who want them at once (platform/mail-now.ts), through the same
 * claims as the scheduler's pass: whichever takes an entry first sends it, once.
 */
export async function sendNow(store: Store, outboxIds: readonly string[], options: SendOptions): Promise<SendResult> {
  if (!mailerConfigured()) return NO_MAILER;
  return sendEntries(store, outboxIds, options);
}

async function sendEntries(store: Store, ids: readonly string[], options: SendOptions): Promise<SendResult> {
  const claimed = (await Promise.all(ids.map((id) => claim(store, id, options)))).filter((d): d is StoredDoc<OutboxRecord> => d !== null);
  await options.afterClaim?.(claimed.length);
  const result: SendResult = { sent: 0, failed: 0, skipped: null };
  // The office's name, which every e-mail carries: read once for the batch.
  const office = claimed.length > 0 ? ((await store.get(COLLECTIONS.office, OFFICE_PROFILE_ID))?.data.name ?? null) : null;
  for (const entry of claimed) {
    const rendered = await render(store, entry, office);
    if (!rendered) {
      await finish(store, entry, { state: 'falhou', lastError: 'Destinatário sem acesso ativo ou sem e-mail.' });
      result.failed++;
      continue;
    }
    try {
      await sendMail({ to: rendered.to, ...rendered.mail, messageId: `<${entry.id}@notificacoes.escritorio>` });
      await finish(store, entry, { state: 'enviado', sentAt: new Date().toISOString(), lastError: null });
      result.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
      const gaveUp = entry.data.attempts >= MAX_EMAIL_ATTEMPTS;
      await finish(store, entry, { state: gaveUp ? 'falhou' : 'pendente', lastError: reason });
      result.failed++;
    }
  }
  return result;
}
