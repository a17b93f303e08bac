/**
 * Processos → Intimações, without React: the inbox's filters as the address holds them, the text of a DJEN
 * communication made safe to show, and the calculator's address for a prazo counted from one.
 */
import DOMPurify, { type Config } from 'dompurify';
import {
  courtOfCnj,
  findCourt,
  INTIMATION_MATCH_FILTERS,
  INTIMATION_READ_FILTERS,
  INTIMATION_TRIAGE_FILTERS,
  type IntimationRecord,
  type Listed,
} from '@office/domain';
import { parseCnj } from '@office/domain/cnj';
import type { IntimationFilters } from '../../api/intimations';

/** The filters the address may hold, as they are named in it (the callable's own names). */
export const FILTER_KEYS = ['oab', 'tribunal', 'kind', 'read', 'matched', 'triage'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);
/** Free text the server compares exactly (a tribunal, a kind, an inscription): trimmed and bounded like its schema. */
const text = (value: string | null, max: number) => {
  const v = value?.trim() ?? '';
  return v && v.length <= max ? v : null;
};

/** The inbox's filters from the address; what it does not know is left out. */
export function readFilters(params: URLSearchParams): IntimationFilters {
  return {
    oab: text(params.get('oab'), 20),
    tribunal: text(params.get('tribunal'), 20),
    kind: text(params.get('kind'), 60),
    read: oneOf(params.get('read'), INTIMATION_READ_FILTERS),
    matched: oneOf(params.get('matched'), INTIMATION_MATCH_FILTERS),
    triage: oneOf(params.get('triage'), INTIMATION_TRIAGE_FILTERS),
  };
}

/** The address of these filters (only those set, in a stable order). */
export function filterParams(filters: IntimationFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
  }
  return next;
}

/** How many filters are set. */
export function activeFilters(filters: IntimationFilters): number {
  return FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
}

/** "Polo ativo" for the DJEN's "A", "Polo passivo" for "P"; anything else as sent. */
export function poleLabel(pole: string): string {
  const p = pole.trim().toUpperCase();
  if (p === 'A') return 'Polo ativo';
  if (p === 'P') return 'Polo passivo';
  return pole.trim() || 'Destinatário';
}

/**
 * What a court's HTML may keep: formatting only. No scripts, styles, forms, frames, images or SVG; no
 * attribute but a link's address and a table cell's span; links only to http(s) or e-mail (no javascript:,
 * no address inside this app).
 */
const INTIMATION_PURIFY: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'center',
    'code',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
  // Dropped with what they hold (a script's or style's text is no reading matter).
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head', 'textarea', 'select', 'option'],
};

/**
 * A communication's HTML made safe to place in the page: only the formatting above survives, every link that
 * does opens in a new tab without giving that tab a hold on this one, and a link whose address was refused is
 * left as plain words.
 */
export function sanitizeIntimationHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...INTIMATION_PURIFY, RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll('a')) {
    if (link.getAttribute('href')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else {
      // Its address did not survive (javascript:, an address inside the app): its words stay, not as a link.
      link.replaceWith(...link.childNodes);
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The calculator's court for a communication: its CNJ number's court, else its tribunal's acronym, when the calculator has its calendar. */
export function deadlineCourt(intimation: Pick<IntimationRecord, 'cnj' | 'cnjDigits' | 'tribunal'>): string | null {
  const parsed = parseCnj(intimation.cnjDigits ?? intimation.cnj ?? '');
  const byNumber = parsed ? courtOfCnj(`${parsed.segment}.${parsed.tribunalCode}`) : undefined;
  return byNumber?.id ?? findCourt(intimation.tribunal)?.id ?? null;
}

/** The prazo's title the calculator carries to the agenda's form: "Prazo — Intimação (0000000-00.0000.0.00.0000)". */
export function deadlineTitle(intimation: Pick<IntimationRecord, 'kind' | 'cnj'>): string {
  return intimation.cnj ? `Prazo — ${intimation.kind} (${intimation.cnj})` : `Prazo — ${intimation.kind}`;
}

/**
 * "Calcular prazo" from an intimação: counted from its availability on the DJEN, for its lawsuit when the
 * office has it (with the lawsuit's comarca, for the local holidays), in its court when the calculator knows
 * it, and naming the intimação so the saved prazo is linked to it.
 */
export function deadlineLink(intimation: Listed<IntimationRecord>, lawsuit?: { comarca: string } | null): string {
  const params = new URLSearchParams({ trigger: 'disponibilizacao', date: intimation.availableOn });
  if (intimation.lawsuitId) params.set('lawsuit', intimation.lawsuitId);
  const court = deadlineCourt(intimation);
  if (court) params.set('tribunal', court);
  if (intimation.lawsuitId && lawsuit?.comarca) params.set('comarca', lawsuit.comarca);
  params.set('title', deadlineTitle(intimation));
  params.set('intimation', intimation.id);
  return `/events/deadline?${params.toString()}`;
}
