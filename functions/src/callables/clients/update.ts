import { COLLECTIONS, lawsuitSearchWords, type LawsuitRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { TypedWriteOp } from '../../store/typed';
import { implement, type CallableContext } from '../../platform/define-callable';
import type { TypedReader } from '../../store/typed';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { DUPLICATE_DOCUMENT, toClientRecord } from './shared';
import { lawsuitProjectionOps } from '../../platform/lawsuit-prazos';
import { requireLawyers } from '../../platform/lawyers';

/**
 * Most lawsuits a client may have for a rename to stay one atomic write (each lawsuit and its audit entry, plus the
 * client's: well under Firestore's 500 writes per transaction). Beyond it the rename is refused rather than left half done.
 */
const MAX_LAWSUITS_RENAMED = 200;

/** Lawsuits copy the client's name (`clientName`, `clientNameKey`, its words) for lists and search: a rename rewrites those copies. */
async function renameOnLawsuits(ctx: CallableContext, tx: TypedReader, clientId: string, name: string, nameKey: string): Promise<TypedWriteOp[]> {
  const lawsuits = await tx.list(COLLECTIONS.lawsuits, {
    where: [{ field: 'clientId', op: '==', value: clientId }],
    limit: MAX_LAWSUITS_RENAMED,
  });
  if (lawsuits.nextCursor)
    throw appError('has-dependents', { reason: `Este cliente tem mais de ${MAX_LAWSUITS_RENAMED} processos; o nome não pôde ser alterado de uma vez.` });
  const at = new Date().toISOString();
  const ops: TypedWriteOp[] = [];
  const renamed: { id: string; after: LawsuitRecord }[] = [];
  for (const l of lawsuits.docs) {
    const patch = { clientName: name, clientNameKey: nameKey, searchWords: lawsuitSearchWords({ ...l.data, clientName: name }) };
    ops.push(
      // The version read just now: a lawsuit edited meanwhile makes the whole commit a conflict, never a lost copy.
      { kind: 'update', collection: COLLECTIONS.lawsuits, id: l.id, expectedVersion: l.version, patch },
      auditOp(
        ctx,
        {
          section: 'lawsuits',
          action: 'lawsuits.clientRenamed',
          entity: COLLECTIONS.lawsuits,
          entityId: l.id,
          changedFields: ['clientName', 'clientNameKey', 'searchWords'],
        },
        at,
      ),
    );
    renamed.push({ id: l.id, after: { ...l.data, ...patch } });
  }
  return [...ops, ...(await lawsuitProjectionOps(tx, renamed))];
}

/**
 * Clientes: edit a client. An edit based on an old version is refused as a conflict; nothing is overwritten.
 * One transaction: a lawsuit filed for this client during a rename gets the new name (the list of copies is
 * checked again at commit), and the lawyer is read as of the commit.
 */
export default implement('clients-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  try {
    await store.transact(async (tx) => {
      const before = await tx.get(COLLECTIONS.clients, input.id);
      if (!before) throw appError('not-found');
      await requireLawyers(tx, [input.client.responsibleLawyerId], 'client.responsibleLawyerId', [before.data.responsibleLawyerId]);
      const record = toClientRecord(input.client, ctx, before.data.createdBy);
      const ops: TypedWriteOp[] = [{ kind: 'update', collection: COLLECTIONS.clients, id: input.id, expectedVersion: input.expectedVersion, patch: record }];
      if (record.document !== before.data.document) {
        ops.push(
          { kind: 'create', collection: COLLECTIONS.clientDocuments, id: record.document, data: { clientId: input.id } },
          { kind: 'delete', collection: COLLECTIONS.clientDocuments, id: before.data.document },
        );
      }
      if (record.name !== before.data.name) ops.push(...(await renameOnLawsuits(ctx, tx, input.id, record.name, record.nameKey)));
      ops.push(
        auditOp(ctx, {
          section: 'clients',
          action: 'clients.update',
          entity: COLLECTIONS.clients,
          entityId: input.id,
          changedFields: changedFields(before.data, record),
        }),
      );
      return { ops, result: null };
    });
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_DOCUMENT });
    throw error;
  }
  const after = await store.get(COLLECTIONS.clients, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
