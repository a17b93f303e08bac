import {
  anySecretLawsuit,
  COLLECTIONS,
  LAWSUIT_COUNTS_ID,
  lawsuitAudience,
  SECRET_LAWSUITS_ID,
  type LawsuitRecord,
  type SecretLawsuitsRecord,
} from '@office/domain';
import { forEachPage } from '../../platform/pages';
import type { TypedDocumentStore, TypedReader, TypedWriteOp } from '../../store/typed';

/** The lawyers a lawsuit under segredo is kept to, its audience (null: not under segredo, or deleted). */
const secretLawyersOf = (l: LawsuitRecord | null): string[] | null => (l?.confidential ? lawsuitAudience(l).sort() : null);

/** Every lawsuit under segredo and its lawyers, read from the lawsuits themselves. */
async function secretLawyersFromLawsuits(store: TypedReader): Promise<SecretLawsuitsRecord> {
  const lawyers: SecretLawsuitsRecord['lawyers'] = {};
  await forEachPage(store, COLLECTIONS.lawsuits, { where: [{ field: 'confidential', op: '==', value: true }] }, (docs) => {
    for (const d of docs) lawyers[d.id] = secretLawyersOf(d.data) ?? [];
  });
  return { lawyers };
}

/**
 * The lawsuits under segredo and their lawyers: `secretLawsuits/all` (one read), or, in a store from before it
 * (until the start-up rebuild), the lawsuits under segredo themselves (none read while the counts document says
 * there are none).
 */
export async function secretLawsuits(store: TypedReader): Promise<SecretLawsuitsRecord> {
  const stored = await store.get(COLLECTIONS.secretLawsuits, SECRET_LAWSUITS_ID);
  if (stored) return stored.data;
  if (anySecretLawsuit((await store.get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID))?.data ?? null) === false) return { lawyers: {} };
  return secretLawyersFromLawsuits(store);
}

const same = (a: string[] | null, b: string[] | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * For lawsuit writes, all of one transaction's at once: `secretLawsuits/all` after them, when a lawsuit goes
 * under segredo or leaves it, is deleted under it, or changes lawyers under it. Concurrent changes meet on the
 * document's version. Without the document (a store from before it) nothing is written: readers query the
 * lawsuits instead until the start-up rebuild writes it.
 */
export async function secretLawsuitOps(
  tx: TypedReader,
  changes: readonly { id: string; before: LawsuitRecord | null; after: LawsuitRecord | null }[],
): Promise<TypedWriteOp[]> {
  const edits = changes.flatMap((c) => {
    const now = secretLawyersOf(c.after);
    return same(secretLawyersOf(c.before), now) ? [] : [{ id: c.id, now }];
  });
  if (edits.length === 0) return [];
  const stored = await tx.get(COLLECTIONS.secretLawsuits, SECRET_LAWSUITS_ID);
  if (!stored) return [];
  const edited = new Map(edits.map((e) => [e.id, e.now]));
  const kept = Object.entries(stored.data.lawyers).filter(([id]) => !edited.has(id));
  const added = edits.flatMap(({ id, now }) => (now ? [[id, now] as const] : []));
  const lawyers = Object.fromEntries([...kept, ...added]);
  return [{ kind: 'update', collection: COLLECTIONS.secretLawsuits, id: SECRET_LAWSUITS_ID, expectedVersion: stored.version, patch: { lawyers } }];
}

/**
 * `secretLawsuits/all` recomputed from the lawsuits (a store from before it, or a seed loaded without it). Run
 * at start with the other projections. Returns the writes made (0 or 1).
 */
export async function rebuildSecretLawsuits(store: TypedDocumentStore): Promise<number> {
  const { lawyers } = await secretLawyersFromLawsuits(store);
  const current = await store.get(COLLECTIONS.secretLawsuits, SECRET_LAWSUITS_ID);
  const sorted = (map: SecretLawsuitsRecord['lawyers']) => JSON.stringify(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
  if (current && sorted(current.data.lawyers) === sorted(lawyers)) return 0;
  await store.commit([
    current
      ? { kind: 'update', collection: COLLECTIONS.secretLawsuits, id: SECRET_LAWSUITS_ID, expectedVersion: current.version, patch: { lawyers } }
      : { kind: 'create', collection: COLLECTIONS.secretLawsuits, id: SECRET_LAWSUITS_ID, data: { lawyers } },
  ]);
  return 1;
}
