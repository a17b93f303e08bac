/**
 * An intimação's text as the reading sees it: HTML or plain (\r\n) made into one line of words, and a folded copy
 * (lower case, no accents) of the same length, so a match found in the folded copy quotes the original words.
 */

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ordm: 'º',
  ordf: 'ª',
  sect: '§',
  deg: 'º',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
};
const ACCENTS: Record<string, string> = { acute: '\u0301', grave: '\u0300', tilde: '\u0303', circ: '\u0302', cedil: '\u0327', uml: '\u0308' };

function entity(name: string): string | null {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
  const named = NAMED_ENTITIES[name];
  if (named) return named;
  // &aacute; &Ccedil; &otilde;…: a letter and its accent.
  const m = /^([a-zA-Z])(acute|grave|tilde|circ|cedil|uml)$/.exec(name);
  return m ? `${m[1]}${ACCENTS[m[2] ?? ''] ?? ''}`.normalize('NFC') : null;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (all, name: string) => {
    try {
      return entity(name) ?? all;
    } catch {
      return all;
    }
  });
}

/** Markup to text: block ends become line breaks, tags go, the visible words stay as they are. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h\d|table|ul|ol|center)>/gi, '\n')
    .replace(/<(td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '');
}

/** The addresses of a text's links ("<a href=…>clique aqui</a>"): a hearing's video link is often only there. */
export function linkAddresses(text: string): string[] {
  return [...text.matchAll(/<a\b[^>]*href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1] ?? ''));
}

/** Whether a text is HTML (the same test as djen.ts's isHtmlText, kept here so the reading has no other imports). */
function looksHtml(text: string): boolean {
  return /<\/?(p|br|div|span|b|strong|i|em|u|table|tr|td|a|ul|ol|li|h\d|font|center)\b[^>]*>/i.test(text);
}

/**
 * The text as paragraphs of single-spaced words: markup and entities resolved, line breaks kept as "\n" between
 * paragraphs (they end sentences) and wrapped lines joined, every other run of white space one space.
 */
export function plainText(text: string): string {
  const raw = looksHtml(text) ? htmlToText(text) : text;
  return decodeEntities(raw)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u202f]+/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .reduce<string[]>((lines, line) => {
      // Plain texts wrap sentences: a line that starts in lower case, or follows a comma, continues the one before.
      const last = lines[lines.length - 1];
      if (last !== undefined && (/^[a-zà-ÿ0-9(]/.test(line) || /[,(–-]$/.test(last))) lines[lines.length - 1] = `${last} ${line}`;
      else lines.push(line);
      return lines;
    }, [])
    .join('\n');
}

/** Lower case without accents, character for character (same length), for matching. */
export function fold(text: string): string {
  let out = '';
  for (const c of text) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += base.length === c.length ? base : c;
  }
  return out;
}

/** White space collapsed: the form quotes take. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface Sentence {
  /** The sentence's words, as in the text (single-spaced). */
  text: string;
  folded: string;
  /** Where it starts in the whole plain text. */
  start: number;
}

/** Abbreviations a period does not end a sentence after ("art. 523", "fls. 10", "Dr. Paulo", "n. 12"). */
const ABBREVIATIONS =
  /(?:^|[\s(])(?:arts?|fls?|n|nos?|dr|dra|drs|sr|sra|srs|exmo|exma|ilmo|ilma|inc|incs|al|par|cf|proc|des|min|rel|dec|res|prov|port|av|ltda|s\/a|cia|p|pp|ex|obs|v|vv|id|doc|docs|ref|tel|sec|fl|cap|pag|pags|prof|profa|eng|adv|advs|mm|mmo|mma|ss|c\/c|etc)\.$/i;

/** Paragraphs, then sentences: ". " before a capital (not after an abbreviation), "; " and line breaks end one. */
export function sentences(plain: string): Sentence[] {
  const out: Sentence[] = [];
  const push = (from: number, to: number) => {
    const raw = plain.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) out.push({ text, folded: fold(text), start: from + lead });
  };
  let from = 0;
  for (let i = 0; i < plain.length; i++) {
    const c = plain[i];
    if (c === '\n') {
      push(from, i);
      from = i + 1;
    } else if ((c === '.' || c === ';' || c === '!' || c === '?') && plain[i + 1] === ' ') {
      const next = plain.slice(i + 2, i + 3);
      const before = plain.slice(Math.max(from, i - 12), i + 1);
      // "Data: 12/04/2027. Hora: 15:00. Local: …": a form's fields stay with the sentence they describe.
      const field = /^(?:Data|Dia|Hora|Horário|Local|Link|Endereço|Sala|Modalidade)\s*:/i.test(plain.slice(i + 2, i + 14));
      const ends = c === ';' ? true : /[A-ZÀ-Ý0-9"“(]/.test(next) && !ABBREVIATIONS.test(before) && !field;
      if (ends) {
        push(from, i + 1);
        from = i + 2;
      }
    }
  }
  push(from, plain.length);
  return out;
}
