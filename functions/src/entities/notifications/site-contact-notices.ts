import { randomBytes } from 'node:crypto';
import { COLLECTIONS, sectionById, type NotificationFacts } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';

/** More than any office's staff: everyone holding Clientes is read in one page. */
const STAFF_PAGE = 500;

/**
 * The notices of a contact through the site, in its transaction: one for each enabled person who reads Clientes
 * (read or write label), and nobody else (notificationOps checks each recipient again). The words name the person
 * only to who still reads Clientes when the notice is read (describeNotification).
 */
export async function siteContactNoticeOps(tx: TypedReader, facts: Extract<NotificationFacts, { kind: 'contato-site' }>, at: string): Promise<TypedWriteOp[]> {
  const label = sectionById('clients').label;
  const holders = await Promise.all(
    (['read', 'write'] as const).map((access) =>
      tx.list(COLLECTIONS.staff, { where: [{ field: `scopes.${access}`, op: 'array-contains', value: label }], limit: STAFF_PAGE }),
    ),
  );
  const recipients = [...new Set(holders.flatMap((page) => page.docs.filter((d) => !d.data.disabled).map((d) => d.id)))];
  // One key per contact: a person who writes twice is announced twice.
  const key = `contato-site-${Date.parse(at).toString(36)}${randomBytes(3).toString('hex')}`;
  const drafts: NotificationDraft[] = recipients.map((recipientId) => ({ recipientId, key, at, facts }));
  return (await notificationOps(tx, drafts, at)).flat();
}
