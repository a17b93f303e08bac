/**
 * The worklist's excerpt of an intimação: its text as plain words (the DJEN sends HTML or text), the first lines,
 * and the sentence the proposal's first action was read from set apart, so the row shows where the deadline is.
 * Pure: the list callable and any tool may call it.
 */
import type { IntimationExcerpt } from './intimation-worklist';
import { collapse, htmlToText, plainText } from './proposals/text';

/** How many characters of the text a row shows around the highlighted sentence. */
export const EXCERPT_CHARS = 320;
/** How much of the text's start stays when the highlighted sentence is further in. */
const LEAD_CHARS = 140;
const ELLIPSIS = '…';

/**
 * The text as plain words on one line, as the proposal reads it (proposals/text.ts: markup out, a link's address
 * kept, entities decoded), whitespace collapsed: the form a proposal's quote takes, so it is found verbatim.
 * `format` is the DJEN's: HTML is always read as markup; a "texto" with markup in it is too.
 */
export function intimationPlainText(text: string, format: 'html' | 'texto' = 'html'): string {
  return collapse(plainText(format === 'html' ? htmlToText(text) : text));
}

/** Cuts at a word's end at most `max` characters in, with an ellipsis when anything was left out. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd() + ELLIPSIS;
}

/** Where the quote is in the plain text: as written, else ignoring case and accents' forms (null: not there). */
function locate(plain: string, quote: string): { start: number; end: number } | null {
  const wanted = quote.replace(/\s+/g, ' ').trim();
  if (wanted.length === 0) return null;
  const exact = plain.indexOf(wanted);
  if (exact >= 0) return { start: exact, end: exact + wanted.length };
  // toLowerCase keeps the length of Portuguese text, so indexes carry over.
  const folded = plain.toLowerCase().indexOf(wanted.toLowerCase());
  return folded >= 0 ? { start: folded, end: folded + wanted.length } : null;
}

/**
 * The row's excerpt: the first lines of the text, and the quoted sentence (the proposal's first action) set apart
 * wherever it is — after the text's start and an ellipsis when it is further in. No quote, or one not found in
 * the text: the first lines only.
 */
export function intimationExcerpt(text: string, format: 'html' | 'texto', quote: string | null | undefined): IntimationExcerpt {
  const plain = intimationPlainText(text, format);
  const at = quote ? locate(plain, quote) : null;
  if (!at) return { before: clip(plain, EXCERPT_CHARS), highlight: null, after: '' };
  const highlight = clip(plain.slice(at.start, at.end), EXCERPT_CHARS);
  const room = Math.max(0, EXCERPT_CHARS - highlight.length);
  const head = plain.slice(0, at.start);
  // Further in: the text's start, an ellipsis, then the sentence.
  const before = head.length <= Math.max(room, LEAD_CHARS) ? head : `${clip(head, LEAD_CHARS)} `;
  const afterRoom = Math.max(0, EXCERPT_CHARS - highlight.length - before.length);
  const tail = plain.slice(at.end);
  const after = afterRoom === 0 ? (tail.trim() ? ELLIPSIS : '') : clip(tail, afterRoom);
  return { before, highlight, after };
}
