/**
 * The prazos one sentence gives: each act named, the days that go with it, and whom it is addressed to.
 */
import type { Branch } from './branch';
import { ACTS, JUDGMENT, type ActDef } from './acts';
import { findDays, type DaysFound } from './days';
import { findParties, namedAddressees, type FoundParty } from './sides';
import type { Sentence } from './text';

export interface PrazoFound {
  def: ActDef;
  index: number;
  end: number;
  days: DaysFound | null;
  party: FoundParty | null;
  /** Where the quote starts and ends in the sentence. */
  from: number;
  to: number;
}

/** Words that make a sentence ask something of a party (not a report of what was done). */
const DIRECTIVE =
  /intim|manifest|\bciencia\b|\bdig[ao]m?\b|\bfal[ae]m?\b|cite-se|prazo|\bdias\b|\bhoras\b|quinzena|quinquidio|querendo|\bvista\b|abra-se|abre-se|concedo|faculto|providenci|deverao|devera|sob pena|\bpara (?:a |as |o |os )?(?:replica|contrarraz|contraminuta|resposta|apresent|especific|manifest|junt|pag|efetu|regulariz|emend|recolh|comprov|oferec|impugn|contest|alegac|memoriais|razoes|interpor|opor|arrazoar|se manifest)|^(?:a|ao|aos|as) (?:parte |partes )?\w+,? (?:para|a) |^(?:a |as |ao |aos )?(?:replica|contrarrazoes|contraminuta|especificacao de provas|alegacoes finais|memoriais)\b/;
/** Orders to third parties and the court's own acts: no prazo for a party. */
const THIRD_PARTY =
  /^(?:oficie-se|expeca-se|expecam-se|remetam-se|remeta-se|encaminhe-se|encaminhem-se|requisite-se|solicite-se|certifique-se|publique-se|registre-se|arquive-se|arquivem-se|aguarde-se|anote-se|retifique-se|proceda a serventia|proceda a secretaria)/;
/** A prazo the sentence says runs from a later event ("o prazo para contestação fluirá da audiência"). */
const FROM_LATER_EVENT =
  /(?:flui\w*|contad[oa]s?|correr\w*|inicia\w*|comecar\w*|comecara) (?:a partir )?d[ao] (?:audiencia|sessao|juntada|intimacao pessoal|termino|fim)/;
const LAPSE =
  /transcorrid|decorrid|apos o (?:decurso|prazo|transcurso)|findo o prazo|esgotado o prazo|sem o pagamento|nao havendo pagamento|nao efetuado o pagamento/;

function overlaps(a: { index: number; end: number }, b: { index: number; end: number }): boolean {
  return a.index < b.end && b.index < a.end;
}

/** Acts that are also documents already in the case ("arguidas na resposta à acusação"). */
const DOCUMENTS = new Set([
  'contestacao',
  'replica',
  'resposta-acusacao',
  'alegacoes-finais',
  'razoes-apelacao',
  'impugnacao-cumprimento',
  'embargos-execucao',
  'embargos-monitorios',
]);

export interface PrazoScan {
  prazos: PrazoFound[];
  /** Acts the sentence puts after another prazo has run (impugnação after the art. 523 payment): said in a note. */
  afterLapse: ActDef[];
}

/** The acts named in a sentence (specific before generic), with their days and addressee. */
/**
 * A sentence asking only for a manifestação about something named: the act that answers it ("Opostos embargos de
 * declaração, manifeste-se o embargado" is the answer to them).
 */
const GENERIC_OBJECTS: readonly [RegExp, string][] = [
  [/embargos de declaracao|embargos declaratorios|aclaratorios/, 'contrarrazoes'],
  [/\blaudo\b/, 'laudo'],
  [/\bcalculos\b|conta de liquidacao/, 'calculos'],
  [/\bimpugnacao\b(?! (?:a|da) contestacao)/, 'sobre-impugnacao'],
  [/contestacao|\bdefesa\b/, 'replica'],
];

/**
 * The act a manifestação answers: named in the sentence ("manifeste-se sobre o laudo"), or in the sentence before
 * when this one names nothing ("Recebo os embargos de declaração. Intime-se o embargado para manifestar-se").
 */
function answeredAct(f: string, previous: string): ActDef | undefined {
  const ownObject = /\b(?:sobre|acerca|a respeito)\b/.test(f);
  for (const text of ownObject ? [f] : [f, previous]) {
    const object = GENERIC_OBJECTS.find(([re]) => re.test(text))?.[1];
    const def = object ? ACTS.find((a) => a.key === object) : undefined;
    if (def && (def.key !== 'replica' || /sobre|acerca|a respeito|ciencia|vista/.test(text))) return def;
  }
  return undefined;
}

/** A prazo running from an earlier event the text refers to ("aguarde-se o decurso do prazo para contestação"). */
const RUNNING = /aguarde-se o (?:decurso|transcurso|escoamento) do prazo|decurso do prazo (?:para|de) /;

export function prazosIn(s: Sentence, branch: Branch, clientKeys: readonly string[], previous = ''): PrazoScan {
  const f = s.folded;
  if (!DIRECTIVE.test(f) || (THIRD_PARTY.test(f) && !/intim/.test(f))) return { prazos: [], afterLapse: [] };
  // A judgment's operative sentence ("julgo procedente… condeno") is read as a judgment, not as orders.
  if (JUDGMENT.test(f) && !/intim\w* (?:[ao]s? )?(?:parte|partes|autor|reu|re|executad|reclamad)/.test(f)) return { prazos: [], afterLapse: [] };
  const found: { def: ActDef; index: number; end: number }[] = [];
  const afterLapse: ActDef[] = [];
  for (const def of ACTS) {
    for (const m of f.matchAll(new RegExp(def.pattern.source, 'g'))) {
      const hit = { def, index: m.index, end: m.index + m[0].length };
      if (found.some((x) => overlaps(x, hit))) continue;
      // "juntando procuração", "especificando-as": a gerund details the act before it, it is not another one.
      // "arguidas na resposta à acusação": a document already in the case, not an act asked for.
      if (
        DOCUMENTS.has(def.key) &&
        /\b(?:na|nas|da|das|pela|nesta|naquela|com a|apos a|ante a|diante da|em sua)\s+$/.test(f.slice(Math.max(0, m.index - 12), m.index))
      )
        continue;
      const gerund = /^\w+ndo\b/.test(m[0]) || /\b\w+ndo(?:-(?:lhe|lhes|se|os|as|o|a))?\s+$/.test(f.slice(Math.max(0, m.index - 24), m.index));
      if (gerund && found.some((x) => x.index < hit.index)) continue;
      if ((def.notAfterLapse && LAPSE.test(f.slice(0, m.index))) || FROM_LATER_EVENT.test(f) || RUNNING.test(f)) {
        if (!afterLapse.includes(def)) afterLapse.push(def);
        continue;
      }
      found.push(hit);
    }
  }
  let specific = found.filter((x) => !x.def.generic);
  if (specific.length === 0 && found.length > 0) {
    const def = answeredAct(f, previous);
    const first = found[0];
    if (def && first) specific = [{ ...first, def }];
  }
  const acts = (specific.length ? specific : found.slice(0, 1)).sort((a, b) => a.index - b.index);
  const days = findDays(f);
  // Who an act is addressed to: never "pela ré" or "do autor" (the agent or owner of something).
  const parties = findParties(f, branch === 'criminal', clientKeys).filter((p) => !p.agent);
  if (acts.length === 0) {
    if (LAPSE.test(f)) return { prazos: [], afterLapse };
    // Days and an order but no act named: a manifestação (the generic act) with those days.
    const d = days.find((x) => x.days !== null || x.legal);
    if (!d || !/intim|para|\bvista\b|manifest|querendo|prazo|concedo|faculto|deverao|devera|providenci|nada sendo requerido|no silencio/.test(f))
      return { prazos: [], afterLapse };
    const generic = answeredAct(f, previous) ?? ACTS.find((a) => a.generic);
    if (!generic) return { prazos: [], afterLapse };
    acts.push({ def: generic, index: d.index, end: d.index });
  }
  const named = namedAddressees(s.text, clientKeys);
  const prazosSoFar: PrazoFound[] = [];
  const prazos = acts.map((act, i) => {
    const prevEnd = acts[i - 1]?.end ?? 0;
    const nextStart = acts[i + 1]?.index ?? f.length;
    const within = (x: { index: number }, from: number, to: number) => x.index >= from && x.index < to;
    const lastAct = acts[acts.length - 1];
    const sameAsBefore = /(?:no|em|pelo) (?:mesmo|igual) prazo/.test(f.slice(prevEnd, nextStart));
    const day =
      days.find((d) => d.index > act.index && d.end <= act.end) ??
      days.find((d) => within(d, act.end, nextStart)) ??
      (sameAsBefore && i > 0 ? (prazosSoFar[i - 1]?.days ?? undefined) : undefined) ??
      [...days].reverse().find((d) => within(d, prevEnd, act.index)) ??
      (lastAct ? days.find((d) => d.index >= lastAct.end) : undefined) ??
      days.find((d) => d.shared === 'comum') ??
      null;
    const party =
      parties.find((p) => p.index > act.index && p.end <= act.end) ??
      [...parties].reverse().find((p) => within(p, prevEnd, act.index)) ??
      parties.find((p) => within(p, act.end, nextStart)) ??
      [...parties].reverse().find((p) => p.index < act.index) ??
      [...named].reverse().find((p) => p.index < act.index) ??
      null;
    const from = Math.min(act.index, party?.index ?? act.index, day?.index ?? act.index);
    const to = Math.max(act.end, day?.end ?? act.end);
    const found = { def: act.def, index: act.index, end: act.end, days: day, party, from, to };
    prazosSoFar.push(found);
    return found;
  });
  return { prazos, afterLapse };
}

/** The words to quote for a stretch of a sentence: the whole sentence when short, else the clause around it. */
export function quoteOf(s: Sentence, from: number, to: number): string {
  if (s.text.length <= 320) return s.text;
  let a = from;
  while (a > 0 && !/[,;:]/.test(s.text[a - 1] ?? '')) a--;
  let b = to;
  while (b < s.text.length && !/[.;]/.test(s.text[b] ?? '')) b++;
  return s.text.slice(a, Math.min(s.text.length, b + 1)).trim();
}
