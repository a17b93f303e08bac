import { COLLECTIONS, FAQ_ORDER_ID, MAX_FAQ_ENTRIES, orderedIds, type FaqOrderRecord, type FaqRecord, type FaqState, type Listed } from '@office/domain';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import type { StoredDoc } from '../../store/port';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';

/** The FAQ's order record (a settings document), or null before the first entry or reorder. */
export async function readOrder(reader: Pick<TypedReader, 'get'>): Promise<StoredDoc<FaqOrderRecord> | null> {
  return (await reader.get(COLLECTIONS.settings, FAQ_ORDER_ID)) as StoredDoc<FaqOrderRecord> | null;
}

/** Every entry (the FAQ is bounded by MAX_FAQ_ENTRIES), in the stored order. */
export async function readFaq(reader: TypedReader): Promise<FaqState<Listed<FaqRecord>> & { docs: StoredDoc<FaqRecord>[] }> {
  const [order, page] = await Promise.all([readOrder(reader), reader.list(COLLECTIONS.faq, { limit: MAX_FAQ_ENTRIES })]);
  const docs = inOrder(order?.data.ids ?? [], page.docs);
  return { entries: docs.map((d) => toListed(d)), orderVersion: order?.version ?? 0, docs };
}

/** The write that stores `ids` as the order, on the version the change read (creating the record the first time). */
export function orderWrite(order: StoredDoc<FaqOrderRecord> | null, ids: string[]): TypedWriteOp {
  return order
    ? { kind: 'update', collection: COLLECTIONS.settings, id: FAQ_ORDER_ID, expectedVersion: order.version, patch: { ids } }
    : { kind: 'create', collection: COLLECTIONS.settings, id: FAQ_ORDER_ID, data: { ids } };
}

/** A stale version is a conflict; a missing entry is not found. */
export function requireVersion<T>(doc: StoredDoc<T> | null, expectedVersion: number): StoredDoc<T> {
  if (!doc) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/** Documents in the stored order (see orderedIds: missing ids dropped, unnamed documents last). */
export function inOrder<T>(order: readonly string[], docs: readonly StoredDoc<T>[]): StoredDoc<T>[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return orderedIds(order, docs).flatMap((id) => byId.get(id) ?? []);
}

/** The entry as stored after the write (gone already if a delete committed right after it). */
export async function savedEntry(store: TypedDocumentStore, id: string): Promise<Listed<FaqRecord>> {
  const stored = await store.get(COLLECTIONS.faq, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
}
