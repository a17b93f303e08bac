import {
  can,
  COLLECTIONS,
  EVENT_KIND_LABELS,
  formatBRL,
  labelledCpfCnpj,
  formatDate,
  formatDateTime,
  matchesWords,
  normalizeScopes,
  prefixEnd,
  cnjQueryWord,
  queryWords,
  SEARCH_HITS_PER_SECTION,
  seesLawsuit,
  type Viewer,
  type CollectionName,
  type RecordOf,
  type SearchHit,
  type SearchResults,
  type SearchSection,
} from '@office/domain';
import { implement } from '../../platform/define-callable';
import type { Filter, ListPage, OrderBy, StoredDoc } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';
import { clientQuery } from '../clients/shared';
import { viewerOf } from '../../platform/lawsuit-visibility';

/** Most documents one section's search reads: enough for a few words' matches, never the collection. */
const MAX_READ = 400;

interface SectionQuery<N extends CollectionName> {
  collection: N;
  where: Filter[];
  orderBy: OrderBy[];
  keep: ((record: RecordOf<N>) => boolean) | null;
  hit: (doc: StoredDoc<RecordOf<N>>) => Omit<SearchHit, 'section' | 'id'>;
}

/** The first matches of one section, one more than shown (to say whether there are others). */
async function firstMatches<N extends CollectionName>(store: TypedDocumentStore, q: SectionQuery<N>): Promise<StoredDoc<RecordOf<N>>[]> {
  const wanted = SEARCH_HITS_PER_SECTION + 1;
  const keep = q.keep;
  const out: StoredDoc<RecordOf<N>>[] = [];
  let after: string | null = null;
  let read = 0;
  do {
    // Without words to check on the matches, the store's page is the answer; otherwise batches until enough pass.
    const page: ListPage<RecordOf<N>> = await store.list(q.collection, { where: q.where, orderBy: q.orderBy, limit: keep ? 50 : wanted, after });
    read += page.docs.length;
    out.push(...(keep ? page.docs.filter((d) => keep(d.data)) : page.docs));
    after = page.nextCursor;
  } while (keep && after && out.length < wanted && read < MAX_READ);
  return out;
}

/** Words of a search, as each section's array of prefixes is matched: the longest by the store, the rest here. */
function wordsQuery(words: string[]): { where: Filter[]; rest: string[] } {
  const [first, ...rest] = words;
  return { where: [{ field: 'searchWords', op: 'array-contains', value: first ?? '' }], rest };
}

function clientsQuery(term: string): SectionQuery<typeof COLLECTIONS.clients> {
  const q = clientQuery({ search: term, sort: 'name', status: null, tag: null, responsibleLawyerId: null });
  return {
    collection: COLLECTIONS.clients,
    where: q.where,
    orderBy: q.orderBy,
    keep: q.keep,
    hit: ({ data }) => ({ title: data.name, detail: labelledCpfCnpj(data.document) }),
  };
}

/** `viewer`: lawsuits under segredo de justiça the person may not see are never among the hits. */
function lawsuitsQuery(term: string, viewer: Viewer): SectionQuery<typeof COLLECTIONS.lawsuits> {
  const hit = ({ data }: StoredDoc<RecordOf<typeof COLLECTIONS.lawsuits>>) => ({
    title: data.subject,
    detail: [data.cnj ?? data.internalRef, data.clientName].filter(Boolean).join(' · '),
  });
  const digits = term.replace(/[\s.-]/g, '');
  const numberWord = cnjQueryWord(term);
  if (numberWord) {
    // A part of a CNJ number, with or without its punctuation: its start, its end, or its sequence without zeros.
    return {
      collection: COLLECTIONS.lawsuits,
      where: [{ field: 'searchWords', op: 'array-contains', value: numberWord }],
      orderBy: [{ field: 'subjectKey' }],
      keep: (l) => seesLawsuit(viewer, l),
      hit,
    };
  }
  if (/^\d+$/.test(digits)) {
    // A whole number pasted (or one digit): the start of a CNJ number.
    const where: Filter[] = [
      { field: 'cnjDigits', op: '>=', value: digits },
      { field: 'cnjDigits', op: '<', value: prefixEnd(digits) },
    ];
    return { collection: COLLECTIONS.lawsuits, where, orderBy: [{ field: 'cnjDigits' }], keep: (l) => seesLawsuit(viewer, l), hit };
  }
  const { where, rest } = wordsQuery(queryWords(term));
  return {
    collection: COLLECTIONS.lawsuits,
    where,
    orderBy: [{ field: 'subjectKey' }],
    keep: (l) => seesLawsuit(viewer, l) && matchesWords(l.searchWords, rest),
    hit,
  };
}

function eventsQuery(words: string[]): SectionQuery<typeof COLLECTIONS.events> {
  const { where, rest } = wordsQuery(words);
  return {
    collection: COLLECTIONS.events,
    where,
    // The latest first: what is coming or just happened matters more than last year's.
    orderBy: [{ field: 'startsAt', direction: 'desc' }],
    keep: rest.length > 0 ? (e) => matchesWords(e.searchWords, rest) : null,
    hit: ({ data }) => ({
      title: data.title,
      detail: `${EVENT_KIND_LABELS[data.kind]} · ${data.allDay ? formatDate(data.date) : formatDateTime(data.startsAt)}`,
    }),
  };
}

function transactionsQuery(words: string[]): SectionQuery<typeof COLLECTIONS.transactions> {
  const { where, rest } = wordsQuery(words);
  return {
    collection: COLLECTIONS.transactions,
    where,
    orderBy: [{ field: 'dueDate', direction: 'desc' }],
    keep: rest.length > 0 ? (t) => matchesWords(t.searchWords, rest) : null,
    hit: ({ data }) => ({
      title: data.description,
      detail: `${data.type === 'receita' ? 'Receita' : 'Despesa'} · ${formatBRL(data.amount)} · vencimento ${formatDate(data.dueDate)}`,
    }),
  };
}

/**
 * The top bar's search: the first few clients, lawsuits, agenda entries and lançamentos the term finds, in
 * the sections the person reads (the others are not searched, so nothing of them shows). Digits are the start
 * of a CPF/CNPJ or CNJ number; words must each begin a word the records are found by (see search.ts).
 */
export default implement('search-global', async (ctx, input): Promise<SearchResults> => {
  const scopes = normalizeScopes(ctx.staff?.data.scopes ?? {});
  const term = input.term.trim();
  const words = /^[\d\s./-]+$/.test(term) ? [] : queryWords(term);
  const store = ctx.stores.documents;
  const searches: { section: SearchSection; run: () => Promise<SearchHit[]> }[] = [];
  const add = <N extends CollectionName>(section: SearchSection, q: SectionQuery<N>) => {
    if (!can(scopes, section, 'read')) return;
    searches.push({ section, run: async () => (await firstMatches(store, q)).map((d) => ({ section, id: d.id, ...q.hit(d) })) });
  };
  add('clients', clientsQuery(term));
  add('lawsuits', lawsuitsQuery(term, viewerOf(ctx)));
  // Agenda entries and lançamentos are found by words only (no number of theirs is searched).
  if (words.length > 0) {
    add('agenda', eventsQuery(words));
    add('finance', transactionsQuery(words));
  }
  const found = await Promise.all(searches.map(async (s) => ({ section: s.section, hits: await s.run() })));
  return {
    hits: found.flatMap((f) => f.hits.slice(0, SEARCH_HITS_PER_SECTION)),
    sections: found.map((f) => ({ section: f.section, more: f.hits.length > SEARCH_HITS_PER_SECTION })),
  };
});
