/**
 * Closures a law or a court's internal rules (regimento, a standing resolution) fix for every year, kept apart
 * from one year's act (acts.ts): the calendar expands them for any year, the data's years or later ones, as
 * `confirmado`, with the law as their act. A rule goes here only when the law's text, or the court's own page
 * citing it, was read; what a court moves or decrees year by year stays in acts.ts. A court with no rule of its
 * own is in RECURRING_ABSENT, with the reason.
 *
 * The national days, Good Friday, the CPC art. 220 suspension and Lei 5.010/1966 art. 62 (federal, labour and
 * superior courts) are laws for every court of a segment and live in national.ts; the states' days in places/.
 */
import { easterSunday, isoDate, shiftDate } from '../days';
import type { CalendarEntry, ClosureKind } from '../types';

/** A day of the year: fixed (`{ month, day }`) or counted from Easter Sunday (`{ easter: -48 }` is Carnival Monday). */
export type RecurringDay = { month: number; day: number } | { easter: number };

export interface RecurringRule {
  /** First and last day, within one year (a period across the new year is two rules). */
  from: RecurringDay;
  to?: RecurringDay;
  name: string;
  kind: ClosureKind;
  /** The law or regimento, with its article: "Lei 11.697/2008, art. 60, § 3º, II". */
  act: string;
  /** Where its text (or the court's page citing it) was read. */
  source: string;
  /** First and last year the rule applies to, when it changed. */
  since?: number;
  until?: number;
}

const fixed = (month: number, day: number): RecurringDay => ({ month, day });
const easter = (offset: number): RecurringDay => ({ easter: offset });

function dateIn(year: number, day: RecurringDay) {
  return 'easter' in day ? shiftDate(easterSunday(year), day.easter) : isoDate(year, day.month, day.day);
}

/** A court's recurring rules as the calendar entries of one year. */
export function recurringEntries(tribunal: string, rules: readonly RecurringRule[], year: number): CalendarEntry[] {
  return rules
    .filter((r) => (!r.since || year >= r.since) && (!r.until || year <= r.until))
    .map((r) => ({
      from: dateIn(year, r.from),
      to: dateIn(year, r.to ?? r.from),
      kind: r.kind,
      name: r.name,
      act: r.act,
      source: r.source,
      scope: { level: 'tribunal', tribunal },
      status: 'confirmado',
    }));
}

// --- Superior courts ----------------------------------------------------------------------------------------------

// LC 35/1979 (LOMAN) art. 66 § 1º: the members of the courts, save the TRTs', take collective holidays from 2 to 31
// January and from 2 to 31 July. CF art. 93, XII (EC 45/2004) abolished them in the first and second degrees only,
// so they remain in the superior courts, where the prazos stop (each court's act says so every year: STJ Portarias
// STJ/GP; STF Portaria GDG; TST Ato GDGSET.GP). The 20/12–06/01 recess, Carnival, Holy Week, 11/08, 01–02/11 and
// 08/12 are Lei 5.010/1966 art. 62 (national.ts), repeated by RISTJ art. 81 § 2º.
const LOMAN = 'LC 35/1979 (LOMAN), art. 66, § 1º';
const LOMAN_URL = 'https://www.legjur.com/legislacao/nivel/lec_00000351979/titulo-iv-dos-vencimentos-vantagens-e-direitos-dos-capitulo-ii-das-ferias';

function collectiveHolidays(act: string, source: string): RecurringRule[] {
  const name = 'Férias coletivas dos ministros (suspensão de prazos)';
  return [
    { from: fixed(1, 2), to: fixed(1, 31), name, kind: 'suspensao', act, source },
    { from: fixed(7, 2), to: fixed(7, 31), name, kind: 'suspensao', act, source },
  ];
}

// RISTJ art. 81 (the year in two periods, holidays 2–31/01 and 2–31/07) and art. 106 (prazos suspended in them), as
// the STJ cites them in its yearly portarias and on its own help page.
const STJ = collectiveHolidays(`${LOMAN}; RISTJ, arts. 81 e 106`, 'https://centraldeajuda.stj.jus.br/perguntas/funcionamento-do-stj');
// The RISTF's article on the holidays was not read (RISTF art. 78 is what reports name): the LOMAN alone is cited.
const STF = collectiveHolidays(LOMAN, LOMAN_URL);
// Súmula 262, II (TST): the recess and the ministers' collective holidays suspend the prazos recursais. The RITST
// article that repeats it changed with each regimento (art. 177 § 1º, then 183 §§ 1º–2º; the 2017 one not read).
const TST = collectiveHolidays(`${LOMAN}; Súmula 262, II (TST)`, 'https://legjur.com/sumula/busca?num=262&tri=tst');

// --- State courts -------------------------------------------------------------------------------------------------

// Lei 11.697/2008 (organização judiciária do DF e Territórios) art. 60: 20/12–06/01 is a feriado forense with the
// prazos suspended (caput and § 2º); § 3º adds Holy Week from Wednesday to Easter Sunday (I), Carnival Monday,
// Tuesday and Ash Wednesday (II), and 11/08, 01/11, 02/11 and 08/12 (III). A federal law: the STJ holds these days
// need no proof as local holidays (REsp on 01/11). The TJDFT's yearly Portaria Conjunta lists them under art. 60.
const L11697 = 'Lei 11.697/2008, art. 60';
const L11697_URL = 'https://modeloinicial.com.br/lei/L-11697-2008/lei-11697/art-60';
const TJDFT: RecurringRule[] = [
  { from: fixed(1, 1), to: fixed(1, 6), name: 'Feriado forense (20/12 a 06/01)', kind: 'feriado', act: `${L11697}, caput`, source: L11697_URL },
  { from: easter(-48), to: easter(-46), name: 'Carnaval e Quarta-feira de Cinzas', kind: 'feriado', act: `${L11697}, § 3º, II`, source: L11697_URL },
  { from: easter(-4), to: easter(0), name: 'Semana Santa (quarta-feira a domingo de Páscoa)', kind: 'feriado', act: `${L11697}, § 3º, I`, source: L11697_URL },
  { from: fixed(8, 11), name: 'Dia da criação dos cursos jurídicos', kind: 'feriado', act: `${L11697}, § 3º, III`, source: L11697_URL },
  { from: fixed(11, 1), name: 'Dia de Todos os Santos', kind: 'feriado', act: `${L11697}, § 3º, III`, source: L11697_URL },
  { from: fixed(12, 8), name: 'Dia da Justiça', kind: 'feriado', act: `${L11697}, § 3º, III`, source: L11697_URL },
  { from: fixed(12, 20), to: fixed(12, 31), name: 'Feriado forense (20/12 a 06/01)', kind: 'feriado', act: `${L11697}, caput`, source: L11697_URL },
];

// Lei estadual RJ 6.956/2015 (LODJ) art. 66: no expediente on 08/12 (I), Carnival Monday to Wednesday (III), Holy
// Thursday and Friday (IV), nor from 20/12 to 06/01 (§ 1º). Read as quoted in full on the page below (2018); its
// II (the State's pontos facultativos) depends on the governor's yearly decrees and is not modelled.
const RJ = 'Lei estadual RJ 6.956/2015, art. 66';
const RJ_URL = 'https://jorgecarrano.blogspot.com/2018/03/semana-santa-forense.html';
const TJRJ: RecurringRule[] = [
  { from: fixed(1, 1), to: fixed(1, 6), name: 'Recesso forense (20/12 a 06/01)', kind: 'sem-expediente', act: `${RJ}, § 1º`, source: RJ_URL },
  { from: easter(-48), to: easter(-46), name: 'Carnaval e Quarta-feira de Cinzas', kind: 'sem-expediente', act: `${RJ}, III`, source: RJ_URL },
  { from: easter(-3), name: 'Quinta-feira Santa', kind: 'sem-expediente', act: `${RJ}, IV`, source: RJ_URL },
  { from: fixed(12, 8), name: 'Dia da Justiça', kind: 'sem-expediente', act: `${RJ}, I`, source: RJ_URL },
  { from: fixed(12, 20), to: fixed(12, 31), name: 'Recesso forense (20/12 a 06/01)', kind: 'sem-expediente', act: `${RJ}, § 1º`, source: RJ_URL },
];

// Resolução TJMG 458/2004 (Corte Superior): no expediente on Carnival Monday to Wednesday (art. 1º, III, as an STJ
// judgment quotes it) and on Wednesday to Friday of Holy Week (the TJMG's own notice); 08/12 by LC estadual
// 59/2001 art. 313 § 5º, II, and the same resolution (the TJMG's notice, as republished by the registrars).
const MG = 'Resolução nº 458/2004 (TJMG)';
const TJMG: RecurringRule[] = [
  {
    from: easter(-48),
    to: easter(-46),
    name: 'Carnaval e Quarta-feira de Cinzas',
    kind: 'sem-expediente',
    act: `${MG}, art. 1º, III`,
    source: 'https://legjur.com/jurisprudencia/abrePrecedente.php?num=576647&tri=stj',
  },
  {
    from: easter(-4),
    to: easter(-3),
    name: 'Semana Santa (quarta e quinta-feira)',
    kind: 'sem-expediente',
    act: MG,
    source: 'https://www.tjmg.jus.br/portal-tjmg/informes/1-e-2-instancias-e-servicos-notariais-e-de-registro-suspensao-de-expediente-semana-santa.htm',
  },
  {
    from: fixed(12, 8),
    name: 'Dia da Justiça',
    kind: 'sem-expediente',
    act: `LC estadual MG 59/2001, art. 313, § 5º, II; ${MG}`,
    source: 'https://www.sinoregmg.org.br/post/tjmg-suspens%C3%A3o-de-expediente-8-de-dezembro',
  },
];

// Lei estadual GO 21.268/2022 (Código de Organização Judiciária) art. 91, III, and RITJGO (Resolução 170/2021) art.
// 123, III: no expediente on Carnival Monday and Tuesday, nor on Ash Wednesday until noon. Art. 91, V (Fundação da
// Cidade de Goiás, 26/07) is left out: the TJGO moves it when the governor does (to 25/07 in 2022).
const GO = 'Lei estadual GO 21.268/2022, art. 91, III; RITJGO, art. 123, III';
const GO_URL = 'https://juridico.ai/noticias/carnaval-tjgo-2025';
const TJGO: RecurringRule[] = [
  { from: easter(-48), to: easter(-47), name: 'Carnaval', kind: 'sem-expediente', act: GO, source: GO_URL },
  { from: easter(-46), name: 'Quarta-feira de Cinzas (sem expediente até o meio-dia)', kind: 'expediente-parcial', act: GO, source: GO_URL },
];

// Lei Complementar estadual PE 100/2007 (Código de Organização Judiciária) art. 94, as rewritten by LC 145/2009 (the
// Assembleia's own text, below): "Além dos fixados em Lei, são feriados no âmbito da Justiça Estadual, os dias 23,
// 25, 26, 27, 28, 29 e 30 de junho; 11 de agosto; 24, 26, 27, 28, 29, 30 e 31 de dezembro". The TJPE's Ato nº
// 1.352/2019 repeats the June and December days for 2020 (its own page); no later text of art. 94 was read. 24/06
// (São João) and 25/12 are holidays by other laws. 11/08 is left out: the TJPE moves it (to 10/08 in 2026, Ato
// Conjunto nº 43/2025, acts.ts), and a law day the court moves would close the wrong day.
const PE = 'LC estadual PE 100/2007 (Código de Organização Judiciária), art. 94 (redação da LC 145/2009)';
const PE_URL = 'http://legis.alepe.pe.gov.br/arquivoTexto.aspx?tiponorma=2&numero=145&complemento=0&ano=2009&tipo=TEXTOORIGINAL';
const TJPE: RecurringRule[] = [
  { from: fixed(6, 23), name: 'Feriado forense junino', kind: 'feriado', act: PE, source: PE_URL },
  { from: fixed(6, 25), to: fixed(6, 30), name: 'Feriado forense junino', kind: 'feriado', act: PE, source: PE_URL },
  { from: fixed(12, 24), name: 'Feriado forense natalino', kind: 'feriado', act: PE, source: PE_URL },
  { from: fixed(12, 26), to: fixed(12, 31), name: 'Feriado forense natalino', kind: 'feriado', act: PE, source: PE_URL },
];

// Lei Complementar estadual MA 14/1991 (Código de Divisão e Organização Judiciárias) art. 5º-A, § 1º: feriados
// forenses on Carnival Monday and Tuesday, Holy Thursday and Friday, 11/08 and 08/12. Carnival, Holy Week and 08/12
// read on the TJMA's own Resolução for 2023, which cites § 1º beside each; 11/08 as the TJMA's note of 04/02/2021
// lists the article's days (republished whole by the page below). Holy Friday is national; Ash Wednesday's late
// opening is the yearly resolution's, not the law's (stays previsto). Resolução-GP nº 131/2025 (2026) not read whole.
const MA = 'LC estadual MA 14/1991 (Código de Divisão e Organização Judiciárias), art. 5º-A, § 1º';
const MA_URL = 'https://www.tjma.jus.br/atos/tj/geral/503194/132/pnao';
const TJMA: RecurringRule[] = [
  { from: easter(-48), to: easter(-47), name: 'Carnaval (feriado forense)', kind: 'feriado', act: MA, source: MA_URL },
  { from: easter(-3), name: 'Quinta-feira Santa (feriado forense)', kind: 'feriado', act: MA, source: MA_URL },
  {
    from: fixed(8, 11),
    name: 'Dia do Advogado (feriado forense)',
    kind: 'feriado',
    act: MA,
    source: 'https://gilbertoleda.com.br/2021/02/04/tjma-mantem-feriado-forense-no-carnaval/',
  },
  { from: fixed(12, 8), name: 'Dia da Justiça (feriado forense)', kind: 'feriado', act: MA, source: MA_URL },
];

// Código de Organização e Divisão Judiciária do Estado de Rondônia, art. 61, § 2º: Carnival Monday and Tuesday are
// feriados (the TJRO's notice of 21/02/2020) and so is Holy Thursday (the TJRO's 2016 calendar, "expediente suspenso
// nos termos do art. 61, § 2º", on 08/02 and 24/03/2016; likewise its 2005 calendar). The law's own text was not
// read, nor its number; Ash Wednesday's morning closure comes from each year's portaria (stays previsto).
const RO = 'Código de Organização e Divisão Judiciária do Estado de Rondônia, art. 61, § 2º';
const TJRO: RecurringRule[] = [
  {
    from: easter(-48),
    to: easter(-47),
    name: 'Carnaval',
    kind: 'feriado',
    act: RO,
    source: 'https://www.tjro.jus.br/noticias/mais-noticias/6637-carnaval-expediente-no-judiciario-volta-na-quarta-a-partir-das-14h',
  },
  {
    from: easter(-3),
    name: 'Quinta-feira Santa',
    kind: 'feriado',
    act: RO,
    source: 'https://www.tjro.jus.br/institucional/secretarias/secretaria-sj2g/calendario-de-feriados-sg-2016',
  },
];

// Regimento Interno do TJAP (Resolução nº 006/2003-TJAP) art. 88, parágrafo único, II: no expediente (regime de
// plantão) on Wednesday to Friday of Holy Week, the prazos moved to the next working day (the TJAP's own notice).
// Its inciso I (the 20/12–06/01 recess) was read only on a news page: the recess stays previsto.
const TJAP: RecurringRule[] = [
  {
    from: easter(-4),
    to: easter(-3),
    name: 'Semana Santa (quarta e quinta-feira)',
    kind: 'sem-expediente',
    act: 'Regimento Interno do TJAP (Resolução nº 006/2003), art. 88, parágrafo único, II',
    source:
      'https://old.tjap.jus.br/portal/publicacoes/noticias/13179-feriado-da-semana-santa-justi%C3%A7a-do-amap%C3%A1-funcionar%C3%A1-em-regime-de-plant%C3%A3o.html',
  },
];

// Lei Complementar estadual RN 643/2018 art. 97, § 3º, II: Carnival Monday and Tuesday, as the TJRN's Portaria
// Conjunta nº 1/2025 cites it beside each day (its page, below). The rest of § 3º was not read; LC 165/1999 art. 112,
// IV (08/12) is the earlier law, and the TJRN moves 08/12 year by year (Portarias Conjuntas 21/2015, 18/2016): left out.
const TJRN: RecurringRule[] = [
  {
    from: easter(-48),
    to: easter(-47),
    name: 'Carnaval',
    kind: 'feriado',
    act: 'LC estadual RN 643/2018, art. 97, § 3º, II',
    source: 'https://atos.tjrn.jus.br/atos/detalhar/8285',
  },
];

// Lei Complementar estadual ES 234/2002 (Código de Organização Judiciária): the TJES's notice of 25/02/2022 names it
// for the feriado de Carnaval (Monday 28/02 and Tuesday 01/03, with the plantão to Thursday noon). Only the Monday and
// Tuesday are taken: whether the law or the year's calendar closes Ash Wednesday was not read (it stays previsto).
const TJES: RecurringRule[] = [
  {
    from: easter(-48),
    to: easter(-47),
    name: 'Carnaval',
    kind: 'feriado',
    act: 'LC estadual ES 234/2002 (Código de Organização Judiciária), feriado de Carnaval',
    source: 'https://www.tjes.jus.br/poder-judiciario-estadual-funciona-em-regime-de-plantao-no-feriado-de-carnaval',
  },
];

// --- Labour courts ------------------------------------------------------------------------------------------------

// Regimento Interno do TRT14 (RO/AC): "são considerados como feriados regimentais, além dos fixados em lei, apenas"
// Carnival Monday and Tuesday, Ash Wednesday, Wednesday to Friday of Holy Week, 11/08, 28/10, 01–02/11 and 08/12
// (the TRT14's own notice of 2023, which also names them in its calendário institucional). All but Ash Wednesday and
// 28/10 are already Lei 5.010/1966 art. 62 (national.ts): only those two are here. The article was not named there.
const TRT14_ACT = 'Regimento Interno do TRT14 (feriados regimentais)';
const TRT14_URL = 'https://portal.trt14.jus.br/portal/index.php/node/28732';
const TRT14: RecurringRule[] = [
  { from: easter(-46), name: 'Quarta-feira de Cinzas (feriado regimental)', kind: 'feriado', act: TRT14_ACT, source: TRT14_URL },
  { from: fixed(10, 28), name: 'Dia do Funcionário Público (feriado regimental)', kind: 'feriado', act: TRT14_ACT, source: TRT14_URL },
];

/** Each court's recurring rules, keyed by court id. */
export const COURT_RECURRING: Readonly<Record<string, readonly RecurringRule[]>> = {
  STJ,
  STF,
  TST,
  TJDFT,
  TJRJ,
  TJMG,
  TJGO,
  TJPE,
  TJMA,
  TJRO,
  TJAP,
  TJRN,
  TJES,
  TRT14,
};

// --- Courts without rules of their own ----------------------------------------------------------------------------

// Every court keeps its segment's laws (national.ts: CPC art. 220 everywhere, Lei 5.010/1966 art. 62 in the federal,
// labour and superior courts) and its states' days (places/). What a court with no rule above lacks is a law or
// regimento of its own that fixes days every year: each says here why, in the words the calendar shows, and its
// usual closures stay `previsto` in any year its act was not read.
const SEARCHED = (what: string) => `Regras próprias não localizadas: ${what}; dias habituais previstos.`;
const STATE_YEARLY = (act: string) => `Regras próprias não localizadas: os fechamentos vêm do ato anual do tribunal (${act}); dias habituais previstos.`;
// Looked for on 03/12/2026 (search of stored public pages): the TRF1's regimento (art. 174, § 5º, II, in 2016; art.
// 179, § 4º, III, in 2020, as its portarias and notices cite it) and the TRF4's (art. 126, § 2º, III, Portaria nº
// 100/2025) repeat the days of Lei 5.010/1966 art. 62; nothing of the TRF2's, TRF3's, TRF5's or TRF6's was found.
const TRF = SEARCHED(
  'regimentos procurados em 03/12/2026: os do TRF1 (art. 179, § 4º) e do TRF4 (art. 126, § 2º) só repetem os dias da Lei 5.010/1966, art. 62 (do segmento); nos demais nenhum artigo com dias fixos foi achado',
);
// LOMAN art. 66 § 1º leaves the TRTs out of the collective holidays.
const TRT = SEARCHED(
  'regimento procurado em 03/12/2026, nenhum artigo com dias fixos além da Lei 5.010/1966, art. 62, e da CLT, art. 775-A (do segmento), foi achado (a LOMAN, art. 66, § 1º, exclui os TRTs das férias coletivas)',
);
// The CSJT's list of 08/02/2018 (republished by Anajustra: https://www.anajustra.org.br/noticia/11871/19/) says the
// TRT12, 16, 18, 19 and 20 close on Ash Wednesday as a "feriado regimental"; no article of theirs was read.
const TRT_ASH = SEARCHED(
  'regimento procurado em 03/12/2026; uma lista do CSJT de 2018 dá a Quarta-feira de Cinzas como feriado regimental, mas o artigo não foi lido (fica prevista); fora isso, só a Lei 5.010/1966, art. 62, e a CLT, art. 775-A (do segmento)',
);

/**
 * Why a court has no recurring rule of its own, keyed by court id: a court is in `COURT_RECURRING` or here, never
 * both and never neither (courts.test.ts).
 */
export const RECURRING_ABSENT: Readonly<Record<string, string>> = {
  TJAC: SEARCHED(
    'lei de organização judiciária procurada em 03/12/2026, não achada; a portaria da Presidência de 22/12/2025 fixa o calendário de 2026, mas seu número e sua lista não foram lidos',
  ),
  TJAL: STATE_YEARLY('ato normativo do Pleno'),
  TJAM: SEARCHED(
    'a LC estadual AM 261/2023 (divisão e organização judiciária) foi achada em 03/12/2026, mas nenhum artigo sobre feriados; a Resolução nº 08/2010 (TJAM) manda publicar o calendário de cada ano por portaria, e a de 2026 não foi achada',
  ),
  TJBA: 'Regras próprias não localizadas: a Lei estadual BA 10.845/2007 (organização judiciária) foi achada, mas seu artigo sobre feriados não foi lido; os fechamentos vêm do decreto judiciário anual; dias habituais previstos.',
  TJCE: 'Regras próprias não localizadas: o TJCE cita a Lei estadual CE 12.342/1994 (Código de Divisão e Organização Judiciária) para o feriado forense de 08/12, mas o artigo não foi lido; dias habituais previstos.',
  TJMT: SEARCHED(
    'a Lei estadual MT 4.964/1985 (Código de Organização e Divisão Judiciárias) foi achada em 03/12/2026, mas nenhum artigo sobre feriados; os fechamentos vêm da portaria anual da Presidência (calendário forense), e a de 2026 não foi achada',
  ),
  TJMS: 'Regras próprias não localizadas: as portarias anuais do TJMS citam a Lei estadual MS 3.056/2005 para o feriado forense de 20/12 a 06/01, mas o texto da lei não foi lido; dias habituais previstos.',
  TJPA: SEARCHED(
    'lei de organização judiciária e regimento procurados em 03/12/2026, não achados; o recesso vem de portaria anual da Presidência, e o ato de 2026 não foi achado',
  ),
  TJPB: SEARCHED(
    'a LOJE (Lei de Organização e Divisão Judiciárias) só faz feriados forenses os dias dos municípios sede de comarca (art. 282) e a data magna do Estado (art. 145, I, b), procurada em 03/12/2026; o Ato Conjunto nº 04/2025 fixa 2026, mas sua lista não foi lida',
  ),
  TJPR: STATE_YEARLY('decreto judiciário e resolução do Órgão Especial sobre o recesso'),
  TJPI: SEARCHED(
    'procuradas em 03/12/2026: os fechamentos vêm do provimento anual da Presidência (Provimento nº 102 para 2025); a Resolução nº 47/2016 (Semana Santa) é citada por notícia, mas seu texto não foi lido; o provimento de 2026 não foi achado',
  ),
  TJRS: 'Regras próprias não localizadas: a Lei estadual RS 7.356/1980 (COJE) não tem artigo sobre feriados forenses achado; o Órgão Especial aprova a lista de cada ano; dias habituais previstos.',
  TJRR: 'Regras próprias não localizadas: a LC estadual RR 2/1993, art. 127 (redação da LC 99/2006), foi lida, mas a LC 221/2014 a substituiu e seu artigo sobre feriados não foi lido; dias habituais previstos.',
  TJSC: 'Regras próprias não localizadas: a LC estadual SC 339/2006 (divisão e organização judiciárias) não tem artigo sobre feriados achado; o recesso vem de resolução anual do TJSC; dias habituais previstos.',
  TJSE: SEARCHED(
    'a LC estadual SE 88/2003 (Código de Organização Judiciária) e o Regimento Interno (Resolução nº 17/2004) foram achados em 03/12/2026, mas nenhum artigo sobre feriados; os fechamentos vêm do calendário anual da Presidência, e o de 2026 não foi achado',
  ),
  TJSP: STATE_YEARLY('provimento anual do Conselho Superior da Magistratura'),
  TJTO: SEARCHED(
    'o TJTO cita a LC estadual TO 10/1996 (Lei Orgânica do Poder Judiciário) junto com o Decreto Judiciário nº 15/2016 para o Carnaval, e uma notícia seu art. 110 para a Semana Santa, mas o texto da lei não foi lido (procurado em 03/12/2026)',
  ),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`TRF${n}`, TRF])),
  ...Object.fromEntries(
    Array.from({ length: 24 }, (_, i) => `TRT${i + 1}`)
      .filter((id) => id !== 'TRT14')
      .map((id) => [id, TRT]),
  ),
  ...Object.fromEntries(['TRT12', 'TRT16', 'TRT18', 'TRT19', 'TRT20'].map((id) => [id, TRT_ASH])),
  TRT6: SEARCHED(
    'regimento procurado em 03/12/2026: a lista de feriados do TRT6 (Ordem de Serviço TRT-GP nº 273/2018) só chama de regimentais os dias da Lei 5.010/1966, art. 62 (do segmento); nenhum outro artigo achado',
  ),
  TRT13: SEARCHED(
    'o Regimento Interno do TRT13, art. 207, a (lido numa ordem de serviço de 2006), fixa só a quinta e a sexta-feira da Semana Santa, já na Lei 5.010/1966, art. 62 (do segmento); nenhum outro artigo achado em 03/12/2026',
  ),
  TRT21: SEARCHED(
    'regimento procurado em 03/12/2026; uma lista do CSJT de 2018 dá a Quarta-feira de Cinzas como ponto facultativo regimental, mas o artigo não foi lido (fica prevista); fora isso, só a Lei 5.010/1966, art. 62, e a CLT, art. 775-A (do segmento)',
  ),
};
