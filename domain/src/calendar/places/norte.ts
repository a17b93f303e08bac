/**
 * North region (AC, AM, AP, PA, RO, RR, TO): holidays by state law and the capital's municipal holidays, each
 * naming the law that declares it. National holidays are not repeated here. A day is `verified` only when a
 * source stating the day and its legal basis was read; law numbers that were not confirmed are marked so.
 */
import { confirmed, reported } from './law-days';
import type { StateDef } from './types';

// Acre, Lei estadual 2.126/2009: state holidays falling Tuesday to Thursday are kept on the Friday (except
// 15/06); the state moved Dia do Católico 2026 to Thursday 22/01 so it joins Dia do Evangélico.
const ACRELANDIA_FERIADOS = 'https://www.acrelandia.ac.gov.br/feriados';

// The official or press lists that vouch for several of a capital's days.
const MANAUS_FERIADOS = 'https://www.manaus.am.gov.br/prefeitura/feriados-municipais/';
const BELEM_FERIADOS = 'https://www.normasbrasil.com.br/norma/decreto-113930-2025-belem_485167.html';
const PORTO_VELHO_FERIADOS =
  'https://www.gentedeopiniao.com.br/municipios/prefeitura-de-porto-velho-divulga-os-feriados-e-pontos-facultativos-de-2020-em-porto-velho';
const BOA_VISTA_FERIADOS = 'https://www.normasbrasil.com.br/norma/portaria-1-2010-boa-vista_172870.html';

export const NORTE: readonly StateDef[] = [
  {
    uf: 'AC',
    name: 'Acre',
    capital: 'Rio Branco',
    holidays: [
      confirmed(['2025-01-20', '2026-01-22', '2027-01-22'], 'Dia do Católico', 'Lei estadual AC 3.137/2016 (data movida pela Lei 2.126/2009)', {
        source: ACRELANDIA_FERIADOS,
      }),
      confirmed(['2025-01-24', '2026-01-23', '2027-01-23'], 'Dia do Evangélico', 'Lei estadual AC 1.538/2004 (data movida pela Lei 2.126/2009)', {
        source: ACRELANDIA_FERIADOS,
      }),
      confirmed('03-08', 'Dia Internacional da Mulher', 'Lei estadual AC 1.411/2001', { source: ACRELANDIA_FERIADOS }),
      confirmed('06-15', 'Aniversário do Estado do Acre', 'Lei estadual AC 14/1964', { source: ACRELANDIA_FERIADOS }),
      reported('08-06', 'Início da Revolução Acreana', 'Lei estadual AC (número não confirmado)'),
      confirmed('09-05', 'Dia da Amazônia', 'Lei estadual AC 243/1968', { source: ACRELANDIA_FERIADOS }),
      confirmed(
        ['2025-11-17', '2026-11-20', '2027-11-19'],
        'Assinatura do Tratado de Petrópolis',
        'Lei estadual AC 57/1965 (data movida pela Lei 2.126/2009)',
        { source: ACRELANDIA_FERIADOS },
      ),
    ],
    capitalHolidays: [
      reported('12-28', 'Aniversário de Rio Branco', 'Lei municipal de Rio Branco (número não confirmado)', {
        source: 'http://portalcgm.riobranco.ac.gov.br/portal/?page_id=453',
      }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'AM',
    name: 'Amazonas',
    capital: 'Manaus',
    holidays: [reported('09-05', 'Elevação do Amazonas à categoria de Província', 'Lei estadual AM (número não confirmado)')],
    // The city page also gives Ash Wednesday until noon (Lei 448/1998); half days are not modelled.
    capitalHolidays: [
      confirmed({ easter: -47 }, 'Carnaval (terça-feira)', 'Lei municipal de Manaus 448/1998', { source: MANAUS_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Manaus 970/2006', { source: MANAUS_FERIADOS }),
      confirmed('09-05', 'Elevação do Amazonas à categoria de Província', 'Lei Orgânica do Município de Manaus, art. 437, I', { source: MANAUS_FERIADOS }),
      confirmed('10-24', 'Aniversário de Manaus (elevação à categoria de cidade)', 'Lei Orgânica do Município de Manaus, art. 437, II', {
        source: MANAUS_FERIADOS,
      }),
      confirmed('12-08', 'Dia de Nossa Senhora da Conceição (padroeira de Manaus)', 'Lei municipal de Manaus 496/1999', { source: MANAUS_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'AP',
    name: 'Amapá',
    capital: 'Macapá',
    // 25/07 (São Tiago, Lei 1.696/2012) was struck down by the STF in 2018 and is left out.
    holidays: [
      reported('03-19', 'Dia de São José (padroeiro do Amapá)', 'Lei estadual AP (número não confirmado)'),
      reported('09-13', 'Data Magna do Amapá (criação do Território Federal)', 'Lei estadual AP (número não confirmado)'),
    ],
    capitalHolidays: [
      reported('02-04', 'Aniversário de Macapá', 'Lei municipal de Macapá (número não confirmado)'),
      reported('03-19', 'Dia de São José (padroeiro de Macapá)', 'Lei municipal de Macapá (número não confirmado)'),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PA',
    name: 'Pará',
    capital: 'Belém',
    holidays: [
      confirmed('08-15', 'Adesão do Grão-Pará à Independência do Brasil', 'Lei estadual PA 5.999/1996', {
        source: 'https://portalrdn.com.br/2023/08/10/prefeitura-de-santarem-faculta-o-ponto-na-vespera-do-feriado-da-adesao-do-para-a-independencia/',
      }),
    ],
    // Belém's anniversary (12/01) and the Monday after the Círio are only pontos facultativos. Reports on 08/12
    // disagree (a municipal holiday or a ponto facultativo), so it stays unverified.
    capitalHolidays: [
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Belém (número não citado no Decreto 113.488/2025, que o lista como feriado municipal)', {
        source: 'https://www.legisweb.com.br/legislacao/?id=473981',
      }),
      reported('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal de Belém (número não confirmado)'),
      confirmed(['2025-11-06'], 'Feriado da COP30', 'Lei municipal de Belém 10.212/2025', { source: BELEM_FERIADOS }),
      confirmed(['2025-11-07'], 'Feriado da COP30', 'Lei municipal de Belém 10.212/2025', { source: BELEM_FERIADOS }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RO',
    name: 'Rondônia',
    capital: 'Porto Velho',
    holidays: [
      confirmed('01-04', 'Criação e instalação do Estado de Rondônia', 'Lei estadual RO 2.291/2010', {
        source: 'https://amp.rondoniagora.com/noticias/ja-e-lei-4-de-janeiro-e-a-data-magna-de-rondonia-2010-04-27.htm',
      }),
      confirmed('06-18', 'Dia do Evangélico', 'Lei estadual RO 1.026/2001', {
        source: 'https://amp.rondoniagora.com/geral/lei-do-evangelico-tem-apenas-dois-artigos-confira-tambem-a-adin-do-cnc',
      }),
    ],
    // Corpus Christi is only a ponto facultativo in Porto Velho.
    capitalHolidays: [
      confirmed('01-24', 'Instalação do Município de Porto Velho (São Francisco de Sales)', 'Lei municipal de Porto Velho 190/1980 (Decreto 16.488/2020)', {
        source: PORTO_VELHO_FERIADOS,
      }),
      reported(
        '05-24',
        'Dia de Nossa Senhora Auxiliadora (padroeira de Porto Velho)',
        'Lei municipal de Porto Velho 190/1980 (número não confirmado para esta data)',
      ),
      confirmed('10-02', 'Criação do Município de Porto Velho', 'Lei municipal de Porto Velho 190/1980 (Decreto 16.488/2020)', {
        source: PORTO_VELHO_FERIADOS,
      }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RR',
    name: 'Roraima',
    capital: 'Boa Vista',
    holidays: [reported('10-05', 'Criação do Estado de Roraima', 'Lei estadual RR (número não confirmado)')],
    // The city's yearly calendars disagree on Corpus Christi and 28/10 (pontos facultativos in 2010 and 2022, listed
    // among the holidays in 2023; 28/10 a holiday in 2025), and none cites the law: all stay unverified.
    capitalHolidays: [
      reported('01-20', 'Dia de São Sebastião', 'Lei municipal de Boa Vista (número não confirmado)', { source: BOA_VISTA_FERIADOS }),
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Boa Vista (número não confirmado)'),
      reported('06-29', 'Dia de São Pedro', 'Lei municipal de Boa Vista (número não confirmado)', { source: BOA_VISTA_FERIADOS }),
      reported('07-09', 'Aniversário de Boa Vista', 'Lei municipal de Boa Vista (número não confirmado)', { source: BOA_VISTA_FERIADOS }),
      reported('10-28', 'Dia do Servidor Público Municipal', 'Lei municipal de Boa Vista (número não confirmado)'),
      reported('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal de Boa Vista (número não confirmado)', { source: BOA_VISTA_FERIADOS }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'TO',
    name: 'Tocantins',
    capital: 'Palmas',
    // 18/03 (Dia da Autonomia) no longer appears among the state's holidays in 2025–2026 lists; left out.
    holidays: [
      confirmed('08-15', 'Dia do Senhor do Bonfim', 'Lei estadual TO 4.509/2024', {
        source: 'https://portalveredao.com.br/tocantins-cria-feriado-estadual-em-15-de-agosto-para-celebrar-o-senhor-do-bonfim',
        since: 2025,
      }),
      reported('09-08', 'Dia de Nossa Senhora da Natividade (padroeira do Tocantins)', 'Lei estadual TO (número não confirmado)'),
      reported('10-05', 'Criação do Estado do Tocantins', 'Lei estadual TO (número não confirmado)'),
    ],
    // Corpus Christi is only a ponto facultativo in Palmas.
    capitalHolidays: [
      reported('03-19', 'Dia de São José (padroeiro de Palmas)', 'Lei municipal de Palmas (número não confirmado)'),
      reported('05-20', 'Aniversário de Palmas', 'Lei municipal de Palmas (número não confirmado)'),
    ],
    capitalLawRead: false,
  },
];
