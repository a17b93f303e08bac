/**
 * A portal update's e-mail notice to a client account (entities/portal/portal-cases.ts queues it), rendered when
 * it is sent: only while the account is active, still consents to e-mail notices, its client is still a party of
 * the lawsuit and the lawsuit is still open to the portal. Otherwise nothing goes (the update stays on /portal).
 */
import { COLLECTIONS, EMULATOR_PORTS, portalUpdateMail, type OutboxRecord } from '@office/domain';
import { escapeHtml } from '@office/domain/markdown';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';
import { configuredAppOrigin } from '../platform/app-origin';
import type { RenderedEmail } from './email';

/** The client's page: APP_ORIGIN (a scheduled pass has no request), else the local Hosting, as the staff's e-mails. */
const portalLink = () => new URL('/portal', configuredAppOrigin() ?? `http://127.0.0.1:${EMULATOR_PORTS.hosting}`).toString();

export async function renderPortalUpdateEmail(
  store: TypedDocumentStore,
  entry: StoredDoc<OutboxRecord>,
  office: string | null,
): Promise<{ to: string; mail: RenderedEmail } | null> {
  const updateId = entry.data.portalUpdateId;
  if (!updateId) return null;
  const [account, consent, update] = await Promise.all([
    store.get(COLLECTIONS.portalAccounts, entry.data.recipientId),
    store.get(COLLECTIONS.portalConsents, entry.data.recipientId),
    store.get(COLLECTIONS.portalUpdates, updateId),
  ]);
  if (!account || account.data.status !== 'ativo' || consent?.data.emailNotices !== true) return null;
  if (!update || update.data.status !== 'publicada') return null;
  const [lawsuit, portalCase] = await Promise.all([
    store.get(COLLECTIONS.lawsuits, update.data.lawsuitId),
    store.get(COLLECTIONS.portalCases, update.data.lawsuitId),
  ]);
  if (!lawsuit || !portalCase?.data.open || !lawsuit.data.clientIds.includes(account.data.clientId)) return null;
  const mail = portalUpdateMail({
    officeName: office ?? 'O escritório',
    personName: account.data.name,
    caseTitle: `${lawsuit.data.className}: ${lawsuit.data.subject}`,
    text: update.data,
    link: portalLink(),
  });
  const text = mail.lines.join('\n');
  const html = mail.lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('');
  return { to: account.data.email, mail: { subject: mail.subject, text, html } };
}
