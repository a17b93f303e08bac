import { COLLECTIONS, sectionById, type NotificationFacts } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';

/** More than any office's staff: everyone who writes Clientes is read in one page. */
const STAFF_PAGE = 500;

/**
 * The notices of a client's request to correct their data, in its transaction: one for each enabled person who
 * writes Clientes (who can correct it), and nobody else (notificationOps checks each recipient again).
 */
export async function correctionNoticeOps(
  tx: TypedReader,
  facts: Extract<NotificationFacts, { kind: 'correcao-dados' }>,
  key: string,
  at: string,
): Promise<TypedWriteOp[]> {
  const label = sectionById('clients').label;
  const page = await tx.list(COLLECTIONS.staff, { where: [{ field: 'scopes.write', op: 'array-contains', value: label }], limit: STAFF_PAGE });
  const drafts: NotificationDraft[] = page.docs.filter((d) => !d.data.disabled).map((d) => ({ recipientId: d.id, key: `correcao-dados-${key}`, at, facts }));
  return (await notificationOps(tx, drafts, at)).flat();
}
