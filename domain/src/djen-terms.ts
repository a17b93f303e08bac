/**
 * Monitored terms other than OAB inscriptions: lawyer names (with their variants), party names (a client's name
 * and trade name) and free text (a CNPJ as courts print it). Each is asked of the DJEN's `GET /comunicacao` by
 * its own parameter and named by a stable key: what a stored communication's `termKeys` holds.
 * Pure and zod-free: the functions, the SPA and the court stand-in share it.
 */
import { searchKey } from './text';

export const TERM_KINDS = ['advogado', 'parte', 'texto'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const TERM_KIND_LABELS: Record<TermKind, string> = {
  advogado: 'Nome de advogado',
  parte: 'Nome de parte',
  texto: 'Texto livre',
};

/** The `/comunicacao` query parameter each kind is asked with. */
export const TERM_PARAMS: Record<TermKind, 'nomeAdvogado' | 'nomeParte' | 'texto'> = {
  advogado: 'nomeAdvogado',
  parte: 'nomeParte',
  texto: 'texto',
};

/** A key's prefix per kind: `adv:helena barbosa`, `parte:construtora alfa ltda.`, `texto:12.345.678/0001-90`. */
const KEY_PREFIX: Record<TermKind, string> = { advogado: 'adv', parte: 'parte', texto: 'texto' };

/** One term the DJEN capture asks for, besides the inscriptions. */
export interface MonitoredTerm {
  kind: TermKind;
  /** What is asked for, as the office typed it. */
  value: string;
  /** Other spellings asked for too, under the same term (a lawyer's "H. Barbosa", a client's trade name). */
  variants: string[];
  /** The staff account it belongs to (null: the office's, nobody in particular). */
  ownerId: string | null;
  /** Parte: the client it was picked from in Clientes, if any. */
  clientId: string | null;
}

/** How terms compare: accents, case and runs of spaces do not count (the DJEN ignores them too). */
export function termNormal(value: string): string {
  return searchKey(value);
}

/** A term's key: its kind's prefix and its value, normalized ("parte:construtora alfa ltda."). */
export function djenTermKey(kind: TermKind, value: string): string {
  return `${KEY_PREFIX[kind]}:${termNormal(value)}`;
}

/** A term as the office names it in alerts and run errors: parte “Construtora Alfa Ltda.”. */
export function termTarget(term: Pick<MonitoredTerm, 'kind' | 'value'>): string {
  const word = term.kind === 'advogado' ? 'advogado' : term.kind === 'parte' ? 'parte' : 'texto';
  return `${word} “${term.value}”`;
}

/** The values one term asks the DJEN for: its own and its variants (one request or more each, per run). */
export function termQueries(term: Pick<MonitoredTerm, 'value' | 'variants'>): string[] {
  return [term.value, ...term.variants];
}

/** The shortest value (normalized) a name or text may have: shorter ones match thousands of communications. */
export const MIN_TERM_LENGTH = 5;
export const MAX_TERM_LENGTH = 120;
/** Variants one term may carry. */
export const MAX_TERM_VARIANTS = 5;
/**
 * Queries the capture may make per run over every inscription, term and variant: each costs at least one
 * request, and the DJEN allows about 20 a minute per address within a run of 7 minutes.
 */
export const MAX_MONITORED_QUERIES = 80;

const OAB_KEY = /^([A-Z]{2})-(\d+)$/;

/** Whether a term key is an inscription's (`SP-123456`, djenOabKey) rather than a name's or a text's. */
export function isOabKey(key: string): boolean {
  return OAB_KEY.test(key);
}

/**
 * A stored term key in words, for a record that names the terms that found it ("OAB/SP 123456", parte
 * “construtora alfa ltda.”): the key keeps the value normalized, so the words are lower case.
 */
export function termKeyLabel(key: string): string {
  const oab = OAB_KEY.exec(key);
  if (oab) return `OAB/${oab[1]} ${oab[2]}`;
  const kind = (Object.keys(KEY_PREFIX) as TermKind[]).find((k) => key.startsWith(`${KEY_PREFIX[k]}:`));
  return kind ? termTarget({ kind, value: key.slice(KEY_PREFIX[kind].length + 1) }) : key;
}
