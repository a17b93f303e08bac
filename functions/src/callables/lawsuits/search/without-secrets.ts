import {
  COLLECTIONS,
  LAWSUIT_STATUSES,
  lawsuitsHiddenFrom,
  SEARCH_COUNT_LIMIT,
  seesLawsuit,
  type LawsuitRecord,
  type LawsuitStatus,
  type Listed,
  type Page,
  type Viewer,
} from '@office/domain';
import { secretLawsuits } from '../../../entities/lawsuits/secret-lawsuits';
import { toListed } from '../../../platform/pages';
import { matchesFilters } from '../../../store/matches-filters';
import type { Filter, OrderBy } from '../../../store/port';
import type { TypedDocumentStore } from '../../../store/typed';

/** More of the caller's own lawsuits under segredo than this, and the caller's search reads the word's matches instead. */
const OWN_SECRET_READ_MAX = 200;
/** Reads of one page: each asks for the rows still missing, so a long run of hidden lawsuits ends the page short. */
const PAGE_READS_MAX = 10;

export interface SearchWithoutSecrets {
  page: Page<LawsuitRecord>;
  byStatus: Record<LawsuitStatus, number>;
}

/**
 * A lawyer's word search (one word, maybe a tribunal) when segredo de justiça is the only filter Firestore could
 * not take beside the word's array-contains. Instead of reading the word's first 2,000 matches to leave out the
 * lawsuits under segredo of others (72 ms at 50,000 lawsuits for a word all of them have, 2,036 documents read),
 * the page is the word's matches in order without those, and each count is the word's count less the hidden ones
 * among them, counted by index: the word's lawsuits under segredo, less the caller's own. The lawsuits under
 * segredo and their lawyers are one read (`secretLawsuits/all`). Null when the caller has too many lawsuits under
 * segredo of their own to check one by one; the caller then reads the matches as before.
 */
export async function searchWithoutSecrets(
  store: TypedDocumentStore,
  viewer: Viewer,
  query: { where: Filter[]; orderBy: OrderBy[]; status: LawsuitStatus | undefined; limit: number; after: string | null | undefined },
): Promise<SearchWithoutSecrets | null> {
  if (query.where.some((f) => f.op !== '==' && f.op !== 'array-contains')) return null;
  const secret = await secretLawsuits(store);
  const hidden = new Set(lawsuitsHiddenFrom(viewer, secret));
  const own = Object.keys(secret.lawyers).filter((id) => !hidden.has(id));
  // The own ones are read only to count them apart from the hidden ones: with none hidden they are not read.
  if (hidden.size > 0 && own.length > OWN_SECRET_READ_MAX) return null;

  const statusIs = (s: LawsuitStatus): Filter => ({ field: 'status', op: '==', value: s });
  // The caller's own lawsuits under segredo that the search finds, by status (read once, when a count needs them).
  let ownFound: Promise<LawsuitStatus[]> | undefined;
  const ownFoundIn = async (s: LawsuitStatus) => {
    ownFound ??= store
      .getMany(COLLECTIONS.lawsuits, own)
      .then((docs) => docs.flatMap((d) => (d?.data.confidential && matchesFilters(d.data, query.where) ? [d.data.status] : [])));
    return (await ownFound).filter((o) => o === s).length;
  };
  const visible = await Promise.all(
    LAWSUIT_STATUSES.map(async (s) => {
      // Counted far enough to leave the search's count limit once every hidden lawsuit is taken out: past it, at
      // least the limit is visible whatever is hidden, and nothing else is read (a word every lawsuit has).
      const found = await store.count(COLLECTIONS.lawsuits, [...query.where, statusIs(s)], SEARCH_COUNT_LIMIT + hidden.size);
      if (found >= SEARCH_COUNT_LIMIT + hidden.size) return SEARCH_COUNT_LIMIT;
      if (hidden.size === 0 || found === 0) return found;
      // Exact below it: less the word's lawsuits under segredo in this status that are not the caller's.
      const secretFound = await store.count(COLLECTIONS.lawsuits, [...query.where, statusIs(s), { field: 'confidential', op: '==', value: true }]);
      return Math.min(SEARCH_COUNT_LIMIT, Math.max(0, found - Math.max(0, secretFound - (await ownFoundIn(s)))));
    }),
  );
  const byStatus = Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, visible[i] ?? 0])) as Record<LawsuitStatus, number>;
  const total = query.status
    ? byStatus[query.status]
    : Math.min(
        SEARCH_COUNT_LIMIT,
        visible.reduce((a, b) => a + b, 0),
      );

  const where = query.status ? [...query.where, statusIs(query.status)] : query.where;
  const items: Listed<LawsuitRecord>[] = [];
  let after = query.after ?? null;
  let nextCursor: string | null = null;
  for (let reads = 0; reads < PAGE_READS_MAX && items.length < query.limit; reads++) {
    // Exactly the rows still missing: the store's cursor then stands after the last row read, and none is skipped.
    const page = await store.list(COLLECTIONS.lawsuits, { where, orderBy: query.orderBy, limit: query.limit - items.length, after });
    // Each row is checked itself (the hidden set is for counting): a lawsuit that went under segredo a moment ago stays out.
    items.push(...page.docs.filter((d) => seesLawsuit(viewer, d.data)).map((d) => toListed(d)));
    nextCursor = page.nextCursor;
    if (!nextCursor) break;
    after = nextCursor;
  }
  return { page: { items, nextCursor, total }, byStatus };
}
