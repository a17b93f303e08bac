/**
 * Whose act it is: the parties a sentence addresses ("intime-se a parte autora", "às partes", "ao reclamado") and
 * the office's client's side, as the PartyRole keys, their pt-BR words or the poles name it.
 */
import { fold } from './text';

/** primary: the case's poles; recursal and embargos: roles that do not say which pole (an apelante may be the réu). */
export type PartyGroup = 'primary' | 'recursal' | 'embargos';

export type Party =
  | { group: PartyGroup; pole: 'ativo' | 'passivo'; word: string }
  | { group: 'ambas'; word: string }
  | { group: 'outro'; word: string }
  | { group: 'cliente'; word: string }
  /** Someone the text names ("intime-se a CEF"), the client or not as the client's name says (null: no name known). */
  | { group: 'nomeado'; word: string; isClient: boolean | null };

interface RoleWord {
  pattern: string;
  group: PartyGroup;
  pole: 'ativo' | 'passivo';
}

/** Gender and plural endings as texts write them: "autor(a)", "requeridos", "executada". */
const G = '(?:\\([ao]s?\\))?';
const ROLE_WORDS: readonly RoleWord[] = [
  { pattern: `autor(?:a|es|as)?${G}`, group: 'primary', pole: 'ativo' },
  { pattern: `requerentes?`, group: 'primary', pole: 'ativo' },
  { pattern: `reclamantes?`, group: 'primary', pole: 'ativo' },
  { pattern: `exequentes?`, group: 'primary', pole: 'ativo' },
  { pattern: `impetrantes?`, group: 'primary', pole: 'ativo' },
  { pattern: `demandantes?|promoventes?|querelantes?`, group: 'primary', pole: 'ativo' },
  { pattern: `reus?${G}|res?\\b|reu\\(re\\)`, group: 'primary', pole: 'passivo' },
  { pattern: `requerid[oa]s?${G}`, group: 'primary', pole: 'passivo' },
  { pattern: `reclamad[oa]s?${G}`, group: 'primary', pole: 'passivo' },
  { pattern: `executad[oa]s?${G}`, group: 'primary', pole: 'passivo' },
  { pattern: `impetrad[oa]s?|autoridade coatora`, group: 'primary', pole: 'passivo' },
  { pattern: `demandad[oa]s?|promovid[oa]s?|querelad[oa]s?`, group: 'primary', pole: 'passivo' },
  { pattern: `acusad[oa]s?${G}|denunciad[oa]s?${G}|sentenciad[oa]s?|apenad[oa]s?`, group: 'primary', pole: 'passivo' },
  { pattern: `apelantes?|recorrentes?|agravantes?`, group: 'recursal', pole: 'ativo' },
  { pattern: `apelad[oa]s?${G}|recorrid[oa]s?${G}|agravad[oa]s?${G}`, group: 'recursal', pole: 'passivo' },
  { pattern: `embargantes?`, group: 'embargos', pole: 'ativo' },
  { pattern: `embargad[oa]s?${G}`, group: 'embargos', pole: 'passivo' },
];

const DETERMINER = '(?:\\b(?:o|a|os|as|ao|aos|do|da|dos|das|pelo|pela|e|ambos os|ambas as|o\\(a\\)|a\\(o\\)|os\\(as\\)|ao\\(a\\)|a\\(ao\\))\\s+)';
const ROLE_RE = new RegExp(`${DETERMINER}(?:parte\\s+|partes\\s+)?(${ROLE_WORDS.map((r) => `(${r.pattern})`).join('|')})\\b`, 'g');
const BOTH_RE = /\b(?:ambas as partes|as partes|os litigantes|as litigantes|partes interessadas|todas as partes)\b/g;
const OTHER_RE =
  /\b(?:(?:o|ao|do|pelo) (?:ministerio publico|parquet|\bmp\b)|(?:(?:o|ao|do|pelo|a|a\(o\)|nomeio|nomeado|nomeada|como) )?(?:sr\.? |sra\.? )?perit[oa]s?(?! (?:judicial )?(?:e|ou) (?:as|os) partes)|(?:a|a\(o\)) (?:defensoria publica)|(?:o|ao) (?:oficial de justica|contador|leiloeiro|administrador judicial)|(?:a|ao) contadoria|(?:a|ao) secretaria|(?:o|ao) cartorio|(?:a|ao) serventia)\b/g;
/** In criminal procedure "a defesa" is the accused's lawyer and "a acusação" the prosecution. */
const DEFENSE_RE = /\b(?:a|à) defesa(?: tecnica| constituida)?\b(?! (?:apresentada|oferecida|escrita))/g;

export interface FoundParty {
  party: Party;
  index: number;
  end: number;
  /** "pela ré", "do autor": the party is the agent or owner of something, not whom the act is addressed to. */
  agent: boolean;
}

const AGENT = /^(?:pel[oa]s?|d[oa]s?|por|pel[oa]\(a\)|d[oa]\([ao]\))\s/;

/**
 * A client's name as texts print it, without company suffixes ("Construtora Alfa Ltda." → "construtora alfa"),
 * and its acronym when the name carries one ("Instituto Nacional do Seguro Social - INSS" → also "inss").
 */
export function nameKeys(name: string | null | undefined): string[] {
  if (!name) return [];
  const keys: string[] = [];
  const key = fold(name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[.,]/g, ' ')
    .replace(/\s+-\s+.*$/, ' ')
    .replace(/\b(?:ltda|s\/?a|sa|me|epp|eireli|cia|s\/s)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (key.length >= 4) keys.push(key);
  // "Caixa Econômica Federal" is also "CEF"; "Instituto Nacional do Seguro Social", "INSS".
  const initials = key
    .split(' ')
    .filter((w) => !/^(?:de|da|do|das|dos|e)$/.test(w))
    .map((w) => w[0])
    .join('');
  if (initials.length >= 3 && initials.length <= 6) keys.push(initials);
  for (const m of name.matchAll(/\b[A-ZÀ-Ý]{3,8}\b/g)) {
    const acronym = fold(m[0]);
    if (!/^(?:ltda|eireli|epp|cia)$/.test(acronym) && acronym !== key && name.replace(/[^A-ZÀ-Ý]/g, '').length < name.replace(/[^A-Za-zÀ-ÿ]/g, '').length)
      keys.push(acronym);
  }
  return keys;
}

/** Every party a folded sentence names, by position. */
export function findParties(folded: string, criminal: boolean, clientKeys: readonly string[]): FoundParty[] {
  const out: FoundParty[] = [];
  for (const m of folded.matchAll(ROLE_RE)) {
    const i = ROLE_WORDS.findIndex((_r, k) => m[k + 2] !== undefined);
    const role = ROLE_WORDS[i];
    // "o defensor do réu", "a advogada da autora": the party's lawyer is the party here, not an agent.
    const lawyer = /(?:defensor|advogad|patron|procurador)\w*(?:\s+\w+)?\s+$/.test(folded.slice(Math.max(0, m.index - 30), m.index));
    if (role)
      out.push({
        party: { group: role.group, pole: role.pole, word: m[1] ?? '' },
        index: m.index,
        end: m.index + m[0].length,
        agent: AGENT.test(m[0]) && !lawyer,
      });
  }
  for (const m of folded.matchAll(BOTH_RE)) out.push({ party: { group: 'ambas', word: m[0] }, index: m.index, end: m.index + m[0].length, agent: false });
  for (const m of folded.matchAll(OTHER_RE)) {
    // The Defensoria or the Ministério Público may be the office's client itself.
    const core = m[0].replace(/^(?:o|ao|do|pelo|a|a\(o\)|nomeio|nomeado|nomeada|como)\s+/, '');
    const own = clientKeys.some((k) => k.startsWith(core));
    out.push({
      party: own ? { group: 'cliente', word: core } : { group: 'outro', word: m[0] },
      index: m.index,
      end: m.index + m[0].length,
      agent: AGENT.test(m[0]),
    });
  }
  if (criminal) {
    for (const m of folded.matchAll(DEFENSE_RE))
      out.push({ party: { group: 'primary', pole: 'passivo', word: 'defesa' }, index: m.index, end: m.index + m[0].length, agent: false });
    for (const m of folded.matchAll(/\b(?:a|à) acusacao\b/g))
      if (!/resposta (?:escrita )?$|responder $/.test(folded.slice(Math.max(0, m.index - 20), m.index)))
        out.push({ party: { group: 'primary', pole: 'ativo', word: 'acusação' }, index: m.index, end: m.index + m[0].length, agent: false });
  }
  for (const key of clientKeys) {
    for (const m of folded.matchAll(new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g')))
      out.push({
        party: { group: 'cliente', word: key },
        index: m.index,
        end: m.index + m[0].length,
        agent: /(?:pel[oa]|d[oa]|por) $/.test(folded.slice(Math.max(0, m.index - 5), m.index)),
      });
  }
  return out.sort((a, b) => a.index - b.index);
}

const NAMED =
  /\b(?:[Ii]ntime-se|[Ii]ntimem-se|[Cc]ite-se|[Cc]item-se|[Nn]otifique-se|[Nn]otifiquem-se)\s+(?:o|a|os|as)\s+([A-ZÀ-Ý][\wÀ-ÿ.&'-]*(?:\s+(?:de|da|do|das|dos|e|[A-ZÀ-Ý0-9][\wÀ-ÿ.&'-]*)){0,6})/g;

/**
 * Whom an order names when it names no role ("Intime-se a CEF para…"): the client when its name or acronym
 * matches, someone else when the client's name is known and does not, unknown otherwise.
 */
export function namedAddressees(text: string, clientKeys: readonly string[]): FoundParty[] {
  const out: FoundParty[] = [];
  for (const m of text.matchAll(NAMED)) {
    const name = fold(m[1] ?? '')
      .replace(/[.,]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const first = name.split(' ')[0] ?? '';
    const isClient =
      clientKeys.length === 0 ? null : clientKeys.some((k) => name.startsWith(k) || k.startsWith(name) || (first.length >= 3 && k.split(' ')[0] === first));
    if (/^(?:defensor|advogad|patron|procurador|dr|dra|sr|sra|perit|oficial|contador|ministerio|juizo|cartorio|secretaria|escrivao)/.test(name)) continue;
    const index = m.index + m[0].search(/\s(?:o|a|os|as)\s/) + 1;
    out.push({ party: { group: 'nomeado', word: m[1] ?? '', isClient }, index, end: m.index + m[0].length, agent: false });
  }
  return out;
}

export interface ClientSide {
  group: PartyGroup;
  pole: 'ativo' | 'passivo';
}

const SIDE_WORDS: Record<string, ClientSide> = {};
for (const [words, side] of [
  ['autor autora requerente reclamante exequente impetrante demandante querelante ativo', { group: 'primary', pole: 'ativo' }],
  [
    'reu re requerido requerida reclamado reclamada executado executada impetrado impetrada demandado demandada acusado acusada denunciado denunciada querelado querelada passivo',
    { group: 'primary', pole: 'passivo' },
  ],
  ['recorrente apelante agravante', { group: 'recursal', pole: 'ativo' }],
  ['recorrido recorrida apelado apelada agravado agravada', { group: 'recursal', pole: 'passivo' }],
  ['embargante', { group: 'embargos', pole: 'ativo' }],
  ['embargado embargada', { group: 'embargos', pole: 'passivo' }],
] as const)
  for (const w of words.split(' ')) SIDE_WORDS[w] = side;

/** The client's side from a PartyRole key, a pt-BR word ("réu", "reclamada", "polo passivo") or null. */
export function clientSideOf(side: string | null | undefined): ClientSide | null {
  if (!side) return null;
  const words = fold(side)
    .replace(/\([ao]s?\)/g, '')
    .split(/[^a-z]+/)
    .filter((w) => w && w !== 'polo' && w !== 'parte');
  for (const w of words) {
    const found = SIDE_WORDS[w];
    if (found) return found;
  }
  return null;
}

export type Relation = 'nosso' | 'contrario' | 'ambas' | 'desconhecido';

/** Whether an act addressed to `party` is the client's. */
export function relationTo(party: Party | null, client: ClientSide | null, impliedPole: 'ativo' | 'passivo' | null): Relation {
  if (!party) {
    if (!impliedPole || !client || client.group !== 'primary') return 'desconhecido';
    return impliedPole === client.pole ? 'nosso' : 'contrario';
  }
  if (party.group === 'ambas') return 'ambas';
  if (party.group === 'cliente') return 'nosso';
  if (party.group === 'nomeado') return party.isClient === null ? 'desconhecido' : party.isClient ? 'nosso' : 'contrario';
  if (party.group === 'outro') return 'contrario';
  if (!client) return 'desconhecido';
  if (party.group !== client.group) return 'desconhecido';
  return party.pole === client.pole ? 'nosso' : 'contrario';
}
