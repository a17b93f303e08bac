import {
  COLLECTIONS,
  LAWSUIT_STATUSES,
  LAWSUIT_WORD_TAGS,
  matchesWords,
  prefixEnd,
  queryWords,
  searchKey,
  type LawsuitRecord,
  type LawsuitStatus,
  type Page,
} from '@office/domain';
import { implement } from '../../platform/define-callable';
import { pageOfMatches, readPage, scanMatches } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';

export interface LawsuitPage extends Page<LawsuitRecord> {
  /** Matches of the same search and filters, per status (aggregations). */
  byStatus: Record<LawsuitStatus, number>;
}

const byStatusOf = (counts: readonly number[]) => Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number>;

/**
 * Processos: one page of lawsuits. A search of digits is a prefix of the CNJ number (with or without
 * punctuation); otherwise its words must each begin a word of the kind searched: a party's name (client or
 * opposing), the subject, or the internal reference ("ADM-2017"). Filters by status, tribunal,
 * responsible lawyer and client; counts per status.
 */
export default implement('lawsuits-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const where: Filter[] = [];
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  const lawyer = input.responsibleLawyerId ?? null;
  const direction = input.sort.endsWith('-desc') ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: input.sort.startsWith('cliente') ? 'clientNameKey' : 'subjectKey', direction }];
  const term = input.search?.trim() ?? '';
  const digits = term.replace(/[\s.-]/g, '');
  const words = term && !/^\d+$/.test(digits) ? queryWords(term, LAWSUIT_WORD_TAGS[input.searchKind]) : [];

  if (words.length > 0) {
    // One array-contains per query (Firestore's rule): the longest word; the other words and the lawyer are checked on its matches.
    const [first, ...rest] = words;
    where.push({ field: 'searchWords', op: 'array-contains', value: first ?? '' });
    const keep = (l: LawsuitRecord) => matchesWords(l.searchWords, rest) && (!lawyer || l.responsibleLawyerIds.includes(lawyer));
    if (rest.length > 0 || lawyer) {
      const matches = await scanMatches(store, COLLECTIONS.lawsuits, { where, orderBy }, keep);
      const shown = input.status ? matches.filter((m) => m.data.status === input.status) : matches;
      return {
        ...pageOfMatches(shown, input.limit, input.after),
        byStatus: byStatusOf(LAWSUIT_STATUSES.map((s) => matches.filter((m) => m.data.status === s).length)),
      };
    }
  } else {
    if (lawyer) where.push({ field: 'responsibleLawyerIds', op: 'array-contains', value: lawyer });
    if (term) {
      // Digits are a CNJ number; a single letter is the start of the client's name or the subject.
      const byNumber = /^\d+$/.test(digits);
      const field = byNumber ? 'cnjDigits' : input.searchKind === 'assunto' ? 'subjectKey' : 'clientNameKey';
      const prefix = byNumber ? digits : searchKey(term);
      where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
      orderBy = [{ field, direction }];
    }
  }
  const statusFilter: Filter[] = input.status ? [{ field: 'status', op: '==', value: input.status }] : [];
  const [page, counts] = await Promise.all([
    readPage(store, COLLECTIONS.lawsuits, { where: [...where, ...statusFilter], orderBy, limit: input.limit, after: input.after }),
    Promise.all(LAWSUIT_STATUSES.map((s) => store.count(COLLECTIONS.lawsuits, [...where, { field: 'status', op: '==', value: s }]))),
  ]);
  return { ...page, byStatus: byStatusOf(counts) };
});
