/**
 * Northeast region (AL, BA, CE, MA, PB, PE, PI, RN, SE): holidays by state law and the capital's municipal
 * holidays, each naming the law that declares it. National holidays are not repeated here. A day is `verified`
 * only when a source stating the day and its legal basis was read; law numbers not confirmed are marked so.
 */
import type { StateDef } from './types';

const FORTALEZA_FERIADOS =
  'https://diariodonordeste.verdesmares.com.br/opiniao/colunistas/germano-ribeiro/data-magna-no-ceara-e-feriado-ou-ponto-facultativo-veja-detalhes-1.3491617';
const JOAO_PESSOA_FERIADOS = 'https://sonylacerda.com.br/?p=14984';

export const NORDESTE: readonly StateDef[] = [
  {
    uf: 'AL',
    name: 'Alagoas',
    capital: 'Maceió',
    holidays: [
      {
        date: { month: 6, day: 24 },
        name: 'Dia de São João',
        act: 'Lei estadual AL (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 6, day: 29 },
        name: 'Dia de São Pedro',
        act: 'Lei estadual AL (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 9, day: 16 },
        name: 'Emancipação Política de Alagoas',
        act: 'Lei estadual AL (número não confirmado)',
        verified: false,
      },
      {
        // The law moves it to Monday when 30/11 is a Tuesday and to Friday when it is a Thursday.
        date: { byYear: { 2025: '2025-11-30', 2026: '2026-11-30', 2027: '2027-11-29' } },
        name: 'Dia do Evangélico',
        act: 'Lei estadual AL 7.530/2013',
        source: 'https://oalagoano.com.br/noticias/2023/11/22/3989-governo-de-alagoas-transfere-feriado-do-dia-do-evangalico-para-1a-de-dezembro',
        verified: true,
      },
    ],
    // Maceió's anniversary (05/12) is not in the city's holiday decrees.
    capitalHolidays: [
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Maceió (número não confirmado)',
        source: 'http://stcheal.com.br/feriados.html',
        verified: false,
      },
      {
        date: { month: 6, day: 29 },
        name: 'Dia de Marechal Floriano Peixoto',
        act: 'Lei municipal de Maceió (número não confirmado)',
        source: 'http://stcheal.com.br/feriados.html',
        verified: false,
      },
      {
        date: { month: 8, day: 27 },
        name: 'Dia de Nossa Senhora dos Prazeres (padroeira de Maceió)',
        act: 'Lei municipal de Maceió (número não confirmado)',
        source: 'http://stcheal.com.br/feriados.html',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal de Maceió (número não confirmado)',
        source: 'http://stcheal.com.br/feriados.html',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'BA',
    name: 'Bahia',
    capital: 'Salvador',
    holidays: [
      {
        date: { month: 7, day: 2 },
        name: 'Independência da Bahia',
        act: 'Lei estadual BA (número não confirmado)',
        verified: false,
      },
    ],
    capitalHolidays: [
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Salvador (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 6, day: 24 },
        name: 'Dia de São João',
        act: 'Lei municipal de Salvador (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição da Praia (padroeira de Salvador)',
        act: 'Lei municipal de Salvador (número não confirmado)',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'CE',
    name: 'Ceará',
    capital: 'Fortaleza',
    // 19/03 (São José) is only a ponto facultativo for the state; it is a holiday by Fortaleza's law.
    holidays: [
      {
        date: { month: 3, day: 25 },
        name: 'Data Magna do Ceará (abolição da escravatura)',
        act: 'Constituição do Estado do CE (emenda constitucional publicada no DOE de 06/12/2011; número não confirmado)',
        source: FORTALEZA_FERIADOS,
        verified: true,
      },
    ],
    // Lei 8.796/2003 declares Fortaleza's four religious holidays: 19/03, Good Friday, Corpus Christi and 15/08.
    // The city's anniversary (13/04) is only a ponto facultativo.
    capitalHolidays: [
      {
        date: { month: 3, day: 19 },
        name: 'Dia de São José',
        act: 'Lei municipal de Fortaleza 8.796/2003',
        source: FORTALEZA_FERIADOS,
        verified: true,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Fortaleza 8.796/2003',
        source: FORTALEZA_FERIADOS,
        verified: true,
      },
      {
        date: { month: 8, day: 15 },
        name: 'Dia de Nossa Senhora da Assunção (padroeira de Fortaleza)',
        act: 'Lei municipal de Fortaleza 8.796/2003',
        source: FORTALEZA_FERIADOS,
        verified: true,
      },
    ],
    capitalLawRead: true,
  },
  {
    uf: 'MA',
    name: 'Maranhão',
    capital: 'São Luís',
    holidays: [
      {
        date: { month: 7, day: 28 },
        name: 'Adesão do Maranhão à Independência do Brasil',
        act: 'Lei estadual MA 2.457/1964',
        source: 'https://blogdomariocarvalho.blogspot.com/2014/07/governo-decreta-feriado-na-segunda-feira.html',
        verified: true,
      },
    ],
    // Corpus Christi is only a ponto facultativo in São Luís (the religious-holiday limit is reached).
    capitalHolidays: [
      {
        date: { month: 6, day: 29 },
        name: 'Dia de São Pedro',
        act: 'Lei municipal de São Luís (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 9, day: 8 },
        name: 'Aniversário de São Luís (Natividade de Nossa Senhora)',
        act: 'Lei municipal de São Luís (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal de São Luís 3.432/1996',
        source: 'http://chapadinhasite.blogspot.com/2017/12/ma-orgaos-do-governo-do-estado-em-sao.html',
        verified: true,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PB',
    name: 'Paraíba',
    capital: 'João Pessoa',
    holidays: [
      {
        date: { month: 8, day: 5 },
        name: 'Data Magna da Paraíba (fundação do Estado)',
        act: 'Lei estadual PB 10.601/2015',
        source: 'https://www.pbagora.com.br/noticia/paraiba/e-lei-feriado-do-dia-05-de-agosto-esta-mantido-em-toda-a-paraiba/amp',
        verified: true,
      },
    ],
    // Lei municipal 8.805/1999 declares the city's four religious holidays: Good Friday, 24/06, 05/08 (Nossa
    // Senhora das Neves, first declared by Lei 796/1967) and 08/12. 05/08 is also the state day above and is not
    // repeated.
    capitalHolidays: [
      {
        date: { month: 6, day: 24 },
        name: 'Dia de São João',
        act: 'Lei municipal de João Pessoa 8.805/1999',
        source: JOAO_PESSOA_FERIADOS,
        verified: true,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal de João Pessoa 8.805/1999',
        source: JOAO_PESSOA_FERIADOS,
        verified: true,
      },
    ],
    capitalLawRead: true,
  },
  {
    uf: 'PE',
    name: 'Pernambuco',
    capital: 'Recife',
    // São João (24/06) is not a state holiday; it is one by Recife's law.
    holidays: [
      {
        date: { month: 3, day: 6 },
        name: 'Data Magna de Pernambuco (Revolução Pernambucana de 1817)',
        act: 'Lei estadual PE 13.386/2007, com a data fixa da Lei 16.059/2017',
        source: 'https://legis.alepe.pe.gov.br/texto.aspx?id=28224&tipo=TEXTOORIGINAL',
        verified: true,
      },
    ],
    // Corpus Christi is only a ponto facultativo in Recife.
    capitalHolidays: [
      {
        date: { month: 6, day: 24 },
        name: 'Dia de São João',
        act: 'Lei municipal do Recife de 1996 (número não confirmado)',
        source:
          'https://g1.globo.com/pe/pernambuco/governo-de-pernambuco-transfere-ponto-facultativo-de-corpus-christi-e-servidores-estaduais-vao-ter-feriadao-de-quatro-dias-no-sao-joao.ghtml',
        verified: false,
      },
      {
        date: { month: 7, day: 16 },
        name: 'Dia de Nossa Senhora do Carmo (padroeira do Recife)',
        act: 'Lei municipal do Recife 9.777/1967',
        source: 'http://www.normasbrasil.com.br/norma/aviso-2021-recife_417140.html',
        verified: true,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição',
        act: 'Lei municipal do Recife 9.777/1967',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PI',
    name: 'Piauí',
    capital: 'Teresina',
    // 13/03 (Batalha do Jenipapo) is not in the state's 2026 holiday calendar; left out.
    holidays: [
      {
        date: { month: 10, day: 19 },
        name: 'Dia do Piauí',
        act: 'Lei estadual PI 176/1937',
        source: 'http://www.oab.org.br/util/print/11430?print=Noticia',
        verified: true,
      },
    ],
    capitalHolidays: [
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Teresina 2.847/1999 (não confirmado para esta data)',
        verified: false,
      },
      {
        date: { month: 8, day: 16 },
        name: 'Aniversário de Teresina',
        act: 'Lei municipal de Teresina (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição (padroeira de Teresina)',
        act: 'Lei municipal de Teresina 2.847/1999',
        source: 'https://www.portaldomeio.com.br/noticias/teresina-tera-feriado-municipal-nesta-segunda-8-em-homenagem-a-nossa-senhora-da-conceicao-9505',
        verified: true,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RN',
    name: 'Rio Grande do Norte',
    capital: 'Natal',
    holidays: [
      {
        date: { month: 10, day: 3 },
        name: 'Dia dos Mártires de Cunhaú e Uruaçu',
        act: 'Lei estadual RN 8.913/2006',
        source: 'http://www.vntonline.com.br/2019/10/governo-do-rn-e-prefeitura-de-natal.html',
        verified: true,
      },
    ],
    capitalHolidays: [
      {
        date: { month: 1, day: 6 },
        name: 'Dia de Santos Reis',
        act: 'Lei municipal de Natal (número não confirmado)',
        verified: false,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Natal (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 11, day: 21 },
        name: 'Dia de Nossa Senhora da Apresentação (padroeira de Natal)',
        act: 'Lei municipal de Natal (número não confirmado)',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
  {
    uf: 'SE',
    name: 'Sergipe',
    capital: 'Aracaju',
    holidays: [
      {
        date: { month: 7, day: 8 },
        name: 'Emancipação Política de Sergipe',
        act: 'Constituição do Estado de SE, art. 269 (o 24/10 que o artigo também previa foi suprimido por emenda)',
        source: 'http://jcruzsantos.blogspot.com/2009/07/emancipacao-politica-de-sergipe.html',
        verified: true,
      },
    ],
    capitalHolidays: [
      {
        date: { month: 3, day: 17 },
        name: 'Aniversário de Aracaju',
        act: 'Lei municipal de Aracaju (número não confirmado)',
        verified: false,
      },
      {
        date: { easter: 60 },
        name: 'Corpus Christi',
        act: 'Lei municipal de Aracaju (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 6, day: 24 },
        name: 'Dia de São João',
        act: 'Lei municipal de Aracaju (número não confirmado)',
        verified: false,
      },
      {
        date: { month: 12, day: 8 },
        name: 'Dia de Nossa Senhora da Conceição (padroeira de Aracaju)',
        act: 'Lei municipal de Aracaju (número não confirmado)',
        verified: false,
      },
    ],
    capitalLawRead: false,
  },
];
