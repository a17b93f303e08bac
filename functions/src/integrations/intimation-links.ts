/**
 * An intimação names its lawsuit by CNJ number; the office may register that lawsuit later (four in five
 * arrive before it does), renumber it or remove it. These ops keep each intimação's link in the same
 * transaction as the lawsuit's write, so the inbox's "com processo" filter never disagrees with Processos.
 */
import { COLLECTIONS } from '@office/domain';
import type { TypedTransactionReader, TypedWriteOp } from '../store/typed';

/** Intimações one lawsuit write relinks at most (one case's communications over its life; more is left to the next sync). */
const MAX_RELINKED = 200;

export async function intimationLinkOps(
  tx: TypedTransactionReader,
  lawsuitId: string,
  digitsBefore: string | null,
  digitsAfter: string | null,
): Promise<TypedWriteOp[]> {
  if (digitsBefore === digitsAfter) return [];
  const ops: TypedWriteOp[] = [];
  const relink = async (digits: string, link: string | null) => {
    const page = await tx.list(COLLECTIONS.intimations, { where: [{ field: 'cnjDigits', op: '==', value: digits }], limit: MAX_RELINKED });
    for (const doc of page.docs) {
      if (doc.data.lawsuitId === link) continue;
      if (link === null && doc.data.lawsuitId !== lawsuitId) continue;
      ops.push({
        kind: 'update',
        collection: COLLECTIONS.intimations,
        id: doc.id,
        expectedVersion: doc.version,
        patch: { lawsuitId: link, matched: link !== null },
      });
    }
  };
  if (digitsBefore) await relink(digitsBefore, null);
  if (digitsAfter) await relink(digitsAfter, lawsuitId);
  return ops;
}
