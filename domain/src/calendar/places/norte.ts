/**
 * North region (AC, AM, AP, PA, RO, RR, TO): holidays by state law and the capital's municipal holidays, each
 * naming the law that declares it. National holidays are not repeated here. A day is `verified` only when a
 * source stating the day and its legal basis was read; law numbers that were not confirmed are marked so.
 */
import type { StateDef } from './types';

// Acre, Lei estadual 2.126/2009: state holidays falling Tuesday to Thursday are kept on the Friday (except
// 15/06); the state moved Dia do Católico 2026 to Thursday 22/01 so it joins Dia do Evangélico.
const ACRELANDIA_FERIADOS = 'https://www.acrelandia.ac.gov.br/feriados';

export const NORTE: readonly StateDef[] = [
  {
    uf: 'AC',
    name: 'Acre',
    capital: 'Rio Branco',
    holidays: [
      {
        date: { byYear: { 2025: '2025-01-20', 2026: '2026-01-22', 2027: '2027-01-22' } },
        name: 'Dia do Católico',
        act: 'Lei estadual AC 3.137/2016 (data movida pela Lei 2.126/2009)',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
      {
        date: { byYear: { 2025: '2025-01-24', 2026: '2026-01-23', 2027: '2027-01-23' } },
        name: 'Dia do Evangélico',
        act: 'Lei estadual AC 1.538/2004 (data movida pela Lei 2.126/2009)',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
      {
        date: { month: 3, day: 8 },
        name: 'Dia Internacional da Mulher',
        act: 'Lei estadual AC 1.411/2001',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
      {
        date: { month: 6, day: 15 },
        name: 'Aniversário do Estado do Acre',
        act: 'Lei estadual AC 14/1964',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
      {
        date: { month: 8, day: 6 },
        name: 'Início da Revolução Acreana',
        act: 'Lei estadual AC (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 9, day: 5 },
        name: 'Dia da Amazônia',
        act: 'Lei estadual AC 243/1968',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
      {
        date: { byYear: { 2025: '2025-11-17', 2026: '2026-11-20', 2027: '2027-11-19' } },
        name: 'Assinatura do Tratado de Petrópolis',
        act: 'Lei estadual AC 57/1965 (data movida pela Lei 2.126/2009)',
        source: ACRELANDIA_FERIADOS,
        verified: true,
      },
    ],
    capitalHolidays: [
      {
        date: { month: 12, day: 28 },
        name: 'Aniversário de Rio Branco',
        act: 'Lei municipal de Rio Branco (número não confirmado)',
        source: 'http://portalcgm.riobranco.ac.gov.br/portal/?page_id=453',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'AM',
    name: 'Amazonas',
    capital: 'Manaus',
    holidays: [
      {
        date: { month: 9, day: 5 },
        name: 'Elevação do Amazonas à categoria de Província',
        act: 'Lei estadual AM (número não confirmado)',
        verified: false,
      },
    ],
    // The city page also gives Ash Wednesday until noon (Lei 448/1998); half days are not modelled.
    capitalHolidays: [
      {
        date: { easter: -47 },
        name: 'Carnaval (terça-feira)',
        act: 'Lei municipal de Manaus 448/1998',
        source: 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/',
        verified: true,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Manaus 970/2006',
        source: 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/',
        verified: true,
      },
      {
        date: { month: 9, day: 5 },
        name: 'Elevação do Amazonas à categoria de Província',
        act: 'Lei Orgânica do Município de Manaus, art. 437, I',
        source: 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/',
        verified: true,
      },
      {
        date: { month: 10, day: 24 },
        name: 'Aniversário de Manaus (elevação à categoria de cidade)',
        act: 'Lei Orgânica do Município de Manaus, art. 437, II',
        source: 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/',
        verified: true,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição (padroeira de Manaus)',
        act: 'Lei municipal de Manaus 496/1999',
        source: 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/',
        verified: true,
      },
    ],
    capitalLawRead: true,
  },
  {
    uf: 'AP',
    name: 'Amapá',
    capital: 'Macapá',
    // 25/07 (São Tiago, Lei 1.696/2012) was struck down by the STF in 2018 and is left out.
    holidays: [
      {
        date: { month: 3, day: 19 },
        name: 'Dia de São José (padroeiro do Amapá)',
        act: 'Lei estadual AP (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 9, day: 13 },
        name: 'Data Magna do Amapá (criação do Território Federal)',
        act: 'Lei estadual AP (número não confirmado)',
        verified: false,
      },
    ],
    capitalHolidays: [
      {
        date: { month: 2, day: 4 },
        name: 'Aniversário de Macapá',
        act: 'Lei municipal de Macapá (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 3, day: 19 },
        name: 'Dia de São José (padroeiro de Macapá)',
        act: 'Lei municipal de Macapá (número não confirmado)',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PA',
    name: 'Pará',
    capital: 'Belém',
    holidays: [
      {
        date: { month: 8, day: 15 },
        name: 'Adesão do Grão-Pará à Independência do Brasil',
        act: 'Lei estadual PA 5.999/1996',
        source: 'https://portalrdn.com.br/2023/08/10/prefeitura-de-santarem-faculta-o-ponto-na-vespera-do-feriado-da-adesao-do-para-a-independencia/',
        verified: true,
      },
    ],
    // Belém's anniversary (12/01) and the Monday after the Círio are only pontos facultativos. Reports on 08/12
    // disagree (a municipal holiday or a ponto facultativo), so it stays unverified.
    capitalHolidays: [
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Belém (número não citado no Decreto 113.488/2025, que o lista como feriado municipal)',
        source: 'https://www.legisweb.com.br/legislacao/?id=473981',
        verified: true,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal de Belém (número não confirmado)',
        verified: false,
      },
      {
        date: { byYear: { 2025: '2025-11-06' } },
        name: 'Feriado da COP30',
        act: 'Lei municipal de Belém 10.212/2025',
        source: 'https://www.normasbrasil.com.br/norma/decreto-113930-2025-belem_485167.html',
        verified: true,
      },
      {
        date: { byYear: { 2025: '2025-11-07' } },
        name: 'Feriado da COP30',
        act: 'Lei municipal de Belém 10.212/2025',
        source: 'https://www.normasbrasil.com.br/norma/decreto-113930-2025-belem_485167.html',
        verified: true,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RO',
    name: 'Rondônia',
    capital: 'Porto Velho',
    holidays: [
      {
        date: { month: 1, day: 4 },
        name: 'Criação e instalação do Estado de Rondônia',
        act: 'Lei estadual RO 2.291/2010',
        source: 'https://amp.rondoniagora.com/noticias/ja-e-lei-4-de-janeiro-e-a-data-magna-de-rondonia-2010-04-27.htm',
        verified: true,
      },
      {
        date: { month: 6, day: 18 },
        name: 'Dia do Evangélico',
        act: 'Lei estadual RO 1.026/2001',
        source: 'https://amp.rondoniagora.com/geral/lei-do-evangelico-tem-apenas-dois-artigos-confira-tambem-a-adin-do-cnc',
        verified: true,
      },
    ],
    // Corpus Christi is only a ponto facultativo in Porto Velho.
    capitalHolidays: [
      {
        date: { month: 1, day: 24 },
        name: 'Instalação do Município de Porto Velho (São Francisco de Sales)',
        act: 'Lei municipal de Porto Velho 190/1980 (Decreto 16.488/2020)',
        source: 'https://www.gentedeopiniao.com.br/municipios/prefeitura-de-porto-velho-divulga-os-feriados-e-pontos-facultativos-de-2020-em-porto-velho',
        verified: true,
      },
      {
        date: { month: 5, day: 24 },
        name: 'Dia de Nossa Senhora Auxiliadora (padroeira de Porto Velho)',
        act: 'Lei municipal de Porto Velho 190/1980 (número não confirmado para esta data)',
        verified: false,
      },
      {
        date: { month: 10, day: 2 },
        name: 'Criação do Município de Porto Velho',
        act: 'Lei municipal de Porto Velho 190/1980 (Decreto 16.488/2020)',
        source: 'https://www.gentedeopiniao.com.br/municipios/prefeitura-de-porto-velho-divulga-os-feriados-e-pontos-facultativos-de-2020-em-porto-velho',
        verified: true,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RR',
    name: 'Roraima',
    capital: 'Boa Vista',
    holidays: [
      {
        date: { month: 10, day: 5 },
        name: 'Criação do Estado de Roraima',
        act: 'Lei estadual RR (número não confirmado)',
        verified: false,
      },
    ],
    // The city's yearly calendars disagree on Corpus Christi and 28/10 (pontos facultativos in 2010 and 2022, listed
    // among the holidays in 2023; 28/10 a holiday in 2025), and none cites the law: all stay unverified.
    capitalHolidays: [
      {
        date: { month: 1, day: 20 },
        name: 'Dia de São Sebastião',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        source: 'https://www.normasbrasil.com.br/norma/portaria-1-2010-boa-vista_172870.html',
        verified: false,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 6, day: 29 },
        name: 'Dia de São Pedro',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        source: 'https://www.normasbrasil.com.br/norma/portaria-1-2010-boa-vista_172870.html',
        verified: false,
      },
      {
        date: { month: 7, day: 9 },
        name: 'Aniversário de Boa Vista',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        source: 'https://www.normasbrasil.com.br/norma/portaria-1-2010-boa-vista_172870.html',
        verified: false,
      },
      {
        date: { month: 10, day: 28 },
        name: 'Dia do Servidor Público Municipal',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal de Boa Vista (número não confirmado)',
        source: 'https://www.normasbrasil.com.br/norma/portaria-1-2010-boa-vista_172870.html',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'TO',
    name: 'Tocantins',
    capital: 'Palmas',
    // 18/03 (Dia da Autonomia) no longer appears among the state's holidays in 2025–2026 lists; left out.
    holidays: [
      {
        date: { month: 8, day: 15 },
        name: 'Dia do Senhor do Bonfim',
        act: 'Lei estadual TO 4.509/2024',
        source: 'https://portalveredao.com.br/tocantins-cria-feriado-estadual-em-15-de-agosto-para-celebrar-o-senhor-do-bonfim',
        since: 2025,
        verified: true,
      },
      {
        date: { month: 9, day: 8 },
        name: 'Dia de Nossa Senhora da Natividade (padroeira do Tocantins)',
        act: 'Lei estadual TO (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 10, day: 5 },
        name: 'Criação do Estado do Tocantins',
        act: 'Lei estadual TO (número não confirmado)',
        verified: false,
      },
    ],
    // Corpus Christi is only a ponto facultativo in Palmas.
    capitalHolidays: [
      {
        date: { month: 3, day: 19 },
        name: 'Dia de São José (padroeiro de Palmas)',
        act: 'Lei municipal de Palmas (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 5, day: 20 },
        name: 'Aniversário de Palmas',
        act: 'Lei municipal de Palmas (número não confirmado)',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
];
