/**
 * Processos → Intimações, without React: the inbox's filters in the address, the text of a DJEN
 * communication made safe to show, and the calculator's address for a prazo counted from one.
 */
import DOMPurify, { type Config } from 'dompurify';
import { courtOfCnj, findCourt, type IntimationRecord, type Listed } from '@office/domain';
import { parseCnj } from '@office/domain/cnj';
import { CALLABLES } from '@office/domain/contracts';
import { pagePath } from '@office/domain/addresses';
import { addressFilters } from '../../components/list/address-filters';

/** The inbox's filters in the address: those of the list callable, by its own names. */
export const INTIMATION_FILTERS = addressFilters(CALLABLES['intimations-list'].input);

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
  return pagePath('deadline', params);
}
