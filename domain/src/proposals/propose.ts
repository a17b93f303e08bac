/**
 * The office's reading of an intimação: pure and deterministic, no external service. Sentence by sentence it
 * finds hearings (hearings.ts) and prazos (prazos.ts), keeps those that are the client's, fills what the text
 * leaves to the law (acts.ts), the counting and the doubling (doubling.ts), and notes every choice made; where
 * the text can be read two ways, the reading with the earlier date.
 */
import { blank, prazoAction, type Context } from './action';
import { procedureOf } from './branch';
import { publicClientDoubt, publicClientOf } from './doubling';
import { hearingsIn } from './hearings';
import { judgmentActions } from './judgments';
import { prazosIn, quoteOf } from './prazos';
import { clientSideOf, nameKeys, relationTo } from './sides';
import { fold, linkAddresses, plainText, sentences, type Sentence } from './text';
import type { ProposalRequest, ProposedAction } from './types';
import { findVideoLinks } from './when';

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

export function proposeIntimationActions(request: ProposalRequest): ProposedAction[] {
  const plain = plainText(request.text);
  const all = sentences(plain);
  const folded = fold(plain);
  const ctx: Context = {
    proc: procedureOf(request.court, folded),
    client: clientSideOf(request.clientSide),
    publicClient: publicClientOf(request.clientName, request.clientSide),
    publicDoubt: publicClientDoubt(request.clientName, request.clientSide),
  };
  const clientKeys = nameKeys(request.clientName);
  // Video links in the words or only behind a link's words; one in the whole text goes with a hearing "por vídeo".
  const links = [...new Set(findVideoLinks([plain, ...linkAddresses(request.text)].join('\n')).map((l) => l.value))];
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
    const scan = prazosIn(s, ctx.proc.branch, clientKeys, all[i - 1]?.folded ?? '');
    for (const def of scan.afterLapse) {
      const law = def.law(ctx.proc.branch, s.folded);
      if (law)
        lapseNotes.push(
          /aguarde-se o (?:decurso|transcurso|escoamento)|decurso do prazo/.test(s.folded)
            ? `O texto fala do prazo de ${def.label(ctx.proc.branch, s.folded).toLowerCase()} (${law.days} dias, ${law.basis}), que corre de outro marco (por exemplo, a juntada do aviso de recebimento: CPC art. 231): confira esse marco e lance o prazo a partir dele.`
            : `O texto também fala do prazo de ${def.label(ctx.proc.branch, s.folded).toLowerCase()} (${law.days} dias, ${law.basis}), que só começa depois de outro evento: lance-o quando ele ocorrer.`,
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

  // The same act and prazo read twice (a text that repeats itself) is one action.
  const seen = new Set<string>();
  const unique = actions.filter((a) => {
    const key = [a.kind, a.act, a.days, a.counting, a.hearingDate, a.hearingTime].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const result = unique.length ? unique : [noAction(all, otherSide)];
  const first = result.find((a) => a.kind === 'prazo') ?? result[0];
  if (first) first.notes.push(...lapseNotes);
  return result;
}
