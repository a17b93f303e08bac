/**
 * An intimação names its lawsuit by CNJ number; the office may register that lawsuit later (four in five
 * arrive before it does), renumber it or remove it. These ops keep each intimação's link in the same
 * transaction as the lawsuit's write, so the inbox's "com processo" filter never disagrees with Processos; with
 * the link, whose it is (`owners`) and its proposal (read again with the lawsuit's client, side and court).
 */
import { COLLECTIONS, type IntimationRecord, type LawsuitRecord } from '@office/domain';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { intimationOwners, proposalFields, termHolders, termKeysOf, type TermHolders } from './intimation-derived';

/** Intimações one lawsuit write relinks at most (one case's communications over its life; more is left to the next sync). */
const MAX_RELINKED = 200;

export async function intimationLinkOps(
  tx: TypedTransactionReader,
  lawsuitId: string,
  digitsBefore: string | null,
  digitsAfter: string | null,
  /** The lawsuit as written (null when deleted): its data is what the relinked intimações are read with. */
  lawsuit: LawsuitRecord | null = null,
  /** The lawsuit before the write: with the same number, its intimações are read again when what they derive changed. */
  before: LawsuitRecord | null = null,
): Promise<TypedWriteOp[]> {
  if (digitsBefore === digitsAfter) return digitsAfter && lawsuit && before && derivesDiffer(before, lawsuit) ? rederiveOps(tx, lawsuitId, lawsuit) : [];
  const ops: TypedWriteOp[] = [];
  let holders: TermHolders | null = null;
  const relink = async (digits: string, link: string | null) => {
    const page = await tx.list(COLLECTIONS.intimations, { where: [{ field: 'cnjDigits', op: '==', value: digits }], limit: MAX_RELINKED });
    for (const doc of page.docs) {
      if (doc.data.lawsuitId === link) continue;
      if (link === null && doc.data.lawsuitId !== lawsuitId) continue;
      holders ??= await termHolders(tx);
      const linked = link ? lawsuit : null;
      const patch: Partial<IntimationRecord> = {
        lawsuitId: link,
        matched: link !== null,
        owners: intimationOwners(termKeysOf(doc.data), holders, linked),
        ...proposalFields(doc.data, linked),
      };
      ops.push({ kind: 'update', collection: COLLECTIONS.intimations, id: doc.id, expectedVersion: doc.version, patch });
    }
  };
  if (digitsBefore) await relink(digitsBefore, null);
  if (digitsAfter) await relink(digitsAfter, lawsuitId);
  return ops;
}

/** What an intimação derives from its lawsuit: the responsible lawyers (owners), the client, its side and the court. */
function derivesDiffer(a: LawsuitRecord, b: LawsuitRecord): boolean {
  const derived = (l: LawsuitRecord) => JSON.stringify([[...l.responsibleLawyerIds].sort(), l.clientName, l.clients[0]?.role ?? null, l.tribunal, l.comarca]);
  return derived(a) !== derived(b);
}

/**
 * A lawsuit's lawyers, client or court changed (its number did not): its intimações get their owners and proposal
 * again, in the same transaction, so "Responsável" and the proposed dates follow Processos.
 */
async function rederiveOps(tx: TypedTransactionReader, lawsuitId: string, lawsuit: LawsuitRecord): Promise<TypedWriteOp[]> {
  const page = await tx.list(COLLECTIONS.intimations, { where: [{ field: 'lawsuitId', op: '==', value: lawsuitId }], limit: MAX_RELINKED });
  if (page.docs.length === 0) return [];
  const holders = await termHolders(tx);
  return page.docs.map((doc) => ({
    kind: 'update' as const,
    collection: COLLECTIONS.intimations,
    id: doc.id,
    expectedVersion: doc.version,
    patch: { owners: intimationOwners(termKeysOf(doc.data), holders, lawsuit), ...proposalFields(doc.data, lawsuit) } satisfies Partial<IntimationRecord>,
  }));
}
