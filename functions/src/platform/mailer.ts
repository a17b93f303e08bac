/**
 * Outgoing e-mail over SMTP. The server comes from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): a
 * deployment sets it as a secret, and the local run points it at the mail sink (scripts/lib/mail-sink.ts),
 * whose inbox shows what the app sent. Without SMTP_URL nothing can be sent: callers check mailerConfigured().
 */
import { DEFAULT_MAIL_FROM } from '@office/domain';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`, chosen by the caller from what the mail is about, so a resend carries the same Message-ID. */
  messageId: string;
  headers?: Record<string, string>;
  /** Files sent with it (a charge's PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export function mailerConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

/** One pool of connections per function instance, opened on the first mail (and again if SMTP_URL changes). */
let transport: { url: string; smtp: Transporter } | null = null;

function smtp(): Transporter {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set: no SMTP server to send e-mail through');
  if (transport?.url !== url) {
    transport?.smtp.close();
    transport = { url, smtp: createTransport({ url, pool: true }) };
  }
  return transport.smtp;
}

/** Sends one mail; a refusal or an unreachable server rejects, for the caller to record or retry. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await smtp().sendMail({
    from: process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
  });
}
