/**
 * The courts' own published calendars (expediente, feriados, pontos facultativos, suspensão de prazos), as read from
 * each court's act or from a report that names the act. Only what the act adds is here: the national holidays, Good
 * Friday, the CPC art. 220 suspension and, for federal, labour and superior courts, Lei 5.010/1966 art. 62 come from
 * national.ts, what a law or a regimento fixes for a court every year from recurring.ts, and the states' and
 * capitals' holidays from places/. Every row names its act and the page it was read on. A year goes in
 * `confirmedYears` only when the court's whole calendar act for it was read (TJPR and TJMS 2026 so far; TJSP and STJ
 * 2026 are kept beside their definitions); the other years keep their `previsto` days (and the calculator's
 * warning). A partial read adds only the rows read. A court left out had nothing reliable found.
 *
 * Looked for on 03/12/2026 and not found whole (the year stays previsto): TJRJ, TJMG, TJSC, TJCE, TJES, TJMT, TJPA
 * and TJDFT 2026 (the TJDFT's art. 60 days are law, recurring.ts); TRF1–TRF4 2026; TRT1 (Ato nº 8/2026 only
 * suspends the presencial service on 13/02/2026, not the prazos of electronic records), TRT3 (Resolução
 * Administrativa nº 109/2025 approved the 2026 calendar; its list was not read) and TRT15; the STF's Portaria GDG
 * nº 189/2025 beyond Carnival. Also looked for on 03/12/2026: TJAM, TJAP, TJMA (Resolução-GP nº 131/2025 named,
 * its list not read), TJPB (Ato Conjunto nº 04/2025 named, not read), TJPI, TJRN, TJRO and TJSE 2026, not found
 * whole; TJAC and TJTO 2026 read only for Carnival (below). No court's 2027 act was found.
 */
import type { CalendarScope } from '../types';
import { rows, type CourtActs } from './build';

const court = (tribunal: string): CalendarScope => ({ level: 'tribunal', tribunal });

// --- State courts -------------------------------------------------------------------------------------------------

// Ordem de Serviço nº 006/2025-P keeps Ash Wednesday (18/02/2026) at the usual hours, 12h–19h
// (https://jornalcidade.net.br/judiciario-gaucho-adota-horario-especial): the previsto late opening is not the
// TJRS's, but the year's Ato of feriados was not found, so it stays previsto (it only warns).
const TJRS: CourtActs = {
  confirmedYears: {},
  entries: rows(court('TJRS'), 'confirmado', 'Ato nº 05/2025-OE (TJRS)', 'https://jornalcidade.net.br/recesso-do-judiciario-comeca-no-sabado', [
    ['2026-01-01', '2026-01-06', 'Recesso forense (20/12/2025 a 06/01/2026)'],
  ]),
};

// Decreto Judiciário nº 621/2025 read whole as the TJPR's notice reproduces its three articles (feriados; expediente
// suspended with compensation; 24 and 31 December); its annex of the comarcas' municipal days is left to places/.
// Ash Wednesday is not in it (full expediente), 28/10 moves to 30/10 and 08/12 to 18/12. The 2026/2027 recess
// (20/12/2026 to 06/01/2027) is another act, a resolution of the Órgão Especial not yet found: kept previsto.
const TJPR_2026 = 'Decreto Judiciário nº 621/2025 (TJPR)';
const TJPR_2026_URL = 'https://portaldori.com.br/ultimas-noticias/page/53';
const TJPR: CourtActs = {
  confirmedYears: { 2026: { act: TJPR_2026, source: TJPR_2026_URL } },
  entries: [
    ...rows(
      court('TJPR'),
      'confirmado',
      'Resolução nº 515/2025-OE (TJPR)',
      'https://www.bee49.com/justica-do-parana-define-o-recesso-de-final-de-ano-e-suspensao-de-prazos-processuais/.html',
      [['2026-01-01', '2026-01-06', 'Recesso forense (20/12/2025 a 06/01/2026)']],
    ),
    // Art. 1º (feriados), art. 2º (expediente suspenso, with compensation) and art. 3º (Christmas and New Year's eves).
    ...rows(court('TJPR'), 'confirmado', TJPR_2026, TJPR_2026_URL, [
      ['2026-02-16', null, 'Véspera de Carnaval (expediente suspenso)'],
      ['2026-02-17', null, 'Carnaval'],
      ['2026-04-02', null, 'Quinta-feira Santa (expediente suspenso)'],
      ['2026-04-20', null, 'Expediente suspenso (véspera de Tiradentes)'],
      ['2026-06-04', null, 'Corpus Christi'],
      ['2026-06-05', null, 'Expediente suspenso (após Corpus Christi)'],
      ['2026-10-30', null, 'Dia do Funcionário Público (transferido de 28/10)'],
      ['2026-12-18', null, 'Dia da Justiça (transferido de 08/12)'],
      ['2026-12-24', null, 'Véspera de Natal (expediente suspenso)'],
      ['2026-12-31', null, 'Véspera de Ano Novo (expediente suspenso)'],
    ]),
    ...rows(court('TJPR'), 'previsto', 'Resolução do Órgão Especial sobre o recesso 2026/2027 (TJPR) não encontrada: recesso habitual', undefined, [
      ['2026-12-20', '2026-12-31', 'Recesso forense (20/12/2026 a 06/01/2027)'],
    ]),
  ],
};

const TJSC: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TJSC'),
    'confirmado',
    'Resolução TJ nº 30/2025 (TJSC)',
    'https://www.vbnoticias.com.br/judiciario-de-sc-retoma-atividades-apos-recesso-com-prazos-suspensos-ate-20-de-janeiro',
    [['2026-01-01', '2026-01-06', 'Recesso forense (20/12/2025 a 06/01/2026)']],
  ),
};

// The decree's list as reported (Carnival from Thursday to Ash Wednesday, the eves and days after 2 July and
// 8 December); São João and other municipal days are in the TJBA's separate list of comarca holidays.
const TJBA: CourtActs = {
  confirmedYears: {},
  entries: [
    ...rows(court('TJBA'), 'confirmado', 'Decreto Judiciário nº 1.050/2025 (TJBA)', 'https://www.antoniopessoacardoso.com.br/2025/12/recesso-forense.html', [
      ['2026-01-01', '2026-01-06', 'Recesso forense (20/12/2025 a 06/01/2026)'],
      ['2026-02-12', '2026-02-18', 'Carnaval (quinta-feira a Quarta-feira de Cinzas)'],
      ['2026-04-02', null, 'Quinta-feira Santa'],
      ['2026-07-03', null, 'Ponto facultativo (após a Independência da Bahia)'],
      ['2026-12-07', null, 'Ponto facultativo (véspera do Dia da Justiça)'],
      ['2026-12-08', null, 'Dia da Justiça'],
    ]),
    ...rows(
      court('TJBA'),
      'confirmado',
      'Decreto Judiciário nº 1.050/2025 (TJBA)',
      'https://www.tjba.jus.br/portal/decreto-judiciario-estabelece-o-expediente-forense-e-administrativo-do-tjba-para-2026',
      [['2026-06-04', null, 'Corpus Christi']],
    ),
  ],
};

// The main days as reported; Holy Week is left out (the report's dates, 3 and 4 April, do not match the calendar).
// The June and December feriados of LC estadual 100/2007 art. 94 are recurring rules (recurring.ts).
const TJPE: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TJPE'),
    'confirmado',
    'Ato Conjunto nº 43/2025 (TJPE)',
    'https://aspj-pe.org.br/tjpe-publica-lista-oficial-de-feriados-forenses-de-2026',
    [
      ['2026-02-16', '2026-02-17', 'Carnaval'],
      ['2026-02-18', null, 'Quarta-feira de Cinzas'],
      ['2026-06-22', null, 'Corpus Christi (transferido de 04/06)'],
      ['2026-06-24', null, 'São João'],
      ['2026-08-10', null, 'Dia dos Cursos Jurídicos (Código de Organização Judiciária)'],
      ['2026-10-30', null, 'Dia do Servidor Público (transferido de 28/10)'],
    ],
  ),
};

// The TJDFT (Lei 11.697/2008 art. 60), TJRJ (Lei estadual 6.956/2015 art. 66), TJMG (Resolução 458/2004), TJGO
// (Lei estadual 21.268/2022 art. 91, III) and TJPE (LC estadual 100/2007 art. 94) closures fixed every year are
// recurring rules (recurring.ts).
const TJGO: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TJGO'),
    'confirmado',
    'Decreto Judiciário nº 4.212/2025 (TJGO)',
    'https://portalcontexto.com/entenda-como-sera-o-atendimento-no-judiciario-durante-o-recesso-forense-em-goias',
    [['2026-01-01', '2026-01-06', 'Recesso forense (20/12/2025 a 06/01/2026)']],
  ),
};

// Portaria nº 983/2025 read whole across two reports of it: the days without expediente in the Foro Judicial of both
// instances (the first), Campo Grande's day, the pontos facultativos and the interior's municipal days (the second).
// Ash Wednesday is closed all day; 28/10 moves to 30/10 (28/10 open). The 01–06/01 and 20–31/12 feriado forense is
// Lei estadual MS 3.056/2005, as the act cites it (the law's text not read: kept here, for 2026 only). Its pontos
// facultativos (20/04, 05/06, 10/08, 07/12, hours made up later) are entered as partial days: a first or last day
// there moves on (CPC art. 224 § 1º), but the day is not skipped, which keeps the earlier date if units open.
const TJMS_2026 = 'Portaria nº 983/2025 (TJMS)';
const TJMS: CourtActs = {
  confirmedYears: {
    2026: { act: TJMS_2026, source: 'https://www.jd1noticias.com/justica/em-2026-justica-estadual-tera-mais-de-30-dias-sem-expediente-veja-o/164195' },
  },
  entries: [
    ...rows(
      court('TJMS'),
      'confirmado',
      TJMS_2026,
      'https://www.jd1noticias.com/justica/em-2026-justica-estadual-tera-mais-de-30-dias-sem-expediente-veja-o/164195',
      [
        ['2026-01-01', '2026-01-06', 'Feriado forense (Lei estadual MS 3.056/2005)'],
        ['2026-02-16', '2026-02-17', 'Carnaval'],
        ['2026-02-18', null, 'Quarta-feira de Cinzas'],
        ['2026-04-02', null, 'Quinta-feira da Semana Santa'],
        ['2026-06-04', null, 'Corpus Christi'],
        ['2026-08-11', null, 'Instituição dos Cursos Jurídicos'],
        ['2026-10-30', null, 'Dia do Servidor Público (transferido de 28/10)'],
        ['2026-12-08', null, 'Dia da Justiça'],
        ['2026-12-20', '2026-12-31', 'Feriado forense (Lei estadual MS 3.056/2005)'],
      ],
    ),
    ...rows(court('TJMS'), 'confirmado', TJMS_2026, 'https://www.acritica.net/noticia/amp/862944/tjms-feriados-pontos-facultativos-2026', [
      ['2026-04-20', null, 'Ponto facultativo (véspera de Tiradentes)', 'expediente-parcial'],
      ['2026-06-05', null, 'Ponto facultativo (após Corpus Christi)', 'expediente-parcial'],
      ['2026-08-10', null, 'Ponto facultativo (véspera dos Cursos Jurídicos)', 'expediente-parcial'],
      ['2026-12-07', null, 'Ponto facultativo (véspera do Dia da Justiça)', 'expediente-parcial'],
    ]),
    ...rows(
      { level: 'comarca', tribunal: 'TJMS', comarca: 'Campo Grande' },
      'confirmado',
      TJMS_2026,
      'https://www.acritica.net/noticia/amp/862944/tjms-feriados-pontos-facultativos-2026',
      [['2026-08-26', null, 'Aniversário de Campo Grande']],
    ),
  ],
};

// The days the notice lists, one by one; the rest of the act (the State's pontos facultativos it follows, by the
// governor's decree) was not read, so 2026 stays previsto. 28/08 closes only where Nossa Senhora dos Prazeres is a
// municipal holiday (27/08): of the comarcas in the data, Maceió.
const TJAL_2026 = 'Ato normativo do TJAL sobre os feriados de 2026 (aprovado pelo Pleno; número não informado na notícia)';
const TJAL_2026_URL = 'https://cgj.tjal.jus.br/index.php?not=41135&pag=verNoticia';
const TJAL: CourtActs = {
  confirmedYears: {},
  entries: [
    ...rows(court('TJAL'), 'confirmado', TJAL_2026, TJAL_2026_URL, [
      ['2026-04-20', null, 'Atividades e prazos suspensos (véspera de Tiradentes)'],
      ['2026-06-05', null, 'Atividades e prazos suspensos (após Corpus Christi)'],
      ['2026-08-10', null, 'Atividades e prazos suspensos (Dia do Jurista, 11/08)'],
      ['2026-12-07', null, 'Atividades e prazos suspensos (véspera do Dia da Justiça)'],
    ]),
    ...rows({ level: 'comarca', tribunal: 'TJAL', comarca: 'Maceió' }, 'confirmado', TJAL_2026, TJAL_2026_URL, [
      ['2026-08-28', null, 'Atividades e prazos suspensos (após Nossa Senhora dos Prazeres)'],
    ]),
  ],
};

// --- Federal courts -----------------------------------------------------------------------------------------------

// The TRF5's own list of its 2026 feriados at its seat (Recife), read whole; its list of pontos facultativos on the
// same page was not (cut off), so 2026 stays previsto. Only what neither the laws (national.ts) nor places/ close as
// confirmed is added: São João, which places/ has only as reported for Recife.
const TRF5: CourtActs = {
  confirmedYears: {},
  entries: rows(
    { level: 'comarca', tribunal: 'TRF5', comarca: 'Recife' },
    'confirmado',
    'Feriados e Pontos Facultativos 2026 (TRF5), Lei municipal do Recife 9.777/1967',
    'https://www.trf5.jus.br/index.php/feriados-2026',
    [['2026-06-24', null, 'São João', 'feriado']],
  ),
};

const TRF6: CourtActs = {
  confirmedYears: {},
  entries: [
    ...rows(court('TRF6'), 'confirmado', 'Portaria Conjunta PRESI/COGER nº 3/2026 (TRF6)', 'https://sjmg.trf6.jus.br/?p=36892', [
      ['2026-02-18', null, 'Quarta-feira de Cinzas (ponto facultativo; expediente e prazos suspensos)'],
    ]),
    // Only the Tribunal and the Subseção of Belo Horizonte: presencial expediente suspended, prazos suspended (CPC art. 221).
    ...rows(
      { level: 'comarca', tribunal: 'TRF6', comarca: 'Belo Horizonte' },
      'confirmado',
      'Portaria Conjunta PRESI/COGER nº 3/2026 (TRF6)',
      'https://sjmg.trf6.jus.br/?p=36892',
      [['2026-02-13', null, 'Sexta-feira antes do Carnaval (prazos suspensos)', 'suspensao']],
    ),
  ],
};

// --- Labour courts ------------------------------------------------------------------------------------------------

// Pontos facultativos: units may open; prazos beginning or ending on these days move to the next business day.
const TRT4: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TRT4'),
    'confirmado',
    'Resolução Administrativa nº 7/2026 e Portaria nº 339/2026 (TRT4)',
    'https://www.trt4.jus.br/portais/trt4/modulos/noticias/50938783',
    [
      ['2026-02-18', null, 'Quarta-feira de Cinzas (ponto facultativo até as 14h)', 'expediente-parcial'],
      ['2026-04-20', null, 'Ponto facultativo (prazos que começam ou terminam no dia prorrogados)', 'expediente-parcial'],
      ['2026-06-05', null, 'Ponto facultativo (prazos que começam ou terminam no dia prorrogados)', 'expediente-parcial'],
      ['2026-08-10', null, 'Ponto facultativo (prazos que começam ou terminam no dia prorrogados)', 'expediente-parcial'],
      ['2026-12-07', null, 'Ponto facultativo (prazos que começam ou terminam no dia prorrogados)', 'expediente-parcial'],
    ],
  ),
};

const TRT9: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TRT9'),
    'confirmado',
    'Portaria Presidência-Corregedoria nº 2/2026 (TRT9)',
    'https://gazetadoparana.com.br/artigo/tribunal-do-trabalho-informa-suspensao-dos-prazos-processuais-nos-dias-20-abril-e-5-de-junho',
    [
      ['2026-04-20', null, 'Expediente e prazos suspensos (véspera de Tiradentes)'],
      ['2026-06-05', null, 'Expediente e prazos suspensos (após Corpus Christi)'],
    ],
  ),
};

// --- Superior courts ----------------------------------------------------------------------------------------------

// The ministers' collective holidays (2–31/01 and 2–31/07, LOMAN art. 66 § 1º) are recurring rules (recurring.ts).
const TST: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TST'),
    'confirmado',
    'Ato GDGSET.GP nº 829/2025 (TST)',
    'https://hjur.com.br/tst-funciona-em-horario-reduzido-na-quarta-feira-de-cinzas',
    [['2026-02-18', null, 'Quarta-feira de Cinzas (expediente a partir das 14h)', 'expediente-parcial']],
  ),
};

const STF: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('STF'),
    'confirmado',
    'Portaria GDG nº 189/2025 (STF)',
    'https://hjur.com.br/stf-nao-tera-expediente-em-segunda-e-terca-de-carnaval-prazos-sao-prorrogados',
    [['2026-02-18', null, 'Quarta-feira de Cinzas (expediente a partir das 14h)', 'expediente-parcial']],
  ),
};

// Portaria nº 3741/2025 (the TJTO's calendar of feriados and pontos facultativos for 2026), as a report of its
// Carnival plantão reads it: no expediente from Friday 13/02 at 18h to Ash Wednesday 18/02 at noon. Only these rows
// were read; the year stays previsto.
const TJTO: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TJTO'),
    'confirmado',
    'Portaria nº 3741/2025 (TJTO)',
    'https://t1noticias.com.br/estado/judiciario-do-tocantins-tera-plantao-durante-o-carnaval-para-casos-urgentes/140153',
    [
      ['2026-02-16', '2026-02-17', 'Carnaval'],
      ['2026-02-18', null, 'Quarta-feira de Cinzas (expediente a partir do meio-dia)', 'expediente-parcial'],
    ],
  ),
};

// The TJAC's Carnival of 2026 as reported on 12/02/2026: plantão only from Monday 16 to Wednesday 18/02, the prazos
// stopped, attendance back on Thursday 19. The report names no act (the year's portaria, of 22/12/2025, was not read).
const TJAC: CourtActs = {
  confirmedYears: {},
  entries: rows(
    court('TJAC'),
    'confirmado',
    'Calendário de 2026 do TJAC (portaria da Presidência de 22/12/2025; número não informado na notícia)',
    'https://oaltoacre.com/tjac-funcionara-em-regime-de-plantao-durante-o-carnaval/',
    [['2026-02-16', '2026-02-18', 'Carnaval e Quarta-feira de Cinzas']],
  ),
};

/** The days each court's own acts add, keyed by court id. */
export const COURT_ACTS: Readonly<Record<string, CourtActs>> = {
  TJRS,
  TJPR,
  TJSC,
  TJBA,
  TJPE,
  TJGO,
  TJAL,
  TJMS,
  TJTO,
  TJAC,
  TRF5,
  TRF6,
  TRT4,
  TRT9,
  TST,
  STF,
};
