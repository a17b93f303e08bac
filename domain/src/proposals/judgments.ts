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
  /sentenca|p\.\s?r\.\s?i|\bp\.\s?i\b|publique-se|intimem-se|dispositivo|ante o exposto|diante do exposto|isto posto|pelo exposto|posto isso|em face do exposto|custas/;

/** The recurso against an appellate judgment (acórdão), by procedure. */
function appealFromRuling(ctx: Context): { label: string; prazo: LegalPrazo } {
  if (ctx.proc.branch === 'trabalho') return { label: 'Recurso de revista', prazo: { days: 8, basis: 'CLT art. 896' } };
  if (ctx.proc.juizado) return { label: 'Recurso extraordinário', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.029; Lei 9.099/1995, art. 46' } };
  return { label: 'Recurso especial / extraordinário', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.029' } };
}

const RULING = /\bacordam\b|\bacordao\b/;
const RULING_RESULT =
  /(?:negaram|deram|dar|negar|nego|dou|deu|negou)(?: parcial)? provimento|nao conheceram|conheceram|(?:rejeitaram|acolheram) (?:os )?embargos|por unanimidade|por maioria/;

/** An intimação of a judgment that does not carry its text ("intimado da sentença ID 8a7b6c5"). */
const OF_JUDGMENT =
  /(?:intimad[oa]s?(?:\([ao]\))?|ciencia|cientes?|cientificad[oa]s?)\s+(?:para tomar ciencia\s+)?d[ao](?:\([ao]\))?\s+(?:r\.\s+|respeitavel\s+)?sentenca(?! de embargos)/;
/** A decision on embargos de declaração: the time for the recurso starts again (CPC art. 1.026; CLT art. 897-A, § 3º). */
const ON_DECLARATION =
  /(?:rejeit|acolh|conhec|nego provimento|dou provimento|desacolh|julgo improcedentes)\w*(?: e (?:rejeit|acolh|nego|dou)\w*)?(?: parcialmente| em parte)? (?:os |aos )?embargos (?:de declaracao|declaratorios)/;

type Judgment = 'acordao' | 'referencia' | 'sentenca' | 'embargos';

const WORDS: Record<Judgment, RegExp> = { acordao: RULING_RESULT, referencia: OF_JUDGMENT, sentenca: JUDGMENT, embargos: ON_DECLARATION };
const PUBLISHED: Record<Judgment, string> = {
  acordao: 'Acórdão publicado',
  referencia: 'Sentença publicada',
  sentenca: 'Sentença publicada',
  embargos: 'Decisão dos embargos de declaração publicada',
};

function judgmentOf(folded: string): Judgment | null {
  if (RULING.test(folded)) return RULING_RESULT.test(folded) ? 'acordao' : null;
  if (ON_DECLARATION.test(folded)) return 'embargos';
  if (OF_JUDGMENT.test(folded) && !/transito em julgado/.test(folded)) return 'referencia';
  return JUDGMENT.test(folded) && JUDGMENT_CONTEXT.test(folded) ? 'sentenca' : null;
}

/** A judgment's or ruling's publication: the recurso and the embargos de declaração for either side (the loser decides). */
export function judgmentActions(ctx: Context, all: Sentence[], folded: string): ProposedAction[] {
  const kind = judgmentOf(folded);
  if (!kind) return [];
  // Criminal and ECA rulings: the prazos of their own laws are not in this table; the office reads them.
  if (kind === 'acordao' && (ctx.proc.branch === 'criminal' || ctx.proc.branch === 'eca')) return [];
  const words = WORDS[kind];
  const s = all.find((x) => words.test(x.folded));
  if (!s) return [];
  const appeal = kind === 'acordao' ? appealFromRuling(ctx) : appealOf(ctx.proc.branch, ctx.proc.juizado);
  const declaration = declarationPrazo(ctx.proc.branch, ctx.proc.juizado);
  const recurso = { key: 'recurso', pattern: /$^/, label: () => appeal.label, law: () => appeal.prazo, recurso: true } satisfies ActDef;
  const embargos = { key: 'embargos-declaracao', pattern: /$^/, label: () => 'Embargos de declaração', law: () => declaration, recurso: true } satisfies ActDef;
  const quote = quoteOf(s, words.exec(s.folded)?.index ?? 0, s.text.length);
  const out = [
    ...(kind === 'embargos'
      ? []
      : [prazoAction(ctx, { def: embargos, label: 'Embargos de declaração', law: declaration, found: null, quote, sentence: s.folded })]),
    prazoAction(ctx, { def: recurso, label: appeal.label, law: appeal.prazo, found: null, quote, sentence: s.folded }),
  ];
  for (const a of out) {
    a.notes = a.notes.map((n) => n.replace(/^O texto não diz o prazo: usado/, `${PUBLISHED[kind]}: usado`));
    a.notes.push('Prazo de quem tiver interesse em recorrer ou embargar (a parte vencida, no todo ou em parte): confira antes de aceitar.');
    if (kind === 'embargos')
      a.notes.push(
        'Os embargos de declaração interrompem o prazo do recurso (CPC art. 1.026; CLT art. 897-A, § 3º): se a decisão embargada não era sentença, não há este recurso.',
      );
  }
  return out;
}
