/**
 * Southeast (ES, MG, RJ, SP): the holidays each state's own law declares and the capital's municipal holidays.
 * National holidays are not repeated. Every day names the law that declares it; `verified` is true only where
 * that law, or an official list citing it, was actually read.
 */
import type { StateDef } from './types';

export const SUDESTE: readonly StateDef[] = [
  {
    uf: 'ES',
    name: 'Espírito Santo',
    capital: 'Vitória',
    holidays: [
      {
        // The law fixes it on the Monday eight days after Easter Sunday (the Monday after the Easter octave):
        // 28/04/2025, 13/04/2026, 05/04/2027. It is also the state's data magna.
        date: { easter: 8 },
        name: 'Nossa Senhora da Penha',
        act: 'Lei estadual ES 11.010/2019',
        source: 'https://folhavitoria.com.br/geral/dia-de-nossa-senhora-da-penha-se-torna-feriado-em-todo-o-espirito-santo',
        verified: true,
      },
    ],
    // Lei municipal de Vitória 1.732/1967 also names Nossa Senhora da Penha; it is listed once, above.
    capitalHolidays: [
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Vitória 1.732/1967',
        source: 'https://legisweb.com.br/legislacao/?id=411754',
        verified: true,
      },
      {
        date: { month: 9, day: 8 },
        name: 'Nossa Senhora da Vitória',
        act: 'Lei municipal de Vitória 1.732/1967',
        source: 'https://legisweb.com.br/legislacao/?id=411754',
        verified: true,
      },
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
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Belo Horizonte (número não confirmado)',
        source: 'https://www.otempo.com.br/mobile/cidades/pbh-divulga-calendario-de-feriados-de-2015-veja-a-lista-1.952688',
        verified: false,
      },
      {
        date: { month: 8, day: 15 },
        name: 'Assunção de Nossa Senhora',
        act: 'Lei municipal de Belo Horizonte (número não confirmado)',
        source: 'https://www.otempo.com.br/mobile/cidades/pbh-divulga-calendario-de-feriados-de-2015-veja-a-lista-1.952688',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Imaculada Conceição',
        act: 'Lei municipal de Belo Horizonte (número não confirmado)',
        source: 'https://www.otempo.com.br/mobile/cidades/pbh-divulga-calendario-de-feriados-de-2015-veja-a-lista-1.952688',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    capital: 'Rio de Janeiro',
    // 20/11 (Lei estadual RJ 4.007/2002) is national since Lei 14.759/2023 and is left out.
    holidays: [
      {
        // Carnival Tuesday (47 days before Easter); Monday and Ash Wednesday are only pontos facultativos.
        date: { easter: -47 },
        name: 'Carnaval',
        act: 'Lei estadual RJ 5.243/2008',
        source: 'https://g1.globo.com/rj/rio-de-janeiro/carnaval/2025/noticia/2025/02/26/carnaval-2025-e-feriado-dia-normal-ou-ponto-facultativo-no-rio.ghtml',
        verified: true,
      },
      {
        date: { month: 4, day: 23 },
        name: 'Dia de São Jorge',
        act: 'Lei estadual RJ 5.198/2008',
        source: 'https://www.bol.uol.com.br/noticias/2024/04/22/23-de-abril-e-feriado-de-que-no-rio-de-janeiro.htm',
        verified: true,
      },
    ],
    // The city's holidays are consolidated in Lei municipal 5.146/2010, whose holiday articles were not read, so
    // the list is not marked complete. Corpus Christi is a ponto facultativo in the city.
    capitalHolidays: [
      {
        date: { month: 1, day: 20 },
        name: 'Dia de São Sebastião',
        act: 'Lei municipal do Rio de Janeiro 1.271/1988',
        source: 'https://cidadedeniteroi.com/?p=377616',
        verified: true,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'SP',
    name: 'São Paulo',
    capital: 'São Paulo',
    holidays: [
      {
        date: { month: 7, day: 9 },
        name: 'Revolução Constitucionalista de 1932',
        act: 'Lei estadual SP 9.497/1997',
        source: 'https://www.cotiaecia.com.br/2025/01/alem-dos-feriados-cotia-tera-9-pontos.html',
        verified: true,
      },
    ],
    // Lei 14.485/2007 consolidates the city's holidays: 25/01, Good Friday, Corpus Christi, 02/11 and 20/11
    // (the last two national now).
    capitalHolidays: [
      {
        date: { month: 1, day: 25 },
        name: 'Aniversário de São Paulo',
        act: 'Lei municipal de São Paulo 14.485/2007',
        source: 'http://igualdade-racial.blogspot.com/2007/11/20-de-novembro-feriado-municipal-em-so.html',
        verified: true,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de São Paulo 14.485/2007',
        source: 'http://igualdade-racial.blogspot.com/2007/11/20-de-novembro-feriado-municipal-em-so.html',
        verified: true,
      },
    ],
    capitalLawRead: true,
  },
];
