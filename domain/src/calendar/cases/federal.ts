/**
 * Federal courts (TRFs) and the superior courts (STJ, STF): the CPC count plus Lei 5.010/1966 art. 62 (recess,
 * Holy Week from Wednesday to Easter Sunday, Carnival, 11/08, 01/11 and 08/12), the states' and capitals' days
 * where the seção judiciária sits, and the superior courts' collective holidays. Counted by hand.
 */
import type { GoldenCase } from './types';

export const FEDERAL_CASES: readonly GoldenCase[] = [
  {
    // 31/03 (1), 01–05/04 Holy Week (Lei 5.010 art. 62, II), 06 (2), 07 (3), 08 (4), 09 (5).
    title: 'TRF4 sem seção judiciária: a Semana Santa de 2026 fecha a Justiça Federal de quarta a domingo (Lei 5.010/1966)',
    court: 'TRF4',
    trigger: 'publicacao',
    triggerDate: '2026-03-30',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-04-09',
    acts: ['Lei 5.010/1966, art. 62, II'],
    warns: ['O TRF4 abrange'],
  },
  {
    // 16–17/02 Carnival (Lei 5.010 art. 62, III); 18/02 (1: Ash Wednesday, no confirmed act, counted), 19 (2), 20 (3).
    title: 'TRF3, São Paulo: Carnaval de 2026 fechado por lei; a Quarta-feira de Cinzas sem ato confirmado é o primeiro dia, com aviso',
    court: 'TRF3',
    comarca: 'São Paulo',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-02-20',
    firstCountedDay: '2026-02-18',
    acts: ['Lei 5.010/1966, art. 62, III'],
    warns: ['18/02/2026 (Quarta-feira de Cinzas'],
  },
  {
    // 10/08 (1), 11/08 Dia da criação dos cursos jurídicos, 12 (2), 13 (3).
    title: 'TRF1, Brasília: 11 de agosto (criação dos cursos jurídicos) não é dia útil na Justiça Federal',
    court: 'TRF1',
    comarca: 'Brasília',
    trigger: 'publicacao',
    triggerDate: '2026-08-07',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-08-13',
    acts: ['Lei 5.010/1966, art. 62, IV'],
  },
  {
    // 30–31/10 weekend, 01/11 Todos os Santos (Mon), 02/11 Finados (Tue); 03 (1), 04 (2), 05 (3).
    title: 'TRF1 sem seção judiciária: Todos os Santos (01/11/2027) e Finados emendam; estados da região não considerados, com aviso',
    court: 'TRF1',
    trigger: 'publicacao',
    triggerDate: '2027-10-29',
    days: 3,
    counting: 'uteis',
    lastDay: '2027-11-05',
    firstCountedDay: '2027-11-03',
    acts: ['Lei 5.010/1966, art. 62, IV', 'Lei 662/1949'],
    warns: ['O TRF1 abrange'],
  },
  {
    // 07/04 (1), 08/04 Aniversário de Cuiabá, 09 (2), 10 (3).
    title: 'TRF1, Cuiabá: região de vários estados com a seção informada; o aniversário de Cuiabá (08/04/2026) não conta',
    court: 'TRF1',
    comarca: 'Cuiabá',
    trigger: 'publicacao',
    triggerDate: '2026-04-06',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-04-10',
    acts: ['Lei municipal de Cuiabá 1.077/1968'],
  },
  {
    // 06/03 Data Magna de Pernambuco; 09 (1), 10 (2).
    title: 'TRF5, Recife: a Data Magna de Pernambuco (06/03/2026) também fecha a Justiça Federal no estado',
    court: 'TRF5',
    comarca: 'Recife',
    trigger: 'publicacao',
    triggerDate: '2026-03-05',
    days: 2,
    counting: 'uteis',
    lastDay: '2026-03-10',
    firstCountedDay: '2026-03-09',
    acts: ['Lei estadual PE 13.386/2007'],
  },
  {
    // 04 (1), 07 (2), 08/12 Dia da Justiça, 09 (3), 10 (4), 11 (5).
    title: 'TRF2, Vitória: 8 de dezembro (Dia da Justiça) não é dia útil na Justiça Federal',
    court: 'TRF2',
    comarca: 'Vitória',
    trigger: 'publicacao',
    triggerDate: '2026-12-03',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-12-11',
    acts: ['Lei 5.010/1966, art. 62, IV'],
  },
  {
    // 17 (1), 18 (2), recess and suspension 20/12–20/01, 21 (3), 22 (4), 25–29/01 (5–9), 01/02 (10), 02/02 Navegantes,
    // 03–05/02 (11–13), 08–09/02 Carnival, 10/02 (14: Ash Wednesday not confirmed, counted), 11/02 (15).
    title: 'TRF4, Porto Alegre: 15 dias úteis de 16/12/2026 atravessam recesso, suspensão, Navegantes e Carnaval de 2027',
    court: 'TRF4',
    comarca: 'Porto Alegre',
    trigger: 'publicacao',
    triggerDate: '2026-12-16',
    days: 15,
    counting: 'uteis',
    lastDay: '2027-02-11',
    acts: ['CPC art. 220', 'Lei municipal de Porto Alegre 4.453/1978', 'Lei 5.010/1966, art. 62, III'],
    warns: ['10/02/2027 (Quarta-feira de Cinzas'],
  },
  {
    // Pub. Mon 29/06; 30/06 (1), 01/07 (2), 02–31/07 férias (suspension), 03–07/08 (3–7), 10/08 ponto facultativo,
    // 11/08 cursos jurídicos, 12–14 (8–10), 17–21 (11–15).
    title: 'STJ: 15 dias úteis da disponibilização de 26/06/2026 param nas férias de julho e vencem em 21/08',
    court: 'STJ',
    trigger: 'disponibilizacao',
    triggerDate: '2026-06-26',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-08-21',
    publicationDay: '2026-06-29',
    acts: ['Portarias STJ/GP nº 941/2025 e 455/2026', 'Lei 5.010/1966, art. 62, IV'],
  },
  {
    // 13/02 (1), 16–17/02 Carnival, 18/02 (2) with expediente from 14h: the last day moves to Thu 19/02.
    title: 'STJ: prazo que terminaria na Quarta-feira de Cinzas de 2026 (expediente a partir das 14h) vence em 19/02',
    court: 'STJ',
    trigger: 'publicacao',
    triggerDate: '2026-02-12',
    days: 2,
    counting: 'uteis',
    lastDay: '2026-02-19',
    acts: ['CPC art. 224, § 1º', 'Lei 5.010/1966, art. 62, III'],
  },
  {
    // 5 days doubled: 02 (1), 03 (2), 04/06 Corpus Christi and 05/06 ponto facultativo, 08–12 (3–7), 15 (8), 16 (9), 17 (10).
    title: 'STJ, Fazenda Pública: 5 dias em dobro atravessam Corpus Christi e o ponto facultativo de 05/06/2026',
    court: 'STJ',
    trigger: 'publicacao',
    triggerDate: '2026-06-01',
    days: 5,
    counting: 'uteis',
    doubling: 'art183',
    lastDay: '2026-06-17',
    acts: ['prazo em dobro: Fazenda Pública (CPC art. 183)', 'Portarias STJ/GP nº 941/2025 e 455/2026'],
  },
  {
    // Published Fri 16/01 in the suspension; to 20/01 by CPC art. 220, then the ministers' holidays to 31/01; 02–06/02 (1–5).
    title: 'STF: publicação em 16/01/2026; após a suspensão do art. 220 vêm as férias coletivas até 31/01, e o prazo corre de 02/02',
    court: 'STF',
    trigger: 'publicacao',
    triggerDate: '2026-01-16',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-02-06',
    firstCountedDay: '2026-02-02',
    acts: ['CPC art. 220', 'LC 35/1979 (LOMAN), art. 66, § 1º'],
    warns: ['O calendário de 2026 do STF não está confirmado'],
  },
  {
    // 12 (1), 13/02 prazos suspended in Belo Horizonte, 16–17 Carnival, 18/02 no expediente (TRF6), 19 (2), 20 (3).
    title: 'TRF6, Belo Horizonte: sexta antes do Carnaval com prazos suspensos e Cinzas sem expediente em 2026',
    court: 'TRF6',
    comarca: 'Belo Horizonte',
    trigger: 'publicacao',
    triggerDate: '2026-02-11',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-02-20',
    acts: ['Portaria Conjunta PRESI/COGER nº 3/2026 (TRF6)', 'Lei 5.010/1966, art. 62, III'],
    warns: ['Os feriados municipais de Belo Horizonte não estão no calendário'],
  },
];
