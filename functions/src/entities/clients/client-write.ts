import { COLLECTIONS, lawsuitClientCopy, lawsuitSearchWords, searchKey, type ClientRecord } from '@office/domain';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { lawsuitWrite, type LawsuitChange } from '../lawsuits/lawsuit-write';
import { changeAuditOp, recordOp, uniqueKeyOps, type RecordChange, type WriteOwner } from '../record-change';

export type ClientChange = RecordChange<ClientRecord>;

/**
 * Most lawsuits a client may have for a rename to stay one atomic write (each lawsuit and its audit entry, plus the
 * client's: well under Firestore's 500 writes per transaction). Beyond it the rename is refused rather than left half done.
 */
const MAX_LAWSUITS_RENAMED = 200;

/** What a rename rewrites on each lawsuit: the audit names these fields whether or not the key and words come out the same. */
const RENAMED_FIELDS = ['clients', 'clientName', 'clientNameKey', 'searchWords'];

/**
 * Lawsuits copy each client's name and gender (`clients`, the first one's `clientName` and `clientNameKey`, the
 * search words) for lists, labels and search: a change of them rewrites those copies, as lawsuit writes. Each on
 * the version read just now: a lawsuit edited meanwhile makes the whole commit a conflict, never a lost copy;
 * one filed meanwhile is found when the transaction runs again.
 */
async function copyOnLawsuits(tx: TypedTransactionReader, ctx: CallableContext, clientId: string, client: ClientRecord): Promise<TypedWriteOp[]> {
  const lawsuits = await tx.list(COLLECTIONS.lawsuits, {
    where: [{ field: 'clientIds', op: 'array-contains', value: clientId }],
    limit: MAX_LAWSUITS_RENAMED,
  });
  if (lawsuits.nextCursor)
    throw appError('has-dependents', { reason: `Este cliente tem mais de ${MAX_LAWSUITS_RENAMED} processos; o nome não pôde ser alterado de uma vez.` });
  const copy = lawsuitClientCopy(client);
  const changes = lawsuits.docs.map((l): LawsuitChange => {
    const clients = l.data.clients.map((c) => (c.clientId === clientId ? { ...c, ...copy } : c));
    const name = clients[0]?.name ?? l.data.clientName;
    return {
      id: l.id,
      before: l.data,
      after: { ...l.data, clients, clientName: name, clientNameKey: searchKey(name), searchWords: lawsuitSearchWords({ ...l.data, clients }) },
      expectedVersion: l.version,
    };
  });
  return lawsuitWrite(tx, ctx, { action: 'lawsuits.clientRenamed', changedFields: RENAMED_FIELDS, at: new Date().toISOString() }, changes);
}

/**
 * The one owner of client writes: every op of a change to clients, read in its transaction. Per client its record,
 * its CPF/CNPJ key (whose create fails when another client holds the number), the copies of a new name on its
 * lawsuits, and its audit entry.
 */
export const clientWrite: WriteOwner<readonly ClientChange[]> = async (tx, ctx, note, changes) => {
  const ops: TypedWriteOp[] = [];
  for (const change of changes) {
    const { before, after } = change;
    ops.push(
      recordOp(COLLECTIONS.clients, change),
      ...uniqueKeyOps(COLLECTIONS.clientDocuments, before?.document ?? null, after?.document ?? null, { clientId: change.id }),
    );
    const copied = (c: ClientRecord) => JSON.stringify(lawsuitClientCopy(c));
    if (before && after && copied(after) !== copied(before)) ops.push(...(await copyOnLawsuits(tx, ctx, change.id, after)));
    ops.push(changeAuditOp(ctx, 'clients', COLLECTIONS.clients, change, note));
  }
  return ops;
};
