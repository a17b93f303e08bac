import { COLLECTIONS, sectionById, type NotificationFacts } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';

/** More than any office's staff: everyone holding Clientes is read in one page. */
const STAFF_PAGE = 500;

/**
 * The notices of a client's upload from the portal, in its transaction: one for each enabled person who reads
 * Clientes (read or write label), and nobody else (notificationOps checks each recipient again): it names the client.
 */
export async function clientUploadNoticeOps(
  tx: TypedReader,
  facts: Extract<NotificationFacts, { kind: 'documento-cliente' }>,
  key: string,
  at: string,
): Promise<TypedWriteOp[]> {
  const label = sectionById('clients').label;
  const holders = await Promise.all(
    (['read', 'write'] as const).map((access) =>
      tx.list(COLLECTIONS.staff, { where: [{ field: `scopes.${access}`, op: 'array-contains', value: label }], limit: STAFF_PAGE }),
    ),
  );
  const recipients = [...new Set(holders.flatMap((page) => page.docs.filter((d) => !d.data.disabled).map((d) => d.id)))];
  const drafts: NotificationDraft[] = recipients.map((recipientId) => ({ recipientId, key: `documento-cliente-${key}`, at, facts }));
  return (await notificationOps(tx, drafts, at)).flat();
}
