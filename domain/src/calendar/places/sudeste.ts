/**
 * Southeast (ES, MG, RJ, SP): the holidays each state's own law declares and the capital's municipal holidays.
 * National holidays are not repeated. Every day names the law that declares it; `verified` is true only where
 * that law, or an official list citing it, was actually read.
 */
import { confirmed, reported } from './law-days';
import type { StateDef } from './types';

// The official or press lists that vouch for several of a capital's days.
const VITORIA_FERIADOS = 'https://legisweb.com.br/legislacao/?id=411754';
const BELO_HORIZONTE_FERIADOS = 'https://www.otempo.com.br/mobile/cidades/pbh-divulga-calendario-de-feriados-de-2015-veja-a-lista-1.952688';
const SAO_PAULO_FERIADOS = 'http://igualdade-racial.blogspot.com/2007/11/20-de-novembro-feriado-municipal-em-so.html';

export const SUDESTE: readonly StateDef[] = [
  {
    uf: 'ES',
    name: 'Espírito Santo',
    capital: 'Vitória',
    holidays: [
      // The law fixes it on the Monday eight days after Easter Sunday (the Monday after the Easter octave):
      // 28/04/2025, 13/04/2026, 05/04/2027. It is also the state's data magna.
      confirmed({ easter: 8 }, 'Nossa Senhora da Penha', 'Lei estadual ES 11.010/2019', {
        source: 'https://folhavitoria.com.br/geral/dia-de-nossa-senhora-da-penha-se-torna-feriado-em-todo-o-espirito-santo',
      }),
    ],
    // Lei municipal de Vitória 1.732/1967 also names Nossa Senhora da Penha; it is listed once, above.
    capitalHolidays: [
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Vitória 1.732/1967', { source: VITORIA_FERIADOS }),
      confirmed('09-08', 'Nossa Senhora da Vitória', 'Lei municipal de Vitória 1.732/1967', { source: VITORIA_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'MG',
    name: 'Minas Gerais',
    capital: 'Belo Horizonte',
    // Minas Gerais' data magna is 21/04, the national Tiradentes, so the state adds no day of its own.
    holidays: [],
    // The Prefeitura's yearly calendar lists these as municipal holidays; the municipal law was not found.
    capitalHolidays: [
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Belo Horizonte (número não confirmado)', { source: BELO_HORIZONTE_FERIADOS }),
      reported('08-15', 'Assunção de Nossa Senhora', 'Lei municipal de Belo Horizonte (número não confirmado)', { source: BELO_HORIZONTE_FERIADOS }),
      reported('12-08', 'Imaculada Conceição', 'Lei municipal de Belo Horizonte (número não confirmado)', { source: BELO_HORIZONTE_FERIADOS }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    capital: 'Rio de Janeiro',
    // 20/11 (Lei estadual RJ 4.007/2002) is national since Lei 14.759/2023 and is left out.
    holidays: [
      // Carnival Tuesday (47 days before Easter); Monday and Ash Wednesday are only pontos facultativos.
      confirmed({ easter: -47 }, 'Carnaval', 'Lei estadual RJ 5.243/2008', {
        source: 'https://g1.globo.com/rj/rio-de-janeiro/carnaval/2025/noticia/2025/02/26/carnaval-2025-e-feriado-dia-normal-ou-ponto-facultativo-no-rio.ghtml',
      }),
      confirmed('04-23', 'Dia de São Jorge', 'Lei estadual RJ 5.198/2008', {
        source: 'https://www.bol.uol.com.br/noticias/2024/04/22/23-de-abril-e-feriado-de-que-no-rio-de-janeiro.htm',
      }),
    ],
    // The city's holidays are consolidated in Lei municipal 5.146/2010, whose holiday articles were not read, so
    // the list is not marked complete. Corpus Christi is a ponto facultativo in the city.
    capitalHolidays: [
      confirmed('01-20', 'Dia de São Sebastião', 'Lei municipal do Rio de Janeiro 1.271/1988', { source: 'https://cidadedeniteroi.com/?p=377616' }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'SP',
    name: 'São Paulo',
    capital: 'São Paulo',
    holidays: [
      confirmed('07-09', 'Revolução Constitucionalista de 1932', 'Lei estadual SP 9.497/1997', {
        source: 'https://www.cotiaecia.com.br/2025/01/alem-dos-feriados-cotia-tera-9-pontos.html',
      }),
    ],
    // Lei 14.485/2007 consolidates the city's holidays: 25/01, Good Friday, Corpus Christi, 02/11 and 20/11
    // (the last two national now).
    capitalHolidays: [
      confirmed('01-25', 'Aniversário de São Paulo', 'Lei municipal de São Paulo 14.485/2007', { source: SAO_PAULO_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de São Paulo 14.485/2007', { source: SAO_PAULO_FERIADOS }),
    ],
    capitalLawRead: true,
  },
];
