import {
  can,
  COLLECTIONS,
  LAWSUIT_COUNTS_ID,
  LAWSUIT_STATUSES,
  normalizeScopes,
  matchesWords,
  prefixEnd,
  queryWords,
  searchKey,
  type LawsuitPage,
  type LawsuitRecord,
  type LawsuitStatus,
  type Listed,
  type Page,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { pageOfMatches, readPage, scanMatches, toListed } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';

const byStatusOf = (counts: readonly number[]) => Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number>;

/** Active lawsuits with no open prazo: the projection kept by every agenda and lawsuit write (platform/lawsuit-prazos). */
const WITHOUT_OPEN_PRAZO: Filter[] = [{ field: 'withoutOpenPrazo', op: '==', value: true }];

/** The projection's filters for the list's own: same names, but the lawyer is an array-contains there too. */
function projectionFilters(input: { tribunal?: string | null; clientId?: string | null; responsibleLawyerId?: string | null }): Filter[] {
  const where = [...WITHOUT_OPEN_PRAZO];
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.responsibleLawyerId) where.push({ field: 'responsibleLawyerIds', op: 'array-contains', value: input.responsibleLawyerId });
  return where;
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
  const where: Filter[] = [];
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  const lawyer = input.responsibleLawyerId ?? null;
  const direction = input.sort.endsWith('-desc') ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: input.sort.startsWith('cliente') ? 'clientNameKey' : 'subjectKey', direction }];
  const term = input.search?.trim() ?? '';
  const digits = term.replace(/[\s.-]/g, '');
  const words = term && !/^\d+$/.test(digits) ? queryWords(term) : [];

  if (words.length > 0) {
    // One array-contains per query (Firestore's rule): the longest word; the other words and the lawyer are checked on its matches.
    const [first, ...rest] = words;
    where.push({ field: 'searchWords', op: 'array-contains', value: first ?? '' });
    const keep = (l: LawsuitRecord) => matchesWords(l.searchWords, rest) && (!lawyer || l.responsibleLawyerIds.includes(lawyer));
    if (rest.length > 0 || lawyer) {
      const matches = await scanMatches(store, COLLECTIONS.lawsuits, { where, orderBy }, keep);
      const shown = input.status ? matches.filter((m) => m.data.status === input.status) : matches;
      return {
        ...(await withExtras(store, pageOfMatches(shown, input.limit, input.after), readsAgenda)),
        byStatus: byStatusOf(LAWSUIT_STATUSES.map((s) => matches.filter((m) => m.data.status === s).length)),
        withoutOpenPrazo: null,
      };
    }
  } else {
    if (lawyer) where.push({ field: 'responsibleLawyerIds', op: 'array-contains', value: lawyer });
    if (term) {
      // Digits are a CNJ number; a single letter is the start of the client's name.
      const byNumber = /^\d+$/.test(digits);
      const field = byNumber ? 'cnjDigits' : 'clientNameKey';
      const prefix = byNumber ? digits : searchKey(term);
      where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
      orderBy = [{ field, direction }];
    }
  }
  const statusFilter: Filter[] = input.status ? [{ field: 'status', op: '==', value: input.status }] : [];
  // The projection has no search words: its count goes with the filters alone.
  const projection = readsAgenda && !term ? projectionFilters({ ...input, responsibleLawyerId: lawyer }) : null;
  const [bare, counts] = await Promise.all([
    input.withoutOpenPrazo && projection
      ? withoutOpenPrazoPage(store, projection, orderBy, input.limit, input.after)
      : readPage(store, COLLECTIONS.lawsuits, { where: [...where, ...statusFilter], orderBy, limit: input.limit, after: input.after }),
    where.length === 0 ? officeCounts(store) : Promise.resolve(null),
  ]);
  const page = await withExtras(store, bare, readsAgenda);
  if (counts) return { ...page, byStatus: counts.byStatus, withoutOpenPrazo: readsAgenda ? counts.withoutOpenPrazo : null };
  const [byStatus, withoutOpenPrazo] = await Promise.all([
    Promise.all(LAWSUIT_STATUSES.map((s) => store.count(COLLECTIONS.lawsuits, [...where, { field: 'status', op: '==', value: s }]))),
    projection ? store.count(COLLECTIONS.lawsuitPrazos, projection) : Promise.resolve(null),
  ]);
  return { ...page, byStatus: byStatusOf(byStatus), withoutOpenPrazo };
});
