/**
 * Removing what DataJud said of a lawsuit: its imported andamentos (in batches: a lawsuit may have hundreds)
 * and its court data. Used before the lawsuit is deleted, and when its CNJ number changes (the movements of
 * the old number are another case's). Imported andamentos are the court's record, fetched again by the next
 * import of the right number, so removing them in several commits loses nothing a person typed.
 */
import { COLLECTIONS } from '@office/domain';
import { deletion, movementWrite } from '../entities/movements/movement-write';
import type { TypedDocumentStore } from '../store/typed';

const BATCH = 200;

export async function removeImported(
  store: TypedDocumentStore,
  lawsuitId: string,
  actor: string,
  reason: 'lawsuits.delete' | 'lawsuits.update',
): Promise<number> {
  let removed = 0;
  for (;;) {
    // Each batch in a transaction with the list's "último andamento", which may have been one of them.
    const batch = await store.transact(async (tx) => {
      const page = await tx.list(COLLECTIONS.movements, {
        where: [
          { field: 'lawsuitId', op: '==', value: lawsuitId },
          { field: 'source', op: '==', value: 'datajud' },
        ],
        limit: BATCH,
      });
      if (!page.docs.length) return { ops: [], result: 0 };
      const note = { action: 'lawsuits.removeImported' as const, changedFields: [reason === 'lawsuits.delete' ? 'deleted' : 'cnj'] };
      const ops = await movementWrite(tx, { uid: actor }, note, { lawsuitId, changes: page.docs.map(deletion), audit: 'batch' });
      return { ops, result: page.docs.length };
    });
    if (batch === 0) break;
    removed += batch;
  }
  const courtData = await store.get(COLLECTIONS.courtData, lawsuitId);
  if (courtData) await store.delete(COLLECTIONS.courtData, lawsuitId, courtData.version);
  return removed;
}
