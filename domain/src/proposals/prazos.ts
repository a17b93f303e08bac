/**
 * The prazos one sentence gives: each act named, the days that go with it, and whom it is addressed to.
 */
import type { Branch } from './branch';
import { ACTS, type ActDef } from './acts';
import { findDays, type DaysFound } from './days';
import { findParties, type FoundParty } from './sides';
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
  /intim|manifest|\bdig[ao]m?\b|\bfal[ae]m?\b|cite-se|prazo|\bdias?\b|\bhoras\b|quinzena|quinquidio|querendo|\bvista\b|abra-se|abre-se|concedo|faculto|providenci|deverao|devera|sob pena|\bpara (?:a |as |o |os )?(?:replica|contrarraz|contraminuta|resposta|apresent|especific|manifest|junt|pag|efetu|regulariz|emend|recolh|comprov|oferec|impugn|contest|alegac|memoriais|razoes|interpor|opor|arrazoar|se manifest)|^(?:a|ao|aos|as) (?:parte |partes )?\w+,? (?:para|a) |^(?:a )?replica\b/;
/** Orders to third parties and the court's own acts: no prazo for a party. */
const THIRD_PARTY =
  /^(?:oficie-se|expeca-se|expecam-se|remetam-se|remeta-se|encaminhe-se|encaminhem-se|requisite-se|solicite-se|certifique-se|publique-se|registre-se|arquive-se|arquivem-se|aguarde-se|anote-se|retifique-se|proceda a serventia|proceda a secretaria)/;
const LAPSE =
  /transcorrid|decorrid|apos o (?:decurso|prazo|transcurso)|findo o prazo|esgotado o prazo|sem o pagamento|nao havendo pagamento|nao efetuado o pagamento/;

function overlaps(a: { index: number; end: number }, b: { index: number; end: number }): boolean {
  return a.index < b.end && b.index < a.end;
}

export interface PrazoScan {
  prazos: PrazoFound[];
  /** Acts the sentence puts after another prazo has run (impugnação after the art. 523 payment): said in a note. */
  afterLapse: ActDef[];
}

/** The acts named in a sentence (specific before generic), with their days and addressee. */
export function prazosIn(s: Sentence, branch: Branch, clientKey: string | null): PrazoScan {
  const f = s.folded;
  if (!DIRECTIVE.test(f) || (THIRD_PARTY.test(f) && !/intim/.test(f))) return { prazos: [], afterLapse: [] };
  const found: { def: ActDef; index: number; end: number }[] = [];
  const afterLapse: ActDef[] = [];
  for (const def of ACTS) {
    for (const m of f.matchAll(new RegExp(def.pattern.source, 'g'))) {
      const hit = { def, index: m.index, end: m.index + m[0].length };
      if (found.some((x) => overlaps(x, hit))) continue;
      if (def.notAfterLapse && LAPSE.test(f.slice(0, m.index))) {
        if (!afterLapse.includes(def)) afterLapse.push(def);
        continue;
      }
      found.push(hit);
    }
  }
  const specific = found.filter((x) => !x.def.generic);
  const acts = (specific.length ? specific : found.slice(0, 1)).sort((a, b) => a.index - b.index);
  const days = findDays(f);
  const parties = findParties(f, branch === 'criminal', clientKey);
  if (acts.length === 0) {
    if (LAPSE.test(f)) return { prazos: [], afterLapse };
    // Days and an order but no act named: a manifestação (the generic act) with those days.
    const d = days.find((x) => x.days !== null || x.legal);
    if (!d || !/intim|para|\bvista\b|manifest|querendo|prazo|concedo|faculto|deverao|devera|providenci/.test(f)) return { prazos: [], afterLapse };
    const generic = ACTS.find((a) => a.generic);
    if (!generic) return { prazos: [], afterLapse };
    acts.push({ def: generic, index: d.index, end: d.index });
  }
  const prazos = acts.map((act, i) => {
    const prevEnd = acts[i - 1]?.end ?? 0;
    const nextStart = acts[i + 1]?.index ?? f.length;
    const within = (x: { index: number }, from: number, to: number) => x.index >= from && x.index < to;
    const lastAct = acts[acts.length - 1];
    const day =
      days.find((d) => within(d, act.end, nextStart)) ??
      [...days].reverse().find((d) => within(d, prevEnd, act.index)) ??
      (lastAct ? days.find((d) => d.index >= lastAct.end) : undefined) ??
      days.find((d) => d.shared === 'comum') ??
      null;
    const party =
      [...parties].reverse().find((p) => within(p, prevEnd, act.index)) ??
      parties.find((p) => within(p, act.end, nextStart)) ??
      [...parties].reverse().find((p) => p.index < act.index) ??
      null;
    const from = Math.min(act.index, party?.index ?? act.index, day?.index ?? act.index);
    const to = Math.max(act.end, day?.end ?? act.end);
    return { def: act.def, index: act.index, end: act.end, days: day, party, from, to };
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
