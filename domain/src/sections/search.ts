/** The top bar's search: one box over the sections a person reads. */
import { lineText, z } from '../schema';
import { query, slice } from './define';

/** The sections the top bar searches, in the order their results show. */
export const SEARCH_SECTIONS = ['clients', 'lawsuits', 'agenda', 'finance'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Most results shown per section; `more` says when there were others (the section's own list has them all). */
export const SEARCH_HITS_PER_SECTION = 5;

export interface SearchHit {
  section: SearchSection;
  id: string;
  /** What the record is called: the client's name, the lawsuit's subject, the entry's title, the lançamento's description. */
  title: string;
  /** One line that tells records apart, in pt-BR (document, number and client, kind and date, amount and due date). */
  detail: string;
}

export interface SearchResults {
  hits: SearchHit[];
  /** The sections searched (those the person reads), and whether each had more matches than it shows. */
  sections: { section: SearchSection; more: boolean }[];
}

export const searchGlobalInput = z
  .object({
    term: lineText(100).refine((t) => /[\p{L}\p{N}]{2}/u.test(t), 'Digite ao menos 2 letras ou números.'),
  })
  .strict();

export const searchSlice = slice({
  operations: {
    'search-global': query<SearchResults>()('staff', searchGlobalInput),
  },
});
