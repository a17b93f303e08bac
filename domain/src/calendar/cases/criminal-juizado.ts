/**
 * Criminal prazos in dias corridos (CPP art. 798: every day counts; the start follows STF Súmula 310; a last day
 * that is not a business day moves on, § 3º; the 20/12–20/01 suspension of art. 798-A) and the Juizados
 * Especiais, in dias úteis by Lei 9.099/1995 art. 12-A. Counted by hand.
 */
import type { GoldenCase } from './types';

export const CRIMINAL_AND_JUIZADO_CASES: readonly GoldenCase[] = [
  {
    // Intimated Friday 13/03: the count starts Monday 16/03 (1) and runs to Friday 20/03 (5).
    title: 'TJSP, crime: intimação na sexta-feira 13/03/2026; os 5 dias corridos começam na segunda (Súmula 310 do STF)',
    court: 'TJSP',
    trigger: 'intimacao',
    triggerDate: '2026-03-13',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-03-20',
    firstCountedDay: '2026-03-16',
    acts: ['CPP art. 798 e STF Súmula 310'],
    warns: ['CPP art. 798-A'],
  },
  {
    // 10 (1), 11 (2), 12 (3), 13 (4), Saturday 14/03 (5): the last day moves to Monday 16/03.
    title: 'TJSP, crime: 5 dias corridos terminam no sábado 14/03/2026 e o vencimento passa à segunda (CPP art. 798, § 3º)',
    court: 'TJSP',
    trigger: 'intimacao',
    triggerDate: '2026-03-09',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-03-16',
    acts: ['CPP art. 798, § 3º'],
  },
  {
    // 07/04 (1) … 20/04 (14, a TJSP closure, counted), 21/04 Tiradentes (15): the last day moves to Wednesday 22/04.
    title: 'TJSP, crime: 15 dias corridos de 06/04/2026 terminam em Tiradentes e vencem em 22/04',
    court: 'TJSP',
    trigger: 'intimacao',
    triggerDate: '2026-04-06',
    days: 15,
    counting: 'corridos',
    lastDay: '2026-04-22',
    acts: ['CPP art. 798, § 3º'],
  },
  {
    // 12 (1), 13 (2), 14 (3), 15 (4), 16/02 Carnival (5): 17/02 closed, 18/02 late opening cannot be the last day; Thursday 19/02.
    title: 'TJSP, crime: 5 dias corridos terminam na segunda de Carnaval de 2026; Cinzas (expediente parcial) não serve, vence em 19/02',
    court: 'TJSP',
    trigger: 'intimacao',
    triggerDate: '2026-02-11',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-02-19',
    acts: ['CPP art. 798, § 3º', 'Provimento CSM nº 2.813/2025 (TJSP)', 'CPC art. 224, § 1º'],
  },
  {
    // 16 (1), 17 (2), 18 (3), Saturday 19/12 (4), suspension 20/12–20/01, 21/01 (5), 22 (6), 23 (7), 24 (8), 25 (9), 26 (10).
    title: 'TJRS, crime: 10 dias corridos de 15/12/2026 param de 20/12 a 20/01 (CPP art. 798-A) e vencem em 26/01/2027',
    court: 'TJRS',
    trigger: 'intimacao',
    triggerDate: '2026-12-15',
    days: 10,
    counting: 'corridos',
    lastDay: '2027-01-26',
    acts: ['CPP art. 798-A', 'CPP art. 798 e STF Súmula 310'],
  },
  {
    // Intimated Friday 04/09; 07/09 Independência and 08/09 (Curitiba) are not business days: 09 (1), 10, 11, 12, Sunday 13/09 (5) → Monday 14/09.
    title: 'TJPR, Curitiba, crime: intimação na sexta 04/09/2026; começo só em 09/09 (Súmula 310) e fim no domingo, prorrogado para 14/09',
    court: 'TJPR',
    comarca: 'Curitiba',
    trigger: 'intimacao',
    triggerDate: '2026-09-04',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-09-14',
    firstCountedDay: '2026-09-09',
    acts: ['Lei municipal de Curitiba 3.015/1967', 'CPP art. 798, § 3º'],
  },
  {
    // 01–05/04 Holy Week (Lei 5.010): the corridos count can only start on a business day, Monday 06/04 (1) … Friday 10/04 (5).
    title: 'TRF3, São Paulo, crime: intimação em 31/03/2026; a Semana Santa da Justiça Federal adia o início dos dias corridos para 06/04',
    court: 'TRF3',
    comarca: 'São Paulo',
    trigger: 'intimacao',
    triggerDate: '2026-03-31',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-04-10',
    firstCountedDay: '2026-04-06',
    acts: ['Lei 5.010/1966, art. 62, II', 'CPP art. 798 e STF Súmula 310'],
  },
  {
    // Intimated Friday 05/02; 08–10/02 closed (TJRJ law): 11 (1), 12 (2), 13 (3), 14 (4), Monday 15/02 (5).
    title: 'TJRJ, crime: intimação na sexta antes do Carnaval de 2027; os dias corridos começam na quinta 11/02',
    court: 'TJRJ',
    trigger: 'intimacao',
    triggerDate: '2027-02-05',
    days: 5,
    counting: 'corridos',
    lastDay: '2027-02-15',
    firstCountedDay: '2027-02-11',
    acts: ['Lei estadual RJ 6.956/2015, art. 66', 'CPP art. 798 e STF Súmula 310'],
  },
  {
    // Intimated Friday 27/02: 02/03 (1) … 06/03 (5), the Data Magna de Pernambuco; 07–08 weekend; Monday 09/03.
    title: 'TJPE, crime: 5 dias corridos terminam na Data Magna de Pernambuco (06/03/2026) e vencem na segunda 09/03',
    court: 'TJPE',
    trigger: 'intimacao',
    triggerDate: '2026-02-27',
    days: 5,
    counting: 'corridos',
    lastDay: '2026-03-09',
    firstCountedDay: '2026-03-02',
    acts: ['CPP art. 798, § 3º'],
  },
  {
    // Available Fri 22/01; 23–24 weekend, 25/01 Aniversário de São Paulo: published Tue 26/01; 27 (1), 28 (2), 29 (3), 01/02 (4), 02/02 (5).
    title: 'JEC do TJSP, São Paulo: embargos de declaração (5 dias úteis); o aniversário da cidade (25/01/2027) adia a publicação para 26/01',
    court: 'TJSP',
    comarca: 'São Paulo',
    trigger: 'disponibilizacao',
    triggerDate: '2027-01-22',
    days: 5,
    counting: 'uteis',
    juizado: true,
    lastDay: '2027-02-02',
    publicationDay: '2027-01-26',
    acts: ['Lei 9.099/1995, art. 12-A', 'Lei municipal de São Paulo 14.485/2007'],
  },
  {
    // 30/01 (1), 02/02 Navegantes, 03–06 (2–5), 09–13 (6–10).
    title: 'JEC do TJRS, Porto Alegre: recurso inominado (10 dias úteis) salta Nossa Senhora dos Navegantes de 2026',
    court: 'TJRS',
    comarca: 'Porto Alegre',
    trigger: 'intimacao',
    triggerDate: '2026-01-29',
    days: 10,
    counting: 'uteis',
    juizado: true,
    lastDay: '2026-02-13',
    acts: ['Lei 9.099/1995, art. 12-A', 'Lei municipal de Porto Alegre 4.453/1978'],
  },
  {
    // 16–17/02 Carnival (Lei 5.010); 18 (1: Ash Wednesday, not confirmed), 19, 20, 23–27 (2–8), 02/03 (9), 03/03 (10).
    title: 'Juizado Especial Federal, TRF4, Curitiba: recurso de 10 dias úteis após o Carnaval de 2026',
    court: 'TRF4',
    comarca: 'Curitiba',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 10,
    counting: 'uteis',
    juizado: true,
    lastDay: '2026-03-03',
    acts: ['Lei 9.099/1995, art. 12-A', 'Lei 5.010/1966, art. 62, III'],
    warns: ['18/02/2026 (Quarta-feira de Cinzas'],
  },
  {
    // 06 (1), 07 (2), 08/04 Aniversário de Cuiabá, 09 (3), 12 (4), 13 (5).
    title: 'JEC do TJMT, Cuiabá: o aniversário da cidade (08/04/2027) não conta nos 5 dias úteis',
    court: 'TJMT',
    comarca: 'Cuiabá',
    trigger: 'intimacao',
    triggerDate: '2027-04-05',
    days: 5,
    counting: 'uteis',
    juizado: true,
    lastDay: '2027-04-13',
    acts: ['Lei 9.099/1995, art. 12-A', 'Lei municipal de Cuiabá 1.077/1968'],
  },
  {
    // 24 (1), 25/03 (2: Holy Thursday, not confirmed for TJRS 2027), 26/03 Good Friday, 29 (3), 30 (4), 31 (5).
    title: 'JEC do TJRS: Semana Santa de 2027; Sexta-feira da Paixão não conta, Quinta-feira Santa sem ato confirmado conta com aviso',
    court: 'TJRS',
    trigger: 'publicacao',
    triggerDate: '2027-03-23',
    days: 5,
    counting: 'uteis',
    juizado: true,
    lastDay: '2027-03-31',
    acts: ['Lei 9.099/1995, art. 12-A', 'Lei 9.093/1995, art. 2º'],
    warns: ['25/03/2027 (Quinta-feira Santa)'],
  },
];
