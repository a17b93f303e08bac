import { searchKey } from './text';

/**
 * Word search. A record stores, in one array field, every prefix (2 to 15 characters) of every word of the
 * texts people search it by, so "Ferreira", "ltda", "vale verde" or "danos morais" find a record whatever
 * the word's place in the name or subject. A query reads one array-contains match on its longest word (the
 * most selective) and checks the other words against the same array. No zod here: the SPA may import it.
 */
export const MIN_WORD = 2;
export const MAX_WORD = 15;

/** Words of a text as search compares them: accents and case gone, split at anything not a letter or digit. */
export function words(text: string | null | undefined): string[] {
  return searchKey(text ?? '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= MIN_WORD)
    .map((w) => w.slice(0, MAX_WORD));
}

/** The prefixes a record is found by, for the given texts, each tagged with `kind` when the list searches by kind. */
export function searchPrefixes(texts: readonly (string | null | undefined)[], kind = ''): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    for (const word of words(text)) {
      for (let n = MIN_WORD; n <= word.length; n++) out.add(`${kind}${word.slice(0, n)}`);
    }
  }
  return [...out].sort();
}

/**
 * A query's words, longest first: the first is matched by the store, the rest against the record's
 * prefixes. Empty when no word has two characters (the store holds no shorter prefix); a one-character
 * word beside longer ones still has to begin some word ("cliente 0").
 */
export function queryWords(term: string, kind = ''): string[] {
  const all = [
    ...new Set(
      searchKey(term)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.slice(0, MAX_WORD)),
    ),
  ].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return (all[0]?.length ?? 0) >= MIN_WORD ? all.map((w) => `${kind}${w}`) : [];
}

/** Whether a record's prefixes hold every word of a query (a one-character word: some prefix begins with it). */
export function matchesWords(prefixes: readonly string[], query: readonly string[]): boolean {
  const held = new Set(prefixes);
  // Every prefix from two characters on is held, so only a one-character word needs the scan.
  return query.every((w) => held.has(w) || prefixes.some((p) => p.startsWith(w)));
}
