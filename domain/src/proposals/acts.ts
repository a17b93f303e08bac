/**
 * The acts a prazo can be for, how texts name them (folded patterns) and the law's prazo for each procedure,
 * used when the text says "prazo legal" / "no prazo de lei" or names only the act. Every basis names its article.
 */
import type { Branch } from './branch';
import { answerTo, appealOf } from './recursos';

export interface LegalPrazo {
  days: number;
  basis: string;
  /** The law gives hours, not days (CLT art. 880: 48 horas). */
  hours?: boolean;
  /** A prazo the law sets for the ente público itself: never doubled (CPC art. 183, § 2º). */
  own?: boolean;
  /** CPC art. 218, § 3º: no law names this act's prazo. */
  supletivo?: boolean;
}

export interface ActDef {
  key: string;
  pattern: RegExp;
  label: (branch: Branch, sentence: string) => string;
  /** The law's prazo for this act in this procedure, or null when the law leaves it to the judge. */
  law: (branch: Branch, sentence: string) => LegalPrazo | null;
  /** Whose act it is when the text does not say (réplica is the autor's). */
  side?: 'ativo' | 'passivo';
  /** A recurso: doubled for the Fazenda Pública in labour courts (Decreto-Lei 779/1969 art. 1º, III). */
  recurso?: boolean;
  /** "Manifestação" and the like: only when the sentence names no other act. */
  generic?: boolean;
  /** Read only when the sentence does not say the time to do it has already run ("transcorrido o prazo…"). */
  notAfterLapse?: boolean;
}

/** CPC art. 218, § 3º: with no prazo in the law or from the judge, a party's act has 5 days. */
export function supletivo(branch: Branch): LegalPrazo {
  const via = branch === 'trabalho' ? ', c/c CLT art. 769' : branch === 'criminal' ? ', c/c CPP art. 3º' : '';
  return { days: 5, basis: `CPC art. 218, § 3º${via}`, supletivo: true };
}

const fixed = (days: number, basis: string) => (): LegalPrazo => ({ days, basis });

const label = (text: string) => () => text;

/** Which payment: a judgment's (CPC 523), an execution's (CPC 829: 3 dias), a monitória's (CPC 701), a labour one (CLT 880: 48 horas). */
function paymentOf(branch: Branch, s: string): { label: string; prazo: LegalPrazo } {
  if (branch === 'trabalho')
    return { label: 'Pagamento ou garantia da execução — CLT art. 880', prazo: { days: 2, basis: 'CLT art. 880 (48 horas)', hours: true } };
  if (/\b829\b|titulo (?:executivo )?extrajudicial/.test(s)) return { label: 'Pagamento — CPC art. 829', prazo: { days: 3, basis: 'CPC art. 829' } };
  if (/\b701\b|monitori/.test(s)) return { label: 'Pagamento — CPC art. 701', prazo: { days: 15, basis: 'CPC art. 701' } };
  if (/\b535\b|precatorio|requisicao de pequeno valor/.test(s)) return { label: 'Pagamento — CPC art. 523', prazo: { days: 15, basis: 'CPC art. 523' } };
  return {
    label: 'Pagamento — CPC art. 523',
    prazo: branch === 'juizado' ? { days: 15, basis: 'CPC art. 523, c/c Lei 9.099/1995, art. 52' } : { days: 15, basis: 'CPC art. 523' },
  };
}

/**
 * In order: the first act whose pattern matches a stretch of a sentence names it; specific acts before the
 * generic ones, answers (contrarrazões, réplica) before the act answered.
 */
export const ACTS: readonly ActDef[] = [
  {
    key: 'contrarrazoes',
    pattern:
      /contrarraz|contra-raz|contrarrazoar|contraminuta|resposta ao recurso|impugna\w* (?:a|ao) (?:recurso|agravo|apelacao)|(?:respond\w*|resposta) (?:a|ao) (?:recurso|agravo|apelacao)|(?:sobre|acerca d\w*|a respeito d\w*) (?:o |a |os |as )?(?:recurso|agravo|apelacao|embargos (?:de declaracao|declaratorios)|aclaratorios)\b/,
    label: (b, s) => answerTo(b, s).label,
    law: (b, s) => answerTo(b, s).prazo,
  },
  {
    key: 'impugnacao-embargos',
    pattern: /(?:sobre|acerca d\w*|impugn\w*|resposta a)\s+(?:os |aos )?embargos (?:a execucao|do devedor|do executado|monitorios|de terceiro)/,
    label: (_b, s) => (/monitorios/.test(s) ? 'Resposta aos embargos monitórios' : 'Impugnação aos embargos'),
    law: (b, s) =>
      b === 'trabalho'
        ? { days: 5, basis: 'CLT art. 884' }
        : /monitorios/.test(s)
          ? { days: 15, basis: 'CPC art. 702, § 5º' }
          : /de terceiro/.test(s)
            ? { days: 15, basis: 'CPC art. 679' }
            : { days: 15, basis: 'CPC art. 920, I' },
  },
  {
    key: 'sobre-impugnacao',
    pattern: /(?:sobre|acerca d\w*|a respeito d\w*) (?:a )?impugnacao(?! (?:a|da) contestacao)/,
    label: label('Manifestação sobre a impugnação'),
    law: (b) => supletivo(b),
  },
  {
    key: 'replica',
    pattern:
      /\breplica(?: (?:a|da|sobre a) contestacao)?|impugna\w* (?:a |da )?contestacao|(?:sobre|acerca d|em face d)\w* (?:a |da )?(?:contestacao|defesa|resposta)(?! (?:e|ou) reconvencao)|contestacao apresentada|defesa apresentada/,
    label: label('Réplica'),
    law: (b) => (b === 'trabalho' ? { days: 15, basis: 'CPC arts. 350 e 351, c/c CLT art. 769' } : { days: 15, basis: 'CPC arts. 350 e 351' }),
    side: 'ativo',
  },
  {
    key: 'resposta-acusacao',
    pattern: /resposta (?:escrita )?a acusacao|responder a acusacao|defesa preliminar|resposta preliminar/,
    label: label('Resposta à acusação'),
    law: (_b, s) =>
      /lei (?:n[.º°o]*\s*)?11\.343|drogas/.test(s) ? { days: 10, basis: 'Lei 11.343/2006, art. 55' } : { days: 10, basis: 'CPP arts. 396 e 396-A' },
    side: 'passivo',
  },
  {
    key: 'contestacao',
    pattern:
      /\bcontest(?:ar|ar-se|em|e|acao|ando)\b|apresent\w* (?:sua )?(?:defesa|resposta)|oferec\w* (?:sua )?(?:defesa|resposta)|responder (?:aos termos d)?a acao/,
    label: label('Contestação'),
    law: (b) => (b === 'juizado' ? { days: 15, basis: 'CPC art. 335, c/c Lei 9.099/1995' } : { days: 15, basis: 'CPC art. 335' }),
    side: 'passivo',
  },
  {
    key: 'alegacoes-finais',
    pattern: /alegacoes finais|memoriais|razoes finais/,
    label: label('Alegações finais (memoriais)'),
    law: (b) => (b === 'criminal' ? { days: 5, basis: 'CPP art. 403, § 3º' } : b === 'trabalho' ? supletivo(b) : { days: 15, basis: 'CPC art. 364, § 2º' }),
  },
  {
    key: 'razoes-apelacao',
    pattern:
      /(?:apresent\w*|oferec\w*) (?:as )?razoes (?:(?:de|do|da|ao) (?:recurso|apelacao)|recursais|de apelo)|razoes recursais|arrazoar|apresentar (?:as )?razoes\b/,
    label: (_b, s) => (/recurso em sentido estrito/.test(s) ? 'Razões do recurso em sentido estrito' : 'Razões de apelação'),
    law: (b, s) =>
      /recurso em sentido estrito/.test(s)
        ? { days: 2, basis: 'CPP art. 588' }
        : b === 'criminal'
          ? { days: 8, basis: 'CPP art. 600' }
          : { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.010' },
    recurso: true,
  },
  {
    key: 'recurso-ordinario',
    pattern:
      /(?:(?:interpor|interposicao de|oferecer|apresentar) |prazo (?:para|de) (?:a |o )?(?:interposicao de )?|para (?:eventual )?(?:interposicao de )?)(?:o )?recurso ordinario/,
    label: label('Recurso ordinário'),
    law: fixed(8, 'CLT art. 895, I'),
    recurso: true,
  },
  {
    key: 'agravo-peticao',
    pattern:
      /(?:(?:interpor|interposicao de|oferecer|apresentar) |prazo (?:para|de) (?:a |o )?(?:interposicao de )?|para (?:eventual )?(?:interposicao de )?)(?:o )?agravo de peticao/,
    label: label('Agravo de petição'),
    law: fixed(8, 'CLT art. 897, a'),
    recurso: true,
  },
  {
    key: 'recurso-inominado',
    pattern:
      /(?:(?:interpor|interposicao de|oferecer|apresentar) |prazo (?:para|de) (?:a |o )?(?:interposicao de )?|para (?:eventual )?(?:interposicao de )?)(?:o )?recurso inominado/,
    label: label('Recurso inominado'),
    law: fixed(10, 'Lei 9.099/1995, art. 42'),
    recurso: true,
  },
  {
    key: 'rese',
    pattern: /(?:interpor|interposicao de) recurso em sentido estrito/,
    label: label('Recurso em sentido estrito'),
    law: fixed(5, 'CPP art. 586'),
    recurso: true,
  },
  {
    key: 'agravo-interno',
    pattern: /(?:interpor|interposicao de) agravo interno/,
    label: label('Agravo interno'),
    law: fixed(15, 'CPC arts. 1.003, § 5º, e 1.021'),
    recurso: true,
  },
  {
    key: 'apelacao',
    pattern:
      /(?:(?:interpor|interposicao de|oferecer|apresentar) |prazo (?:para|de) (?:a |o )?(?:interposicao de )?|para (?:eventual )?(?:interposicao de )?)(?:a )?(?:recurso de )?apelacao|\bapelar\b/,
    label: (b, s) => appealOf(b, /juizado|lei (?:n[.º°o]*\s*)?9\.099/.test(s)).label,
    law: (b, s) => appealOf(b, /juizado|lei (?:n[.º°o]*\s*)?9\.099/.test(s)).prazo,
    recurso: true,
  },
  {
    key: 'acordo',
    pattern: /\b(?:deposit|pag|quit|efetu)\w*\b.{0,40}?\b(?:acordo|parcelas? (?:do|pactuad))/,
    label: label('Cumprimento de obrigação'),
    law: (b) => supletivo(b),
  },
  {
    key: 'pagamento',
    pattern:
      /\bart(?:igo)?\.? 523\b|\bart(?:igo)?\.? 880\b|(?:efetu\w*|realiz\w*) o pagamento(?! (?:d[oa]s?|de) (?:custas|honorarios|preparo|taxas?|diligencias?|despesas|emolumentos|porte))|\bpag(?:ar|ue|uem|ue-se)\b(?! (?:em dobro )?(?:(?:o|a|os|as|d[oa]s?) )?(?:(?:valor|complemento|diferenca|importancia) (?:d[oa]s? |de )?)?(?:custas|honorarios (?:periciais|do perito|provisorios)|preparo|taxas?|diligencias?|despesas|emolumentos|porte))|pagamento (?:voluntario|do debito|da divida|do valor|da quantia|do montante|da condenacao)|garant\w* (?:a )?execucao|cumprimento voluntario/,
    label: (b, s) => paymentOf(b, s).label,
    law: (b, s) => paymentOf(b, s).prazo,
    side: 'passivo',
  },
  {
    key: 'impugnacao-cumprimento',
    pattern:
      /impugna\w* (?:ao )?cumprimento|impugnacao a execucao|\bart(?:igo)?\.? 525\b|\bimpugna(?:cao|r)\b(?! (?:a |ao |aos |as |d[oa]s? )?(?:contestacao|laudo|calculos|valor|defesa|embargos|pedido|documentos|agravo|recurso|apelacao|gratuidade))/,
    label: label('Impugnação ao cumprimento de sentença'),
    law: (_b, s) => (/\b535\b/.test(s) ? { days: 30, basis: 'CPC art. 535', own: true } : { days: 15, basis: 'CPC art. 525' }),
    side: 'passivo',
    notAfterLapse: true,
  },
  {
    key: 'embargos-monitorios',
    pattern: /embargos monitorios|embargos a (?:acao )?monitoria/,
    label: label('Embargos monitórios'),
    law: fixed(15, 'CPC art. 702'),
    side: 'passivo',
  },
  {
    key: 'embargos-execucao',
    pattern: /(?:opor|oferecer|apresentar|opo-?r) embargos(?! de declaracao| declaratorios)|embargos a execucao|\bembargar\b/,
    label: label('Embargos à execução'),
    law: (b, s) =>
      b === 'trabalho'
        ? { days: 5, basis: 'CLT art. 884' }
        : /\b910\b/.test(s)
          ? { days: 30, basis: 'CPC art. 910', own: true }
          : { days: 15, basis: 'CPC art. 915' },
    side: 'passivo',
    notAfterLapse: true,
  },
  {
    key: 'laudo',
    pattern: /(?:sobre|acerca d|d)o laudo|laudo pericial|laudo medico|laudo contabil|esclarecimentos (?:prestados pelo|do) perito|esclarecimentos periciais/,
    label: label('Manifestação sobre o laudo'),
    law: (b) => (b === 'trabalho' ? { days: 15, basis: 'CPC art. 477, § 1º, c/c CLT art. 769' } : { days: 15, basis: 'CPC art. 477, § 1º' }),
  },
  {
    key: 'quesitos',
    pattern: /quesitos|(?:indica\w*|indicar|nomea\w*|nomear)\b.{0,12}?\bassistentes? tecnicos?/,
    label: label('Quesitos e assistente técnico'),
    law: fixed(15, 'CPC art. 465, § 1º'),
  },
  {
    key: 'calculos',
    pattern: /calculos|conta de liquidacao|planilha de (?:debito|calculo)/,
    label: label('Manifestação sobre os cálculos'),
    law: (b) => (b === 'trabalho' ? { days: 8, basis: 'CLT art. 879, § 2º' } : supletivo(b)),
  },
  {
    key: 'provas',
    pattern:
      /especific\w* (?:as |das |eventuais |quais )?provas|provas que (?:pretende|pretendem|desejam|deseja|ainda pretendem)|indica\w* (?:as )?provas|produzir (?:outras |novas |mais )?provas|producao de (?:outras |novas |mais )?provas|(?:outras |novas )?provas a produzir/,
    label: label('Especificação de provas'),
    law: (b) => supletivo(b),
  },
  {
    key: 'rol-testemunhas',
    pattern: /rol de testemunhas|arrola\w* (?:as )?testemunhas/,
    label: label('Rol de testemunhas'),
    law: fixed(15, 'CPC art. 357, § 4º'),
  },
  {
    key: 'emenda',
    pattern: /emend\w*\b.{0,30}?\b(?:peticao )?inicial|emenda a (?:peticao )?inicial/,
    label: label('Emenda à inicial'),
    law: (b) => (b === 'trabalho' ? { days: 15, basis: 'CPC art. 321, c/c TST Súmula 263' } : { days: 15, basis: 'CPC art. 321' }),
    side: 'ativo',
  },
  {
    key: 'custas',
    pattern:
      /\b(?:recolh|comprov|pag|efetu|complement)\w*\b.{0,40}?\b(?:custas|preparo|taxa judiciaria|taxa de mandato|taxa|diligencias? do oficial|despesas postais|despesas de (?:citacao|intimacao|diligencia))\b/,
    label: label('Recolhimento de custas'),
    law: (b, s) => {
      if (/inicia|distribuicao/.test(s)) return { days: 15, basis: 'CPC art. 290' };
      // Preparo: to complete it, 5 days (CPC 1.007, § 2º); "em dobro" (§ 4º) names no days: the supletivo 5.
      if (b !== 'trabalho' && /preparo/.test(s))
        return /em dobro|1\.007,? § ?4|§ 4/.test(s)
          ? { days: 5, basis: 'CPC art. 1.007, § 4º, c/c art. 218, § 3º' }
          : { days: 5, basis: 'CPC art. 1.007, § 2º' };
      return supletivo(b);
    },
  },
  {
    key: 'honorarios-periciais',
    pattern: /(?:deposit|recolh|antecip|pag|efetu)\w*(?: o pagamento)? (?:d?os )?honorarios (?:periciais|do perito|provisorios)/,
    label: label('Depósito dos honorários periciais'),
    law: (b) => supletivo(b),
  },
  {
    key: 'representacao',
    pattern: /regulariz\w*\b.{0,30}?\brepresentacao|regulariz\w* (?:o |a )?(?:polo|procuracao|mandato)/,
    label: label('Regularização da representação'),
    law: (b) => supletivo(b),
  },
  {
    key: 'obrigacao',
    pattern:
      /(?<!(?:sobre|acerca|informar|informe|noticiar|noticie) (?:o|do) )cumpri\w* (?:a |da |o |do )?(?:obrigacao de (?:fazer|nao fazer|entregar)|liminar|tutela|decisao|determinacao|acordo)|implant\w* (?:o )?beneficio|comprov\w* (?:o )?cumprimento/,
    label: label('Cumprimento de obrigação'),
    law: (b) => supletivo(b),
  },
  {
    key: 'oposicao-virtual',
    pattern: /oposicao ao julgamento virtual|oposicao a (?:forma de )?julgamento virtual|(?:se opor|oposicao) ao julgamento (?:em ambiente )?eletronico/,
    label: label('Oposição ao julgamento virtual'),
    law: (b) => supletivo(b),
  },
  {
    key: 'documentos',
    pattern:
      /\bjunt(?:e|em|ar|ar-se|ada)\b.{0,50}?\b(?:procuracao|instrumento de mandato|documentos?|documentacao|comprovantes?|certid(?:ao|oes)|copias?|contrato|extratos?|declaracao|guia|planilha|prontuarios?|faturas?|notas? fiscais?|cartoes de ponto|holerites?|recibos?|laudos?|exames?|fotografias?|memoria de calculo)\b|\bjunt(?:e|em|ar)\b (?:aos autos|ao processo)\b|\btra(?:ga|gam|zer)\b.{0,30}?\baos autos|\bapresent(?:e|em|ar)\b.{0,50}?\b(?:procuracao|instrumento de mandato|documentos?|documentacao|comprovantes?|certid(?:ao|oes)|copias?|contrato|extratos?|declaracao|guia|planilha|prontuarios?|faturas?|notas? fiscais?|cartoes de ponto|holerites?|recibos?|laudos?|exames?|fotografias?|memoria de calculo)\b/,
    label: label('Juntada de documentos'),
    law: (b) => supletivo(b),
  },
  {
    key: 'manifestacao',
    pattern:
      /manifest(?:e|em|ar|ar-se|e-se|em-se|acao)\b|\bdig(?:a|am)\b|\bfal(?:e|em|ar)\b|pronunci\w*|requer\w* o que (?:entender(?:em)? )?de direito|\brequeira\w*\b|dar andamento|promov\w* o (?:regular )?andamento/,
    label: label('Manifestação'),
    law: (b) => supletivo(b),
    generic: true,
  },
];

/** Acts read from a judgment's publication: the appeal, and the embargos de declaração (the earlier of the two). */
export const JUDGMENT =
  /julgo (?:parcialmente |totalmente )?(?:im)?procedente|julgo extint|julgo (?:parcialmente )?procedentes? (?:em parte )?|julgo improcedentes?|\bcondeno\b|\babsolvo\b|extingo o processo|acolho (?:parcialmente )?o pedido|rejeito o pedido|julgo (?:parcialmente )?(?:subsistente|insubsistente)/;
