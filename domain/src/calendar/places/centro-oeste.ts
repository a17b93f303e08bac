/**
 * Center-West (DF, GO, MS, MT): the holidays each state's own law declares and the capital's municipal holidays.
 * National holidays are not repeated. Every day names the law that declares it; `verified` is true only where
 * that law, or an official list citing it, was actually read.
 */
import type { StateDef } from './types';

export const CENTRO_OESTE: readonly StateDef[] = [
  {
    uf: 'DF',
    name: 'Distrito Federal',
    capital: 'Brasília',
    // The Distrito Federal's own laws (leis distritais) play the state's part. 21/04, Fundação de Brasília, is
    // a district holiday too but falls on the national Tiradentes, so it is not repeated.
    holidays: [
      {
        date: { month: 11, day: 30 },
        name: 'Dia do Evangélico',
        act: 'Lei distrital 963/1995',
        source: 'https://agenciabrasil.ebc.com.br/geral/noticia/2022-11/amanha-sera-ponto-facultativo-nos-orgaos-federais-sediados-em-brasilia',
        verified: true,
      },
      {
        // Reported as a district holiday by Lei distrital 72/1989, but the GDF's yearly decrees (e.g. Decreto DF
        // 45.425/2024) list Corpus Christi as a ponto facultativo: kept only as a warning until the law is read.
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei distrital 72/1989, art. 1º, parágrafo único (não confirmado)',
        verified: false,
      },
    ],
    // The Distrito Federal cannot be divided into municipalities (CF art. 32), so Brasília has no municipal
    // holiday law of its own: every local day is a district one, listed above. The (empty) list is complete.
    capitalHolidays: [],
    capitalLawRead: true,
  },
  {
    uf: 'GO',
    name: 'Goiás',
    capital: 'Goiânia',
    // Lei GO 20.756/2020 (the state civil servants' statute), art. 269, II, declares these days. The governor may
    // move them by decree (26/07 went to 25/07 in 2018 and 2022; 28/10 to 01/11 in 2021), so none is relied on
    // without that year's decree: all stay unverified, which keeps the calculator on the safe, earlier date.
    holidays: [
      {
        date: { month: 7, day: 26 },
        name: 'Fundação da Cidade de Goiás',
        act: 'Lei estadual GO 20.756/2020, art. 269, II, a',
        source: 'https://diaonline.ig.com.br/2021/07/23/transferencia-da-capital-para-a-cidade-de-goias-e-cancelada-pelo-2o-ano-consecutivo',
        verified: false,
      },
      {
        date: { month: 10, day: 24 },
        name: 'Lançamento da Pedra Fundamental de Goiânia',
        act: 'Lei estadual GO 20.756/2020, art. 269, II, b (não confirmado)',
        verified: false,
      },
      {
        date: { month: 10, day: 28 },
        name: 'Dia do Servidor Público',
        act: 'Lei estadual GO 20.756/2020, art. 269, II (alínea não confirmada)',
        source: 'https://tvsd.com.br/2021/10/06/governo-de-goias-determina-ponto-facultativo-no-dia-11-de-outubro/',
        verified: false,
      },
    ],
    // Goiânia's 24/10 (aniversário) coincides with the state day above and is not repeated. Corpus Christi is a
    // ponto facultativo in Goiânia, not a holiday.
    capitalHolidays: [
      {
        date: { month: 5, day: 24 },
        name: 'Nossa Senhora Auxiliadora, padroeira de Goiânia',
        act: 'Lei municipal de Goiânia 701/1956 (número não confirmado)',
        source: 'https://ojornalismo.com.br/noticia/72050/nossa-senhora-auxiliadora-por-que-temos-esse-feriado-em-goiania',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'MS',
    name: 'Mato Grosso do Sul',
    capital: 'Campo Grande',
    holidays: [
      {
        date: { month: 10, day: 11 },
        name: 'Criação do Estado de Mato Grosso do Sul',
        act: 'Lei estadual MS 10/1979',
        source: 'https://blog.feriados.com.br/2019/10/07/11-de-outubro-feriado-no-mato-grosso-do-sul/',
        verified: true,
      },
    ],
    capitalHolidays: [
      {
        date: { month: 6, day: 13 },
        name: 'Santo Antônio, padroeiro de Campo Grande',
        act: 'Lei municipal de Campo Grande 3.901/2001',
        source: 'https://www.sindivarejocgr.com.br/2020/06/09/os-feriados-municipais-de-campo-grande/',
        verified: true,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Campo Grande 1.019/1967',
        source: 'https://www.sindivarejocgr.com.br/2020/06/09/os-feriados-municipais-de-campo-grande/',
        verified: true,
      },
      {
        date: { month: 8, day: 26 },
        name: 'Aniversário de Campo Grande',
        act: 'Lei municipal de Campo Grande (número não confirmado)',
        source: 'https://www.jd1noticias.com/geral/confira-os-feriadoes-e-feriados-de-2019/60068/',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'MT',
    name: 'Mato Grosso',
    capital: 'Cuiabá',
    // Mato Grosso's only state holiday, 20/11 (Lei estadual MT 7.879/2002), is national since Lei 14.759/2023.
    holidays: [],
    // Cuiabá's yearly holiday decree (e.g. Decreto 9.996/2023) lists these as municipal holidays under Leis
    // municipais 1.077/1968, 3.991/2000 (20/11, now national) and 5.576/2012.
    capitalHolidays: [
      {
        date: { month: 4, day: 8 },
        name: 'Aniversário de Cuiabá',
        act: 'Lei municipal de Cuiabá 1.077/1968',
        source: 'https://g1.globo.com/mt/mato-grosso/noticia/2019/12/30/prefeitura-divulga-lista-de-18-feriados-em-2020-em-cuiaba-confira.ghtml',
        verified: true,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Cuiabá 1.077/1968',
        source: 'https://g1.globo.com/mt/mato-grosso/noticia/2019/12/30/prefeitura-divulga-lista-de-18-feriados-em-2020-em-cuiaba-confira.ghtml',
        verified: true,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Nossa Senhora da Conceição, padroeira de Cuiabá',
        act: 'Lei municipal de Cuiabá 5.576/2012',
        source: 'http://www.camaracuiaba.mt.gov.br/noticia.php?id=3305',
        verified: true,
      },
    ],
    capitalLawRead: true,
  },
];
