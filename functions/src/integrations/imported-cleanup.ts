/**
 * Removing what DataJud said of a lawsuit: its imported andamentos (in batches: a lawsuit may have hundreds)
 * and its court data. Used before the lawsuit is deleted, and when its CNJ number changes (the movements of
 * the old number are another case's). Imported andamentos are the court's record, fetched again by the next
 * import of the right number, so removing them in several commits loses nothing a person typed.
 */
import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../platform/audit';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';

const BATCH = 200;

export async function removeImported(
  store: TypedDocumentStore,
  lawsuitId: string,
  actor: string,
  reason: 'lawsuits.delete' | 'lawsuits.update',
): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await store.list(COLLECTIONS.movements, {
      where: [
        { field: 'lawsuitId', op: '==', value: lawsuitId },
        { field: 'source', op: '==', value: 'datajud' },
      ],
      limit: BATCH,
    });
    if (!page.docs.length) break;
    const ops: TypedWriteOp[] = page.docs.map((m) => ({ kind: 'delete', collection: COLLECTIONS.movements, id: m.id, expectedVersion: m.version }));
    ops.push(
      auditOp(
        { uid: actor },
        {
          section: 'lawsuits',
          action: 'lawsuits.removeImported',
          entity: COLLECTIONS.movements,
          entityId: page.docs[0]?.id ?? lawsuitId,
          recordId: lawsuitId,
          changedFields: [reason === 'lawsuits.delete' ? 'deleted' : 'cnj'],
        },
      ),
    );
    await store.commit(ops);
    removed += page.docs.length;
  }
  const courtData = await store.get(COLLECTIONS.courtData, lawsuitId);
  if (courtData) await store.delete(COLLECTIONS.courtData, lawsuitId, courtData.version);
  return removed;
}
