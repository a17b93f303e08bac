/** What a tag input accepts: how many tags, and how long each may be. */
export interface TagRules {
  max: number;
  minLength: number;
  maxLength: number;
}

/** A tag as stored: trimmed, inner spaces collapsed, lower-case (the list filter compares lower-case). */
export function normalizeTag(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('pt-BR');
}

/**
 * `text` (one tag, or several separated by commas) added to `tags`: normalised, repeats and empty pieces
 * skipped. A piece too short or too long, or one past the maximum, stops there: `rest` is what was not
 * added (for the input to keep) and `problem` says why.
 */
export function addTags(tags: readonly string[], text: string, rules: TagRules): { tags: string[]; rest: string; problem: string | null } {
  const next = [...tags];
  const pieces = text.split(',');
  for (let i = 0; i < pieces.length; i++) {
    const tag = normalizeTag(pieces[i] ?? '');
    if (!tag || next.includes(tag)) continue;
    const rest = pieces.slice(i).join(',').trim();
    if (next.length >= rules.max) return { tags: next, rest, problem: `No máximo ${rules.max} etiquetas.` };
    if (tag.length < rules.minLength) return { tags: next, rest, problem: `Use ao menos ${rules.minLength} letras por etiqueta.` };
    if (tag.length > rules.maxLength) return { tags: next, rest, problem: `Use no máximo ${rules.maxLength} caracteres por etiqueta.` };
    next.push(tag);
  }
  return { tags: next, rest: '', problem: null };
}

/**
 * What typing `value` does: text up to its last comma becomes tags, the rest stays in the input
 * (“direito, famí” adds “direito” and keeps “famí”).
 */
export function typeTags(tags: readonly string[], value: string, rules: TagRules): { tags: string[]; draft: string; problem: string | null } {
  const cut = value.lastIndexOf(',');
  if (cut < 0) return { tags: [...tags], draft: value, problem: null };
  const added = addTags(tags, value.slice(0, cut), rules);
  const tail = value.slice(cut + 1);
  return { tags: added.tags, draft: added.rest ? `${added.rest}, ${tail.trimStart()}`.replace(/,\s*$/, '') : tail.trimStart(), problem: added.problem };
}
