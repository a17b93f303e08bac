/**
 * Courts' 2026 acts read in this pass (courts/acts.ts): years confirmed (TJPR, TJMS) and days a partial read added,
 * which the usual previsto closures lacked (TJAL, TRF5 at Recife, the TJTO's and TJAC's Carnival). Each count was
 * made by hand, day by day.
 */
import type { GoldenCase } from './types';

export const COURT_ACT_CASES: readonly GoldenCase[] = [
  {
    // Pub. Wed 28/10/2026; 29/10 Thu (1), 30/10 Fri Dia do Funcionário Público moved there (Decreto 621/2025, art.
    // 1º), 31/10–01/11 weekend, 02/11 Finados; 03/11 (2), 04 (3), 05 (4), 06 (5). 28/10 itself is open in 2026.
    title: 'TJPR, 2026 confirmado: 5 dias úteis da publicação de 28/10 saltam o Dia do Funcionário Público transferido para 30/10',
    court: 'TJPR',
    trigger: 'publicacao',
    triggerDate: '2026-10-28',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-11-06',
    firstCountedDay: '2026-10-29',
    acts: ['Decreto Judiciário nº 621/2025 (TJPR)', 'Lei 662/1949'],
  },
  {
    // Pub. Thu 03/12/2026; 04/12 Fri (1), 05–06 weekend, 07/12 (2), 08/12 (3) open (the Dia da Justiça moved to
    // 18/12), 09 (4), 10 (5).
    title: 'TJPR, 2026 confirmado: o 8 de dezembro é dia útil, pois o Dia da Justiça foi transferido para 18/12',
    court: 'TJPR',
    trigger: 'publicacao',
    triggerDate: '2026-12-03',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-12-10',
    acts: ['CPC arts. 219 e 224'],
  },
  {
    // Pub. Wed 15/04/2026; 16/04 (1), 17/04 (2), 18–19 weekend, 20/04 suspended by the TJAL's act, 21/04 Tiradentes;
    // 22/04 (3), 23 (4), 24 (5).
    title: 'TJAL: o ato dos feriados de 2026 suspende o dia 20/04, véspera de Tiradentes, e o prazo vence em 24/04',
    court: 'TJAL',
    trigger: 'publicacao',
    triggerDate: '2026-04-15',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-04-24',
    acts: ['Ato normativo do TJAL sobre os feriados de 2026 (aprovado pelo Pleno; número não informado na notícia)', 'Lei 662/1949'],
    warns: ['O calendário de 2026 do TJAL não está confirmado'],
  },
  {
    // Pub. Mon 22/06/2026 at the TRF5's seat; 23/06 (1), 24/06 São João (TRF5's list; Recife's law), 25 (2), 26 (3),
    // 27–28 weekend, 29 (4), 30 (5).
    title: 'TRF5, Recife: São João (24/06/2026), feriado da lista do TRF5, é saltado no prazo de 5 dias úteis',
    court: 'TRF5',
    comarca: 'Recife',
    trigger: 'publicacao',
    triggerDate: '2026-06-22',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-06-30',
    acts: ['Feriados e Pontos Facultativos 2026 (TRF5), Lei municipal do Recife 9.777/1967'],
    warns: ['O calendário de 2026 do TRF5 não está confirmado'],
  },
  {
    // Pub. Tue 27/10/2026; 28/10 Wed open (the Dia do Servidor moved) (1), 29/10 (2), 30/10 closed, 31/10–01/11
    // weekend, 02/11 Finados; 03/11 (3), 04 (4), 05 (5).
    title: 'TJMS, 2026 confirmado: 28/10 é dia útil e 30/10 não, pela Portaria nº 983/2025',
    court: 'TJMS',
    trigger: 'publicacao',
    triggerDate: '2026-10-27',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-11-05',
    firstCountedDay: '2026-10-28',
    acts: ['Portaria nº 983/2025 (TJMS)'],
  },
  {
    // Pub. Fri 13/02/2026; 16–17/02 Carnival and 18/02 Ash Wednesday closed all day; 19/02 (1), 20 (2), 23 (3).
    title: 'TJMS, 2026 confirmado: sem expediente do Carnaval à Quarta-feira de Cinzas, o prazo de 3 dias úteis começa em 19/02',
    court: 'TJMS',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-02-23',
    firstCountedDay: '2026-02-19',
    acts: ['Portaria nº 983/2025 (TJMS)'],
  },
  {
    // Pub. Tue 14/04/2026; 15/04 (1), 16 (2), 17 (3), 20/04 ponto facultativo counted (4) but a last day there moves
    // on (CPC art. 224 § 1º): 21/04 Tiradentes, so 22/04.
    title: 'TJMS: o ponto facultativo de 20/04/2026 conta no prazo, mas como último dia é prorrogado para 22/04',
    court: 'TJMS',
    trigger: 'publicacao',
    triggerDate: '2026-04-14',
    days: 4,
    counting: 'uteis',
    lastDay: '2026-04-22',
    acts: ['CPC art. 224, § 1º'],
  },
  {
    // Pub. Fri 13/02/2026; 16–17/02 Carnival closed (Portaria nº 3741/2025); 18/02 opens at noon: not the first day
    // (CPC art. 224 § 1º); 19/02 (1), 20 (2), 23 (3).
    title: 'TJTO: no Carnaval de 2026 a Quarta-feira de Cinzas abre ao meio-dia e o prazo começa em 19/02',
    court: 'TJTO',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-02-23',
    firstCountedDay: '2026-02-19',
    acts: ['Portaria nº 3741/2025 (TJTO)'],
  },
  {
    // Pub. Fri 13/02/2026; 16–18/02 plantão only (Carnival and Ash Wednesday); 19/02 (1), 20 (2), 23 (3).
    title: 'TJAC: sem expediente de 16 a 18/02/2026, o prazo de 3 dias úteis começa em 19/02',
    court: 'TJAC',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-02-23',
    firstCountedDay: '2026-02-19',
    acts: ['Calendário de 2026 do TJAC'],
  },
];
