/**
 * The office's reading of an intimação: pure and deterministic, no external service. Sentence by sentence it
 * finds hearings (hearings.ts) and prazos (prazos.ts), keeps those that are the client's, fills what the text
 * leaves to the law (acts.ts), the counting and the doubling (doubling.ts), and notes every choice made; where
 * the text can be read two ways, the reading with the earlier date.
 */
import type { CountingRule } from '../calendar/deadline';
import { appealOf, declarationPrazo, JUDGMENT, supletivo, type ActDef, type LegalPrazo } from './acts';
import { procedureOf, type Procedure } from './branch';
import { doublingFor, publicClientOf, type PublicClient } from './doubling';
import { hearingsIn } from './hearings';
import { prazosIn, quoteOf, type PrazoFound } from './prazos';
import { clientSideOf, nameKeys, relationTo, type ClientSide } from './sides';
import { collapse, fold, plainText, sentences, type Sentence } from './text';
import type { ProposalRequest, ProposedAction } from './types';
import { findVideoLinks } from './when';

interface Context {
  proc: Procedure;
  client: ClientSide | null;
  publicClient: PublicClient | null;
}

function blank(kind: ProposedAction['kind'], act: string, quote: string): ProposedAction {
  return {
    kind,
    act,
    days: null,
    counting: null,
    doubled: false,
    doubling: null,
    doublingReason: null,
    legalBasis: null,
    juizado: false,
    hearingDate: null,
    hearingTime: null,
    place: null,
    videoLink: null,
    quote: collapse(quote),
    notes: [],
  };
}

function defaultCounting(proc: Procedure): CountingRule {
  return proc.branch === 'criminal' || proc.branch === 'eca' ? 'corridos' : 'uteis';
}

/** A prazo action: days from the text or the law, the counting, the doubling, and the notes on each choice. */
function prazoAction(
  ctx: Context,
  p: { def: ActDef; label: string; law: LegalPrazo | null; found: PrazoFound | null; quote: string; sentence: string },
): ProposedAction {
  const { proc } = ctx;
  const a = blank('prazo', p.label, p.quote);
  const d = p.found?.days ?? null;
  const law = p.law;
  const notes: string[] = [];
  let days: number;
  let basis: string | null;
  let hours: number | null = null;
  if (d && d.days !== null) {
    days = d.days;
    hours = d.hours;
    basis = law && law.days === d.days && !law.hours ? law.basis : null;
    if (law?.hours && d.hours === law.days * 24) basis = law.basis;
  } else {
    const used = law ?? supletivo(proc.branch);
    days = used.days;
    basis = used.basis;
    if (used.hours) hours = used.days * 24;
    notes.push(
      d?.legal
        ? `O texto diz "prazo legal": usado o prazo da lei para ${p.label.toLowerCase()}, ${hours ?? days} ${hours ? 'horas' : 'dias'} (${used.basis}).`
        : law
          ? `O texto não diz o prazo: usado o da lei para ${p.label.toLowerCase()}, ${hours ?? days} ${hours ? 'horas' : 'dias'} (${used.basis}).`
          : `O texto não diz o prazo e a lei não fixa um para este ato: usado o prazo supletivo de ${days} dias (${used.basis}).`,
    );
  }
  let counting: CountingRule = d?.counting ?? defaultCounting(proc);
  if (hours !== null) {
    counting = 'corridos';
    notes.push(
      `Prazo em horas (${hours} horas): lançado como ${days} ${days === 1 ? 'dia corrido' : 'dias corridos'} a partir da publicação, a data mais cedo; prazos em horas contam-se de minuto a minuto (Código Civil, art. 132, § 4º): confira a hora da intimação.`,
    );
  } else if (d?.counting === 'corridos' && proc.branch !== 'criminal' && proc.branch !== 'eca') {
    notes.push('O texto diz dias corridos: contados assim, o que dá a data mais cedo (sem ele, seriam dias úteis: CPC art. 219; CLT art. 775).');
  } else if (d?.counting === 'uteis' && (proc.branch === 'criminal' || proc.branch === 'eca')) {
    counting = 'corridos';
    notes.push('O texto diz dias úteis, mas o processo penal conta em dias corridos (CPP art. 798): contados corridos, a data mais cedo.');
  }
  if (proc.branch === 'eca' && hours === null)
    notes.push('Procedimento do ECA: prazos em dias corridos, sem dobra para a Fazenda e o Ministério Público (Lei 8.069/1990, art. 152, § 2º).');
  if (d?.shared === 'sucessivo')
    notes.push(
      'Prazo sucessivo: contado como se começasse agora, a data mais cedo; se o cliente fala depois da outra parte, o prazo dele começa quando o da outra termina.',
    );
  const dbl = doublingFor({
    client: ctx.publicClient,
    branch: proc.branch,
    juizado: proc.juizado,
    recurso: p.def.recurso === true,
    textDays: d?.days ?? null,
    legalDays: law && !law.supletivo ? law.days : null,
    textSaysDouble: /em dobro|\bart(?:igo)?\.? 18[036]\b/.test(p.sentence),
    ownPrazo: law?.own === true && !(d && d.days !== null && law.days !== d.days),
  });
  notes.push(...dbl.notes);
  return {
    ...a,
    days,
    counting,
    doubled: dbl.doubled,
    doubling: dbl.rule,
    doublingReason: dbl.reason,
    legalBasis: basis,
    juizado: proc.juizado && proc.branch === 'juizado',
    notes: [...a.notes, ...notes],
  };
}

const NO_ACTION: readonly [RegExp, string][] = [
  [
    /vista (?:dos autos )?ao (?:ministerio publico|\bmp\b|parquet)|ao (?:ministerio publico|\bmp\b|parquet),? (?:para|com vista)|abra-se vista ao m|(?:manifeste-se|manifestacao d)o ministerio publico/,
    'Vista ao Ministério Público',
  ],
  [/lista de distribuicao|distribuid[oa] (?:por sorteio|por prevencao|a|ao)|redistribu/, 'Distribuição'],
  [/pauta de julgamento|incluido em pauta/, 'Pauta de julgamento'],
  [/conclus[ao]s?\b|facam-se conclusos|venham conclusos|tornem conclusos/, 'Conclusão dos autos'],
  [/remet|remessa|encaminhem-se os autos|baixa dos autos|subam os autos/, 'Remessa dos autos'],
  [/arquive|arquivamento/, 'Arquivamento'],
  [/aguarde-se|sobrest|suspend/, 'Aguardar'],
  [/cite-se|citacao/, 'Citação da parte contrária'],
  [/ciencia|cientes?\b|cientifiquem/, 'Ciência'],
];

/** One "nothing to do" action, named after what the text does. */
function noAction(all: Sentence[], otherSide: { quote: string; word: string } | null): ProposedAction {
  if (otherSide) {
    const a = blank('sem-providencia', 'Intimação da parte contrária', otherSide.quote);
    a.notes.push(`O ato é dirigido a outra parte (“${otherSide.word}”), não ao cliente: nenhum prazo para o escritório.`);
    return a;
  }
  for (const [re, label] of NO_ACTION) {
    const s = all.find((x) => re.test(x.folded));
    if (s) return blank('sem-providencia', label, s.text);
  }
  const first = all[0]?.text ?? '';
  return blank('sem-providencia', 'Ciência', first.length > 240 ? `${first.slice(0, 240)}…` : first);
}

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

function judgmentActions(ctx: Context, all: Sentence[], folded: string): ProposedAction[] {
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

export function proposeIntimationActions(request: ProposalRequest): ProposedAction[] {
  const plain = plainText(request.text);
  const all = sentences(plain);
  const folded = fold(plain);
  const ctx: Context = {
    proc: procedureOf(request.court, folded),
    client: clientSideOf(request.clientSide),
    publicClient: publicClientOf(request.clientName, request.clientSide),
  };
  const clientKeys = nameKeys(request.clientName);
  const links = [...new Set(findVideoLinks(plain).map((l) => l.value))];
  const loneLink = links.length === 1 ? (links[0] ?? null) : null;

  const actions: ProposedAction[] = [];
  let otherSide: { quote: string; word: string } | null = null;
  const lapseNotes: string[] = [];
  for (const [i, s] of all.entries()) {
    // The act's name and prazo may depend on the sentence before ("Admito o recurso de revista. Intime-se… para contrarrazões").
    const context = `${all[i - 1]?.folded ?? ''} ${s.folded}`;
    for (const h of hearingsIn(s, loneLink)) {
      const a = blank(h.kind, h.act, s.text);
      actions.push({ ...a, hearingDate: h.hearingDate, hearingTime: h.hearingTime, place: h.place, videoLink: h.videoLink, notes: h.notes });
    }
    const scan = prazosIn(s, ctx.proc.branch, clientKeys);
    for (const def of scan.afterLapse) {
      const law = def.law(ctx.proc.branch, s.folded);
      if (law)
        lapseNotes.push(
          `Quando este prazo terminar, começa o de ${def.label(ctx.proc.branch, s.folded).toLowerCase()}: ${law.days} dias (${law.basis}); lance-o então.`,
        );
    }
    for (const p of scan.prazos) {
      const relation = relationTo(p.party?.party ?? null, ctx.client, p.def.side ?? null);
      const quote = quoteOf(s, p.from, p.to);
      if (relation === 'contrario') {
        otherSide ??= { quote, word: p.party ? s.text.slice(p.party.index, p.party.end) : p.def.side === 'ativo' ? 'a parte autora' : 'a parte ré' };
        continue;
      }
      // The words right after the act name what it answers ("contrarrazões ao recurso de revista") before the context does.
      const near = `${s.folded.slice(p.index, p.end + 60)} ${context}`;
      const label = p.def.label(ctx.proc.branch, near);
      const action = prazoAction(ctx, { def: p.def, label, law: p.def.law(ctx.proc.branch, near), found: p, quote, sentence: s.folded });
      if (relation === 'desconhecido') {
        const to = p.party ? `dirigido a “${s.text.slice(p.party.index, p.party.end)}”` : 'sem destinatário claro';
        action.notes.push(
          ctx.client
            ? `O ato está ${to} e não se sabe se é o cliente: proposto para não perder o prazo; confira.`
            : `O lado do cliente no processo não é conhecido e o ato está ${to}: proposto para não perder o prazo; confira se é do cliente.`,
        );
      }
      actions.push(action);
    }
  }
  const prazos = actions.filter((a) => a.kind === 'prazo');
  if (prazos.length === 0 && !otherSide) actions.push(...judgmentActions(ctx, all, folded));
  const first = actions.find((a) => a.kind === 'prazo') ?? actions[0];
  if (first) first.notes.push(...lapseNotes);

  // The same act and prazo read twice (a text that repeats itself) is one action.
  const seen = new Set<string>();
  const unique = actions.filter((a) => {
    const key = [a.kind, a.act, a.days, a.counting, a.hearingDate, a.hearingTime].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length ? unique : [noAction(all, otherSide)];
}
