/**
 * South (PR, RS, SC): the holidays each state's own law declares and the capital's municipal holidays.
 * National holidays are not repeated. Every day names the law that declares it; `verified` is true only where
 * that law, or an official list citing it, was actually read.
 */
import { confirmed, reported } from './law-days';
import type { StateDef } from './types';

// The official or press lists that vouch for several of a capital's days.
const CURITIBA_FERIADOS = 'https://curita.webnode.com.br/curitiba/feriados-municipais';
const PORTO_ALEGRE_FERIADOS =
  'https://g1.globo.com/rs/rio-grande-do-sul/noticia/2025/06/04/corpus-christi-e-feriado-ou-ponto-facultativo-em-porto-alegre-entenda.ghtml';
const FLORIANOPOLIS_FERIADOS = 'https://www.sindilojas-sc.org.br/calendario-2022-feriados-pontos-facultativos-e-datas-festivas/';

export const SUL: readonly StateDef[] = [
  {
    uf: 'PR',
    name: 'Paraná',
    capital: 'Curitiba',
    // Paraná has no state holiday: Lei estadual PR 18.384/2014 revoked Lei 4.658/1962 and made 19/12
    // (Emancipação Política) a commemorative date, "não se constituindo em feriado civil". Any court closure on
    // 19/12 is a court act, not a holiday.
    holidays: [],
    // Lei 3.015/1967 declares Good Friday, Corpus Christi and 08/09. The city's anniversary (29/03, Lei
    // 229/1949) is kept as a ponto facultativo, not a holiday, and is left out.
    capitalHolidays: [
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Curitiba 3.015/1967', { source: CURITIBA_FERIADOS }),
      confirmed('09-08', 'Nossa Senhora da Luz dos Pinhais', 'Lei municipal de Curitiba 3.015/1967', { source: CURITIBA_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'RS',
    name: 'Rio Grande do Sul',
    capital: 'Porto Alegre',
    holidays: [
      // The state constitution makes 20/09 the data magna and a holiday (first declared by Decreto RS
      // 36.180/1995, then by the constitutional amendment of October 1995).
      confirmed('09-20', 'Revolução Farroupilha', 'Constituição do Estado do RS, art. 6º, § 1º (Emenda Constitucional estadual 11/1995)', {
        source: 'https://ww2.al.rs.gov.br/dal/Legisla%C3%A7%C3%A3o/Constitui%C3%A7%C3%A3oEstadual/tabid/3683/Default.aspx',
      }),
    ],
    // The Prefeitura states that Lei 4.453/1978 is the law in force: 02/02 and 02/11 (national) fixed, Good
    // Friday (national) and Corpus Christi movable.
    capitalHolidays: [
      confirmed('02-02', 'Nossa Senhora dos Navegantes', 'Lei municipal de Porto Alegre 4.453/1978', { source: PORTO_ALEGRE_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Porto Alegre 4.453/1978', { source: PORTO_ALEGRE_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'SC',
    name: 'Santa Catarina',
    capital: 'Florianópolis',
    // Both state days are moved by law to the following Sunday whenever they fall on a weekday, so in 2025–2027
    // they fall on Sundays. A 2026 bill to make 25/11 a weekday holiday was still pending: revisit if it passes.
    holidays: [
      confirmed(
        ['2025-08-17', '2026-08-16', '2027-08-15'],
        'Dia do Estado de Santa Catarina (data magna)',
        'Lei estadual SC 10.306/1996 (transferência para o domingo seguinte; consolidada na Lei 18.531/2022)',
        { source: FLORIANOPOLIS_FERIADOS },
      ),
      reported(['2025-11-30', '2026-11-29', '2027-11-28'], 'Dia de Santa Catarina de Alexandria', 'Lei estadual SC 10.306/1996 (não confirmado)'),
    ],
    capitalHolidays: [
      confirmed('03-23', 'Aniversário de Florianópolis', 'Lei municipal de Florianópolis 832/1967 (redação da Lei 3.247/1989)', {
        source: FLORIANOPOLIS_FERIADOS,
      }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Florianópolis 832/1967 (redação da Lei 3.247/1989)', { source: FLORIANOPOLIS_FERIADOS }),
    ],
    capitalLawRead: true,
  },
];
