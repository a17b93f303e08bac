/**
 * The worklist's excerpt of an intimação: its text as plain words (the DJEN sends HTML or text), the first lines,
 * and the sentence the proposal's first action was read from set apart, so the row shows where the deadline is.
 * Pure: the list callable and any tool may call it.
 */
import type { IntimationExcerpt } from './intimation-worklist';

/** How many characters of the text a row shows around the highlighted sentence. */
export const EXCERPT_CHARS = 320;
/** How much of the text's start stays when the highlighted sentence is further in. */
const LEAD_CHARS = 140;
const ELLIPSIS = '…';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ordm: 'º',
  ordf: 'ª',
  sect: '§',
  deg: '°',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
};

/** Latin letters with accents, as combining marks: &aacute; &ccedil; &atilde; … */
const MARKS: Record<string, string> = { acute: '\u0301', grave: '\u0300', circ: '\u0302', tilde: '\u0303', uml: '\u0308', cedil: '\u0327' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const lower = name.toLowerCase();
    if (NAMED[lower]) return NAMED[lower];
    // Latin letters with accents: &aacute; &ccedil; &atilde; …
    const accent = /^([a-z])(acute|grave|circ|tilde|uml|cedil)$/i.exec(name);
    const mark = accent ? MARKS[accent[2]?.toLowerCase() ?? ''] : undefined;
    if (accent && mark) return `${accent[1] ?? ''}${mark}`.normalize('NFC');
    return whole;
  });
}

/** The text as plain words on one line: tags out (a block tag is a space), entities decoded, whitespace collapsed. */
export function intimationPlainText(text: string, format: 'html' | 'texto' = 'html'): string {
  const untagged =
    format === 'html' || /<\/?[a-z][^>]*>/i.test(text)
      ? text
          .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
          .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, ' ')
          .replace(/<[^>]*>/g, '')
      : text;
  return decodeEntities(untagged).replace(/\s+/g, ' ').trim();
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
