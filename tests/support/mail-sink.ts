/**
 * Reads the mail the functions sent, from the local mail sink's REST API (MailDev 3, started by
 * scripts/lib/mail-sink.ts). The sink sets MAIL_INBOX_URL for the processes it runs beside; without it, the
 * configured port.
 */
import { EMULATOR_PORTS } from '@office/domain/config';

export interface SinkAddress {
  address: string;
  name: string;
}

export interface SinkMail {
  /** MailDev's id for the message (not its Message-ID). */
  id: string;
  /** When the sink received it (ISO 8601). */
  receivedAt: string;
  from: SinkAddress | null;
  /** The To header's addresses. */
  to: string[];
  /** Who the SMTP envelope named: the To addresses and any Bcc. */
  envelopeTo: string[];
  subject: string;
  text: string;
  /** The HTML part as MailDev shows it: sanitised (DOMPurify), so compare content rather than bytes. */
  html: string;
  /** The headers by lower-case name (`message-id`, `x-…`), as MailDev parsed them. */
  headers: Record<string, string | string[]>;
  /** The Message-ID header, with its angle brackets: `<id@domain>`. */
  messageId: string | null;
  /** Attached files as MailDev lists them (a charge's PDF). */
  attachments: { fileName: string; contentType: string; length: number }[];
}

/** A message as GET /api/email returns it (@maildev/core's Email, JSON-encoded); only what SinkMail uses. */
interface MaildevEmail {
  id: string;
  time: string;
  subject?: string;
  from?: { address: string; name?: string }[];
  to?: { address: string; name?: string }[];
  envelope?: { to?: { address: string }[] };
  text?: string;
  html?: string;
  headers?: Record<string, string | string[]>;
  attachments?: { filename?: string; contentType?: string; size?: number }[];
}

function inboxUrl(): string {
  return process.env.MAIL_INBOX_URL ?? `http://127.0.0.1:${EMULATOR_PORTS.mailInbox}`;
}

async function api(method: 'GET' | 'DELETE', path: string): Promise<unknown> {
  const url = `${inboxUrl()}/api/${path}`;
  const res = await fetch(url, { method });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

function toSinkMail(email: MaildevEmail): SinkMail {
  const from = email.from?.[0];
  const messageId = email.headers?.['message-id'];
  return {
    id: email.id,
    receivedAt: email.time,
    from: from ? { address: from.address, name: from.name ?? '' } : null,
    to: (email.to ?? []).map((a) => a.address),
    envelopeTo: (email.envelope?.to ?? []).map((a) => a.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    headers: email.headers ?? {},
    messageId: (Array.isArray(messageId) ? messageId[0] : messageId) ?? null,
    attachments: (email.attachments ?? []).map((a) => ({
      fileName: a.filename ?? '',
      contentType: a.contentType ?? '',
      length: a.size ?? 0,
    })),
  };
}

/** Every mail in the sink, oldest first (GET /api/email: the whole inbox, in arrival order). */
export async function listMail(): Promise<SinkMail[]> {
  return ((await api('GET', 'email')) as MaildevEmail[]).map(toSinkMail);
}

/** Empties the sink (DELETE /api/email/all). */
export async function clearMail(): Promise<void> {
  await api('DELETE', 'email/all');
}

/**
 * The mails that match, once there are at least `count` of them (1 by default); rejects after `timeoutMs` with
 * what did arrive. Sending is asynchronous on the functions' side: poll rather than read once.
 */
export async function waitForMail(predicate: (mail: SinkMail) => boolean, options: { count?: number; timeoutMs?: number } = {}): Promise<SinkMail[]> {
  const count = options.count ?? 1;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await listMail();
    const matching = all.filter(predicate);
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) {
      const arrived = all.map((m) => `  ${m.receivedAt} to ${m.to.join(', ') || '(nobody)'}: ${m.subject}`).join('\n');
      throw new Error(
        `Waited ${timeoutMs} ms for ${count} matching mail(s) at ${inboxUrl()}; ${matching.length} matched of ${all.length} received:\n${arrived || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
