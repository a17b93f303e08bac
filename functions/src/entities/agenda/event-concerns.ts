import { COLLECTIONS, eventConcerns, type EventRecord } from '@office/domain';
import { forEachPage } from '../../platform/pages';
import type { TypedReader, TypedWriteOp } from '../../store/typed';

/** The entry with who it concerns, its lawsuit's responsible lawyers read in the write's transaction. */
export async function withConcerns(tx: TypedReader, entry: EventRecord): Promise<EventRecord> {
  const lawsuit = entry.kind === 'prazo' && entry.lawsuitId ? await tx.get(COLLECTIONS.lawsuits, entry.lawsuitId) : null;
  return { ...entry, concerns: eventConcerns(entry, lawsuit?.data.responsibleLawyerIds ?? []) };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * When a lawsuit's responsible lawyers change, its open prazos concern the new ones (the home page's "Meus"):
 * the derived field only, without an audit entry of the agenda (the lawsuit's own entry says who changed). A
 * closed prazo gets its concerns again with the write that reopens it.
 */
export async function lawsuitLawyersChangeOps(
  tx: TypedReader,
  lawsuitId: string,
  before: readonly string[],
  after: readonly string[],
): Promise<TypedWriteOp[]> {
  if (sameSet(before, after)) return [];
  const ops: TypedWriteOp[] = [];
  await forEachPage(
    tx,
    COLLECTIONS.events,
    {
      where: [
        { field: 'lawsuitId', op: '==', value: lawsuitId },
        { field: 'kind', op: '==', value: 'prazo' },
        { field: 'status', op: '==', value: 'aberto' },
      ],
    },
    (docs) => {
      for (const d of docs) {
        const concerns = eventConcerns(d.data, after);
        if (!sameSet(concerns, d.data.concerns ?? []))
          ops.push({ kind: 'update', collection: COLLECTIONS.events, id: d.id, expectedVersion: d.version, patch: { concerns } });
      }
    },
  );
  return ops;
}
