/**
 * Center-West (DF, GO, MS, MT): the holidays each state's own law declares and the capital's municipal holidays.
 * National holidays are not repeated. Every day names the law that declares it; `verified` is true only where
 * that law, or an official list citing it, was actually read.
 */
import { confirmed, reported } from './law-days';
import type { StateDef } from './types';

// The official or press lists that vouch for several of a capital's days.
const CUIABA_FERIADOS = 'https://g1.globo.com/mt/mato-grosso/noticia/2019/12/30/prefeitura-divulga-lista-de-18-feriados-em-2020-em-cuiaba-confira.ghtml';
const CAMPO_GRANDE_FERIADOS = 'https://www.sindivarejocgr.com.br/2020/06/09/os-feriados-municipais-de-campo-grande/';

export const CENTRO_OESTE: readonly StateDef[] = [
  {
    uf: 'DF',
    name: 'Distrito Federal',
    capital: 'Brasília',
    // The Distrito Federal's own laws (leis distritais) play the state's part. 21/04, Fundação de Brasília, is
    // a district holiday too but falls on the national Tiradentes, so it is not repeated.
    holidays: [
      confirmed('11-30', 'Dia do Evangélico', 'Lei distrital 963/1995', {
        source: 'https://agenciabrasil.ebc.com.br/geral/noticia/2022-11/amanha-sera-ponto-facultativo-nos-orgaos-federais-sediados-em-brasilia',
      }),
      // Reported as a district holiday by Lei distrital 72/1989, but the GDF's yearly decrees (e.g. Decreto DF
      // 45.425/2024) list Corpus Christi as a ponto facultativo: kept only as a warning until the law is read.
      reported({ easter: 60 }, 'Corpus Christi', 'Lei distrital 72/1989, art. 1º, parágrafo único (não confirmado)'),
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
      reported('07-26', 'Fundação da Cidade de Goiás', 'Lei estadual GO 20.756/2020, art. 269, II, a', {
        source: 'https://diaonline.ig.com.br/2021/07/23/transferencia-da-capital-para-a-cidade-de-goias-e-cancelada-pelo-2o-ano-consecutivo',
      }),
      reported('10-24', 'Lançamento da Pedra Fundamental de Goiânia', 'Lei estadual GO 20.756/2020, art. 269, II, b (não confirmado)'),
      reported('10-28', 'Dia do Servidor Público', 'Lei estadual GO 20.756/2020, art. 269, II (alínea não confirmada)', {
        source: 'https://tvsd.com.br/2021/10/06/governo-de-goias-determina-ponto-facultativo-no-dia-11-de-outubro/',
      }),
    ],
    // Goiânia's 24/10 (aniversário) coincides with the state day above and is not repeated. Corpus Christi is a
    // ponto facultativo in Goiânia, not a holiday.
    capitalHolidays: [
      reported('05-24', 'Nossa Senhora Auxiliadora, padroeira de Goiânia', 'Lei municipal de Goiânia 701/1956 (número não confirmado)', {
        source: 'https://ojornalismo.com.br/noticia/72050/nossa-senhora-auxiliadora-por-que-temos-esse-feriado-em-goiania',
      }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'MS',
    name: 'Mato Grosso do Sul',
    capital: 'Campo Grande',
    holidays: [
      confirmed('10-11', 'Criação do Estado de Mato Grosso do Sul', 'Lei estadual MS 10/1979', {
        source: 'https://blog.feriados.com.br/2019/10/07/11-de-outubro-feriado-no-mato-grosso-do-sul/',
      }),
    ],
    capitalHolidays: [
      confirmed('06-13', 'Santo Antônio, padroeiro de Campo Grande', 'Lei municipal de Campo Grande 3.901/2001', { source: CAMPO_GRANDE_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Campo Grande 1.019/1967', { source: CAMPO_GRANDE_FERIADOS }),
      reported('08-26', 'Aniversário de Campo Grande', 'Lei municipal de Campo Grande (número não confirmado)', {
        source: 'https://www.jd1noticias.com/geral/confira-os-feriadoes-e-feriados-de-2019/60068/',
      }),
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
      confirmed('04-08', 'Aniversário de Cuiabá', 'Lei municipal de Cuiabá 1.077/1968', { source: CUIABA_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Cuiabá 1.077/1968', { source: CUIABA_FERIADOS }),
      confirmed('12-08', 'Nossa Senhora da Conceição, padroeira de Cuiabá', 'Lei municipal de Cuiabá 5.576/2012', {
        source: 'http://www.camaracuiaba.mt.gov.br/noticia.php?id=3305',
      }),
    ],
    capitalLawRead: true,
  },
];
