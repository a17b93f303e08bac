/**
 * E-mail notices of portal messages, sent once the message is stored. To the office: the lawsuit's responsible
 * lawyers who may read it (active, Processos read, and under segredo de justiça only its own lawyers or an
 * administrator). To the client: only its accounts that consent to e-mail notices (LGPD art. 8). A notice never
 * carries the text (the e-mail leaves the app); a failed one never undoes the message, which stays on the pages.
 */
import { logger } from 'firebase-functions/logger';
import {
  can,
  COLLECTIONS,
  EMULATOR_PORTS,
  lawsuitLabel,
  OFFICE_PROFILE_ID,
  portalMessageToClientMail,
  portalMessageToOfficeMail,
  seesLawsuit,
  type LawsuitRecord,
} from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { escapeHtml } from '@office/domain/markdown';
import { portalNoticeRecipients } from '../entities/portal/notice-recipients';
import { configuredAppOrigin } from '../platform/app-origin';
import { mailerConfigured, sendMail } from '../platform/mailer';
import type { TypedDocumentStore } from '../store/typed';

const link = (path: string) => new URL(path, configuredAppOrigin() ?? `http://127.0.0.1:${EMULATOR_PORTS.hosting}`).toString();

async function send(to: string, mail: { subject: string; lines: string[] }, key: string): Promise<void> {
  try {
    await sendMail({
      to,
      subject: mail.subject,
      text: mail.lines.join('\n'),
      html: mail.lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
      messageId: `<${key}.${Date.now().toString(36)}@portal.escritorio>`,
    });
  } catch (error) {
    logger.warn('portal-message-mail', { key, error: error instanceof Error ? error.message : String(error) });
  }
}

async function officeName(store: TypedDocumentStore): Promise<string> {
  return (await store.get(COLLECTIONS.office, OFFICE_PROFILE_ID))?.data.name ?? 'O escritório';
}

/** The client wrote: each responsible lawyer who may read the lawsuit gets a notice. */
export async function noticeOfficeOfClientMessage(
  store: TypedDocumentStore,
  lawsuit: { id: string; data: LawsuitRecord },
  authorName: string,
  messageId: string,
): Promise<void> {
  if (!mailerConfigured()) return;
  const lawyers = await store.getMany(COLLECTIONS.staff, lawsuit.data.responsibleLawyerIds);
  const readers = lawyers.flatMap((s) =>
    s && !s.data.disabled && can(s.data.scopes, 'lawsuits', 'read') && seesLawsuit({ uid: s.id, admin: s.data.admin }, lawsuit.data) ? [s] : [],
  );
  if (readers.length === 0) return;
  const mail = portalMessageToOfficeMail({
    officeName: await officeName(store),
    authorName,
    caseLabel: lawsuitLabel(lawsuit.data),
    link: link(recordPath('lawsuits', lawsuit.id)),
  });
  await Promise.all(readers.map((s) => send(s.data.email, mail, `${messageId}.${s.id}`)));
}

/** The office answered: the client's accounts that consent get a notice. */
export async function noticeClientOfOfficeMessage(
  store: TypedDocumentStore,
  lawsuit: { data: LawsuitRecord },
  clientId: string,
  messageId: string,
): Promise<void> {
  if (!mailerConfigured()) return;
  const recipients = await portalNoticeRecipients(store, [clientId]);
  if (recipients.length === 0) return;
  const office = await officeName(store);
  await Promise.all(
    recipients.map((r) =>
      send(
        r.email,
        portalMessageToClientMail({
          officeName: office,
          personName: r.name,
          caseTitle: `${lawsuit.data.className}: ${lawsuit.data.subject}`,
          link: link('/portal'),
        }),
        `${messageId}.${r.uid}`,
      ),
    ),
  );
}
