import {
  can,
  COLLECTIONS,
  LAWSUIT_COUNTS_ID,
  LAWSUIT_STATUSES,
  SEARCH_COUNT_LIMIT,
  normalizeScopes,
  matchesWords,
  prefixEnd,
  cnjQueryWord,
  queryWords,
  searchKey,
  type LawsuitPage,
  type LawsuitRecord,
  type LawsuitStatus,
  type Listed,
  type Page,
  audienceFilterOf,
  anySecretLawsuit,
  visibleLawsuitCounts,
  seesLawsuit,
  type Viewer,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { pageOfMatches, readPage, scanMatches, toListed } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';
import { viewerOf } from '../../platform/lawsuit-visibility';
import { searchWithoutSecrets } from './search/without-secrets';

const byStatusOf = (counts: readonly number[]) => Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number>;

/** Active lawsuits with no open prazo: the projection kept by every agenda and lawsuit write (platform/lawsuit-prazos). */
const WITHOUT_OPEN_PRAZO: Filter[] = [{ field: 'withoutOpenPrazo', op: '==', value: true }];

/** A filter on an array field: Firestore takes one array-contains per query, the others are checked on its matches. */
interface ArrayFilter {
  field: 'searchWords' | 'clientIds' | 'responsibleLawyerIds';
  value: string;
}
const holds = (record: Pick<LawsuitRecord, ArrayFilter['field']>, f: ArrayFilter) => record[f.field].includes(f.value);

/** The first filter goes in the query; the rest are what `keep` checks. */
function splitArrayFilters(filters: readonly ArrayFilter[]): { queried: Filter[]; checked: ArrayFilter[] } {
  const [first, ...checked] = filters;
  return { queried: first ? [{ field: first.field, op: 'array-contains', value: first.value }] : [], checked };
}

/** One page of "sem prazo aberto": the projection's page, then its lawsuits by id (documents read: page + 1 + page). */
async function withoutOpenPrazoPage(
  store: CallableContext['stores']['documents'],
  where: Filter[],
  orderBy: OrderBy[],
  limit: number,
  after: string | null | undefined,
) {
  const page = await readPage(store, COLLECTIONS.lawsuitPrazos, { where, orderBy, limit, after });
  const lawsuits = await store.getMany(
    COLLECTIONS.lawsuits,
    page.items.map((p) => p.id),
  );
  // A lawsuit deleted between the two reads is left out.
  const items = lawsuits.flatMap((l): Listed<LawsuitRecord>[] => (l ? [toListed(l)] : []));
  return { items, nextCursor: page.nextCursor, total: page.total };
}

/** Which of `ids` (active lawsuits) have no open prazo, from their projections. */
async function withoutOpenPrazoIds(store: CallableContext['stores']['documents'], ids: string[]): Promise<Set<string>> {
  const views = await store.getMany(COLLECTIONS.lawsuitPrazos, ids);
  return new Set(ids.filter((_, i) => views[i]?.data.withoutOpenPrazo === true));
}

/**
 * Each lawsuit of a page with what the list shows beside it, from its projection (one document per row, read
 * by id): the next open prazo (Agenda data: only for those who read it) and the last andamento.
 */
async function withExtras(store: CallableContext['stores']['documents'], page: Page<LawsuitRecord>, readsAgenda: boolean) {
  const views = await store.getMany(
    COLLECTIONS.lawsuitPrazos,
    page.items.map((l) => l.id),
  );
  const items = page.items.map((l, i) => ({
    ...l,
    nextPrazo: readsAgenda ? (views[i]?.data.nextPrazo ?? null) : null,
    lastMovement: views[i]?.data.lastMovement ?? null,
  }));
  return { ...page, items };
}

/**
 * The whole office's counts, kept by every lawsuit and prazo write (platform/lawsuit-prazos): one document
 * read instead of five counts over the collection. Null on a store from before the document existed.
 */
async function officeCounts(store: CallableContext['stores']['documents']) {
  return (await store.get(COLLECTIONS.lawsuitCounts, LAWSUIT_COUNTS_ID))?.data ?? null;
}

/**
 * Segredo de justiça: the audience values the caller's lists filter by, or null when nothing is hidden from
 * them (an administrator, or an office with no lawsuit under segredo, which the counts document says).
 */
async function hiddenFilter(store: CallableContext['stores']['documents'], viewer: Viewer) {
  const audience = audienceFilterOf(viewer);
  if (!audience) return { audience: null, counts: undefined };
  const counts = await officeCounts(store);
  return { audience: anySecretLawsuit(counts) === false ? null : audience, counts };
}

/**
 * Processos: one page of lawsuits. A search of digits is a prefix of the CNJ number (with or without
 * punctuation); otherwise its words must each begin a word of a party's name (client or opposing), the
 * subject, the class or the internal reference ("ADM-2017"), in any mix ("maria trabalhista"). Filters by status, tribunal,
 * responsible lawyer and client; counts per status and, for those who read the Agenda, of active lawsuits
 * without an open prazo ("Processos sem prazo aberto", which the list can also show instead).
 */
export default implement('lawsuits-list', async (ctx, input): Promise<LawsuitPage> => {
  const store = ctx.stores.documents;
  const readsAgenda = can(normalizeScopes(ctx.staff?.data.scopes ?? {}), 'agenda', 'read');
  if (input.withoutOpenPrazo && !readsAgenda) throw appError('missing-scope');
  const viewer = viewerOf(ctx);
  const { audience, counts: countsRead } = await hiddenFilter(store, viewer);
  const where: Filter[] = [];
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  const direction = input.sort.endsWith('-desc') ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: input.sort.startsWith('cliente') ? 'clientNameKey' : 'subjectKey', direction }];
  const term = input.search?.trim() ?? '';
  const digits = term.replace(/[\s.-]/g, '');
  // A part of a CNJ number is one word (its start, its end, its sequence without zeros); a whole one, below.
  const numberWord = cnjQueryWord(term);
  const words = numberWord ? [numberWord] : term && !/^\d+$/.test(digits) ? queryWords(term) : [];
  // The longest word of the search first (the fewest matches), then the client, then the lawyer.
  const [firstWord, ...otherWords] = words;
  const people: ArrayFilter[] = [
    ...(input.clientId ? [{ field: 'clientIds' as const, value: input.clientId }] : []),
    ...(input.responsibleLawyerId ? [{ field: 'responsibleLawyerIds' as const, value: input.responsibleLawyerId }] : []),
  ];
  const { queried, checked } = splitArrayFilters([...(firstWord ? [{ field: 'searchWords' as const, value: firstWord }] : []), ...people]);
  where.push(...queried);
  // Firestore takes one array filter per query: with none queried, the audience is one; else the scan checks it.
  const audienceChecked = audience !== null && queried.length > 0;
  if (audience && !audienceChecked) where.push({ field: 'audience', op: 'array-contains-any', value: audience });
  if (term && !firstWord) {
    // A longer number (or one digit) is the start of a CNJ number; a single letter, of the client's name.
    const byNumber = /^\d+$/.test(digits);
    const field = byNumber ? 'cnjDigits' : 'clientNameKey';
    const prefix = byNumber ? digits : searchKey(term);
    where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
    orderBy = [{ field, direction }];
  }

  if (firstWord && otherWords.length === 0 && checked.length === 0 && audienceChecked) {
    // One word, segredo the only other filter: the word's matches without the hidden ones, counted by index.
    const found = await searchWithoutSecrets(store, viewer, { where, orderBy, status: input.status ?? undefined, limit: input.limit, after: input.after });
    if (found) {
      const page = await withExtras(store, found.page, readsAgenda);
      return { ...page, byStatus: found.byStatus, withoutOpenPrazo: null, countsUpTo: SEARCH_COUNT_LIMIT };
    }
  }
  if (otherWords.length > 0 || checked.length > 0 || audienceChecked) {
    // Bounded by the queried filter's matches (a word, a client's lawsuits): the page and its counts come from them.
    const keep = (l: LawsuitRecord) => matchesWords(l.searchWords, otherWords) && checked.every((f) => holds(l, f)) && seesLawsuit(viewer, l);
    const matches = await scanMatches(store, COLLECTIONS.lawsuits, { where, orderBy }, keep);
    const active = matches.filter((m) => m.data.status === 'ativo');
    const shown = input.status ? matches.filter((m) => m.data.status === input.status) : matches;
    const withoutPrazo =
      readsAgenda && !term
        ? await withoutOpenPrazoIds(
            store,
            active.map((m) => m.id),
          )
        : null;
    const listed = input.withoutOpenPrazo && withoutPrazo ? active.filter((m) => withoutPrazo.has(m.id)) : shown;
    return {
      ...(await withExtras(store, pageOfMatches(listed, input.limit, input.after), readsAgenda)),
      byStatus: byStatusOf(LAWSUIT_STATUSES.map((s) => matches.filter((m) => m.data.status === s).length)),
      withoutOpenPrazo: withoutPrazo?.size ?? null,
      countsUpTo: null,
    };
  }

  const statusFilter: Filter[] = input.status ? [{ field: 'status', op: '==', value: input.status }] : [];
  const countUpTo = term ? SEARCH_COUNT_LIMIT : undefined;
  // The projection has no search words: its count goes with the filters alone.
  const projection = readsAgenda && !term ? [...WITHOUT_OPEN_PRAZO, ...where] : null;
  const [bare, counts] = await Promise.all([
    input.withoutOpenPrazo && projection
      ? withoutOpenPrazoPage(store, projection, orderBy, input.limit, input.after)
      : readPage(store, COLLECTIONS.lawsuits, { where: [...where, ...statusFilter], orderBy, limit: input.limit, after: input.after, countUpTo }),
    // Without filters (but segredo's), the counts document answers for anyone (visibleLawsuitCounts).
    where.every((f) => f.field === 'audience') ? (countsRead !== undefined ? Promise.resolve(countsRead) : officeCounts(store)) : Promise.resolve(null),
  ]);
  const page = await withExtras(store, bare, readsAgenda);
  const seen = counts ? visibleLawsuitCounts(counts, viewer) : null;
  if (seen) return { ...page, byStatus: seen.byStatus, withoutOpenPrazo: readsAgenda ? seen.withoutOpenPrazo : null, countsUpTo: null };
  const [byStatus, withoutOpenPrazo] = await Promise.all([
    Promise.all(LAWSUIT_STATUSES.map((s) => store.count(COLLECTIONS.lawsuits, [...where, { field: 'status', op: '==', value: s }], countUpTo))),
    projection ? store.count(COLLECTIONS.lawsuitPrazos, projection) : Promise.resolve(null),
  ]);
  return { ...page, byStatus: byStatusOf(byStatus), withoutOpenPrazo, countsUpTo: countUpTo ?? null };
});
