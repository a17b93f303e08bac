/**
 * Northeast region (AL, BA, CE, MA, PB, PE, PI, RN, SE): holidays by state law and the capital's municipal
 * holidays, each naming the law that declares it. National holidays are not repeated here. A day is `verified`
 * only when a source stating the day and its legal basis was read; law numbers not confirmed are marked so.
 */
import { confirmed, reported } from './law-days';
import type { StateDef } from './types';

const FORTALEZA_FERIADOS =
  'https://diariodonordeste.verdesmares.com.br/opiniao/colunistas/germano-ribeiro/data-magna-no-ceara-e-feriado-ou-ponto-facultativo-veja-detalhes-1.3491617';
const JOAO_PESSOA_FERIADOS = 'https://sonylacerda.com.br/?p=14984';

// The official or press lists that vouch for several of a capital's days.
const MACEIO_FERIADOS = 'http://stcheal.com.br/feriados.html';

export const NORDESTE: readonly StateDef[] = [
  {
    uf: 'AL',
    name: 'Alagoas',
    capital: 'Maceió',
    holidays: [
      reported('06-24', 'Dia de São João', 'Lei estadual AL (número não confirmado)'),
      reported('06-29', 'Dia de São Pedro', 'Lei estadual AL (número não confirmado)'),
      reported('09-16', 'Emancipação Política de Alagoas', 'Lei estadual AL (número não confirmado)'),
      // The law moves it to Monday when 30/11 is a Tuesday and to Friday when it is a Thursday.
      confirmed(['2025-11-30', '2026-11-30', '2027-11-29'], 'Dia do Evangélico', 'Lei estadual AL 7.530/2013', {
        source: 'https://oalagoano.com.br/noticias/2023/11/22/3989-governo-de-alagoas-transfere-feriado-do-dia-do-evangalico-para-1a-de-dezembro',
      }),
    ],
    // Maceió's anniversary (05/12) is not in the city's holiday decrees.
    capitalHolidays: [
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Maceió (número não confirmado)', { source: MACEIO_FERIADOS }),
      reported('06-29', 'Dia de Marechal Floriano Peixoto', 'Lei municipal de Maceió (número não confirmado)', { source: MACEIO_FERIADOS }),
      reported('08-27', 'Dia de Nossa Senhora dos Prazeres (padroeira de Maceió)', 'Lei municipal de Maceió (número não confirmado)', {
        source: MACEIO_FERIADOS,
      }),
      reported('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal de Maceió (número não confirmado)', { source: MACEIO_FERIADOS }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'BA',
    name: 'Bahia',
    capital: 'Salvador',
    holidays: [reported('07-02', 'Independência da Bahia', 'Lei estadual BA (número não confirmado)')],
    capitalHolidays: [
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Salvador (número não confirmado)'),
      reported('06-24', 'Dia de São João', 'Lei municipal de Salvador (número não confirmado)'),
      reported('12-08', 'Dia de Nossa Senhora da Conceição da Praia (padroeira de Salvador)', 'Lei municipal de Salvador (número não confirmado)'),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'CE',
    name: 'Ceará',
    capital: 'Fortaleza',
    // 19/03 (São José) is only a ponto facultativo for the state; it is a holiday by Fortaleza's law.
    holidays: [
      confirmed(
        '03-25',
        'Data Magna do Ceará (abolição da escravatura)',
        'Constituição do Estado do CE (emenda constitucional publicada no DOE de 06/12/2011; número não confirmado)',
        { source: FORTALEZA_FERIADOS },
      ),
    ],
    // Lei 8.796/2003 declares Fortaleza's four religious holidays: 19/03, Good Friday, Corpus Christi and 15/08.
    // The city's anniversary (13/04) is only a ponto facultativo.
    capitalHolidays: [
      confirmed('03-19', 'Dia de São José', 'Lei municipal de Fortaleza 8.796/2003', { source: FORTALEZA_FERIADOS }),
      confirmed({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Fortaleza 8.796/2003', { source: FORTALEZA_FERIADOS }),
      confirmed('08-15', 'Dia de Nossa Senhora da Assunção (padroeira de Fortaleza)', 'Lei municipal de Fortaleza 8.796/2003', { source: FORTALEZA_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'MA',
    name: 'Maranhão',
    capital: 'São Luís',
    holidays: [
      confirmed('07-28', 'Adesão do Maranhão à Independência do Brasil', 'Lei estadual MA 2.457/1964', {
        source: 'https://blogdomariocarvalho.blogspot.com/2014/07/governo-decreta-feriado-na-segunda-feira.html',
      }),
    ],
    // Corpus Christi is only a ponto facultativo in São Luís (the religious-holiday limit is reached).
    capitalHolidays: [
      reported('06-29', 'Dia de São Pedro', 'Lei municipal de São Luís (número não confirmado)'),
      reported('09-08', 'Aniversário de São Luís (Natividade de Nossa Senhora)', 'Lei municipal de São Luís (número não confirmado)'),
      confirmed('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal de São Luís 3.432/1996', {
        source: 'http://chapadinhasite.blogspot.com/2017/12/ma-orgaos-do-governo-do-estado-em-sao.html',
      }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PB',
    name: 'Paraíba',
    capital: 'João Pessoa',
    holidays: [
      confirmed('08-05', 'Data Magna da Paraíba (fundação do Estado)', 'Lei estadual PB 10.601/2015', {
        source: 'https://www.pbagora.com.br/noticia/paraiba/e-lei-feriado-do-dia-05-de-agosto-esta-mantido-em-toda-a-paraiba/amp',
      }),
    ],
    // Lei municipal 8.805/1999 declares the city's four religious holidays: Good Friday, 24/06, 05/08 (Nossa
    // Senhora das Neves, first declared by Lei 796/1967) and 08/12. 05/08 is also the state day above and is not
    // repeated.
    capitalHolidays: [
      confirmed('06-24', 'Dia de São João', 'Lei municipal de João Pessoa 8.805/1999', { source: JOAO_PESSOA_FERIADOS }),
      confirmed('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal de João Pessoa 8.805/1999', { source: JOAO_PESSOA_FERIADOS }),
    ],
    capitalLawRead: true,
  },
  {
    uf: 'PE',
    name: 'Pernambuco',
    capital: 'Recife',
    // São João (24/06) is not a state holiday; it is one by Recife's law.
    holidays: [
      confirmed('03-06', 'Data Magna de Pernambuco (Revolução Pernambucana de 1817)', 'Lei estadual PE 13.386/2007, com a data fixa da Lei 16.059/2017', {
        source: 'https://legis.alepe.pe.gov.br/texto.aspx?id=28224&tipo=TEXTOORIGINAL',
      }),
    ],
    // Corpus Christi is only a ponto facultativo in Recife.
    capitalHolidays: [
      reported('06-24', 'Dia de São João', 'Lei municipal do Recife de 1996 (número não confirmado)', {
        source:
          'https://g1.globo.com/pe/pernambuco/governo-de-pernambuco-transfere-ponto-facultativo-de-corpus-christi-e-servidores-estaduais-vao-ter-feriadao-de-quatro-dias-no-sao-joao.ghtml',
      }),
      confirmed('07-16', 'Dia de Nossa Senhora do Carmo (padroeira do Recife)', 'Lei municipal do Recife 9.777/1967', {
        source: 'http://www.normasbrasil.com.br/norma/aviso-2021-recife_417140.html',
      }),
      reported('12-08', 'Dia de Nossa Senhora da Conceição', 'Lei municipal do Recife 9.777/1967'),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'PI',
    name: 'Piauí',
    capital: 'Teresina',
    // 13/03 (Batalha do Jenipapo) is not in the state's 2026 holiday calendar; left out.
    holidays: [confirmed('10-19', 'Dia do Piauí', 'Lei estadual PI 176/1937', { source: 'http://www.oab.org.br/util/print/11430?print=Noticia' })],
    capitalHolidays: [
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Teresina 2.847/1999 (não confirmado para esta data)'),
      reported('08-16', 'Aniversário de Teresina', 'Lei municipal de Teresina (número não confirmado)'),
      confirmed('12-08', 'Dia de Nossa Senhora da Conceição (padroeira de Teresina)', 'Lei municipal de Teresina 2.847/1999', {
        source: 'https://www.portaldomeio.com.br/noticias/teresina-tera-feriado-municipal-nesta-segunda-8-em-homenagem-a-nossa-senhora-da-conceicao-9505',
      }),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'RN',
    name: 'Rio Grande do Norte',
    capital: 'Natal',
    holidays: [
      confirmed('10-03', 'Dia dos Mártires de Cunhaú e Uruaçu', 'Lei estadual RN 8.913/2006', {
        source: 'http://www.vntonline.com.br/2019/10/governo-do-rn-e-prefeitura-de-natal.html',
      }),
    ],
    capitalHolidays: [
      reported('01-06', 'Dia de Santos Reis', 'Lei municipal de Natal (número não confirmado)'),
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Natal (número não confirmado)'),
      reported('11-21', 'Dia de Nossa Senhora da Apresentação (padroeira de Natal)', 'Lei municipal de Natal (número não confirmado)'),
    ],
    capitalLawRead: false,
  },
  {
    uf: 'SE',
    name: 'Sergipe',
    capital: 'Aracaju',
    holidays: [
      confirmed(
        '07-08',
        'Emancipação Política de Sergipe',
        'Constituição do Estado de SE, art. 269 (o 24/10 que o artigo também previa foi suprimido por emenda)',
        { source: 'http://jcruzsantos.blogspot.com/2009/07/emancipacao-politica-de-sergipe.html' },
      ),
    ],
    capitalHolidays: [
      reported('03-17', 'Aniversário de Aracaju', 'Lei municipal de Aracaju (número não confirmado)'),
      reported({ easter: 60 }, 'Corpus Christi', 'Lei municipal de Aracaju (número não confirmado)'),
      reported('06-24', 'Dia de São João', 'Lei municipal de Aracaju (número não confirmado)'),
      reported('12-08', 'Dia de Nossa Senhora da Conceição (padroeira de Aracaju)', 'Lei municipal de Aracaju (número não confirmado)'),
    ],
    capitalLawRead: false,
  },
];
