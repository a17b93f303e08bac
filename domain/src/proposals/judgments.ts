/**
 * A judgment's or a ruling's publication: the recurso against it and the embargos de declaração, for whichever
 * side lost (the office confirms). Also an intimação that only refers to a judgment ("intimado da sentença ID …").
 */
import { JUDGMENT, type ActDef, type LegalPrazo } from './acts';
import { appealOf, declarationPrazo } from './recursos';
import { prazoAction, type Context } from './action';
import { quoteOf } from './prazos';
import type { Sentence } from './text';
import type { ProposedAction } from './types';

const JUDGMENT_CONTEXT =
  /sentenca|p\.\s?r\.\s?i|publique-se|dispositivo|ante o exposto|diante do exposto|isto posto|pelo exposto|posto isso|em face do exposto/;

/** The recurso against an appellate judgment (acórdão), by procedure. */
function appealFromRuling(ctx: Context): { label: string; prazo: LegalPrazo } {
  if (ctx.proc.branch === 'trabalho') return { label: 'Recurso de revista', prazo: { days: 8, basis: 'CLT art. 896' } };
  if (ctx.proc.juizado) return { label: 'Recurso extraordinário', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.029; Lei 9.099/1995, art. 46' } };
  return { label: 'Recurso especial / extraordinário', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.029' } };
}

const RULING = /\bacordam\b|\bacordao\b/;
const RULING_RESULT =
  /(?:negaram|deram|dar|negar|nego|dou|deu|negou)(?: parcial)? provimento|nao conheceram|conheceram|(?:rejeitaram|acolheram) (?:os )?embargos|por unanimidade|por maioria/;

/** A judgment's or ruling's publication: the recurso and the embargos de declaração for either side (the loser decides). */
/** An intimação of a judgment that does not carry its text ("intimado da sentença ID 8a7b6c5"). */
const OF_JUDGMENT =
  /(?:intimad[oa]s?(?:\([ao]\))?|ciencia|cientes?|cientificad[oa]s?)\s+(?:para tomar ciencia\s+)?d[ao](?:\([ao]\))?\s+(?:r\.\s+|respeitavel\s+)?sentenca(?! de embargos)/;

export function judgmentActions(ctx: Context, all: Sentence[], folded: string): ProposedAction[] {
  const ruling = RULING.test(folded) && RULING_RESULT.test(folded);
  const bare = !ruling && OF_JUDGMENT.test(folded) && !/transito em julgado/.test(folded);
  if (!ruling && !bare && (!JUDGMENT_CONTEXT.test(folded) || RULING.test(folded))) return [];
  const s = all.find((x) => (ruling ? RULING_RESULT : bare ? OF_JUDGMENT : JUDGMENT).test(x.folded) || (bare && JUDGMENT.test(x.folded)));
  if (!s) return [];
  // Criminal and ECA rulings: the prazos of their own laws are not in this table; the office reads them.
  if (ruling && (ctx.proc.branch === 'criminal' || ctx.proc.branch === 'eca')) return [];
  const appeal = ruling ? appealFromRuling(ctx) : appealOf(ctx.proc.branch, ctx.proc.juizado);
  const declaration = declarationPrazo(ctx.proc.branch, ctx.proc.juizado);
  const recurso = { key: 'recurso', pattern: /$^/, label: () => appeal.label, law: () => appeal.prazo, recurso: true } satisfies ActDef;
  const embargos = { key: 'embargos-declaracao', pattern: /$^/, label: () => 'Embargos de declaração', law: () => declaration, recurso: true } satisfies ActDef;
  const quote = quoteOf(s, (ruling ? RULING_RESULT : bare ? OF_JUDGMENT : JUDGMENT).exec(s.folded)?.index ?? 0, s.text.length);
  const out = [
    prazoAction(ctx, { def: embargos, label: 'Embargos de declaração', law: declaration, found: null, quote, sentence: s.folded }),
    prazoAction(ctx, { def: recurso, label: appeal.label, law: appeal.prazo, found: null, quote, sentence: s.folded }),
  ];
  for (const a of out) {
    a.notes = a.notes.map((n) => n.replace(/^O texto não diz o prazo: usado/, ruling ? 'Acórdão publicado: usado' : 'Sentença publicada: usado'));
    a.notes.push('Prazo de quem tiver interesse em recorrer ou embargar (a parte vencida, no todo ou em parte): confira antes de aceitar.');
  }
  return out;
}
