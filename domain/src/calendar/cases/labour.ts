/**
 * Labour courts (TRTs and TST): dias úteis by CLT art. 775, the 20/12–20/01 suspension by CLT art. 775-A,
 * Lei 5.010/1966 art. 62 days, the states' and capitals' days, the courts' own acts. Counted by hand.
 */
import type { GoldenCase } from './types';

export const LABOUR_CASES: readonly GoldenCase[] = [
  {
    // Pub. Fri 23/01; 26–30/01 (1–5), 02/02 Navegantes, 03 (6), 04 (7), 05 (8).
    title: 'TRT4, Porto Alegre: 8 dias úteis do recurso ordinário saltam Nossa Senhora dos Navegantes (02/02/2026)',
    court: 'TRT4',
    comarca: 'Porto Alegre',
    trigger: 'disponibilizacao',
    triggerDate: '2026-01-22',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-02-05',
    publicationDay: '2026-01-23',
    acts: ['CLT art. 775', 'Lei municipal de Porto Alegre 4.453/1978'],
  },
  {
    // Available Fri 16/01; published Mon 19/01 (suspension, expediente); 21–23 (1–3), 26–30 (4–8).
    // The later reading (published 21/01, counting from 22/01) ends on Mon 02/02.
    title: 'TRT4: disponibilização em 16/01/2026 publicada na suspensão do art. 775-A; prazo de 21/01 a 30/01, com a leitura mais tardia',
    court: 'TRT4',
    trigger: 'disponibilizacao',
    triggerDate: '2026-01-16',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-01-30',
    publicationDay: '2026-01-19',
    firstCountedDay: '2026-01-21',
    acts: ['CLT art. 775-A', 'CLT art. 775'],
    warns: ['AgInt no REsp 1.816.627/PE', 'vencimento em 02/02/2026, em vez de 30/01/2026'],
  },
  {
    // Published Tue 13/01; suspension to 20/01 (CLT art. 775-A) and to 23/01 (TRT2); 26–30/01 (1–5), 02–04/02 (6–8).
    title: 'TRT2, São Paulo: a suspensão prorrogada até 23/01/2026 adia o início para 26/01',
    court: 'TRT2',
    comarca: 'São Paulo',
    trigger: 'disponibilizacao',
    triggerDate: '2026-01-12',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-02-04',
    publicationDay: '2026-01-13',
    firstCountedDay: '2026-01-26',
    acts: ['Portaria GP/CR nº 15/2025 (TRT2)', 'CLT art. 775-A'],
    warns: ['publicação em 26/01/2026 e vencimento em 05/02/2026, em vez de 04/02/2026'],
  },
  {
    // 09/07 Revolução Constitucionalista; 10 (1), 13–17 (2–6), 20 (7), 21 (8).
    title: 'TRT2, Santos: o 9 de Julho (feriado estadual, 2026) não conta; os feriados de Santos não estão cadastrados',
    court: 'TRT2',
    comarca: 'Santos',
    trigger: 'publicacao',
    triggerDate: '2026-07-08',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-07-21',
    firstCountedDay: '2026-07-10',
    acts: ['Lei estadual SP 9.497/1997', 'CLT art. 775'],
    warns: ['Os feriados municipais de Santos não estão no calendário'],
  },
  {
    // 20/04 ponto facultativo (prazos starting there move on), 21/04 Tiradentes; 22–24 (1–3), 27–30 (4–7), 01/05, 04/05 (8).
    title: 'TRT4: o ponto facultativo de 20/04/2026 não pode ser o primeiro dia; o prazo começa em 22/04 e salta o 1º de Maio',
    court: 'TRT4',
    trigger: 'publicacao',
    triggerDate: '2026-04-17',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-05-04',
    firstCountedDay: '2026-04-22',
    acts: ['CPC art. 224, § 1º', 'Resolução Administrativa nº 7/2026 e Portaria nº 339/2026 (TRT4)', 'Lei 662/1949'],
  },
  {
    // 13–17/09 (1–5), 20/09 Farroupilha, 21 (6), 22 (7), 23 (8).
    title: 'TRT4: a Revolução Farroupilha (20/09/2027, segunda-feira) também fecha a Justiça do Trabalho gaúcha',
    court: 'TRT4',
    trigger: 'publicacao',
    triggerDate: '2027-09-10',
    days: 8,
    counting: 'uteis',
    lastDay: '2027-09-23',
    acts: ['Constituição do Estado do RS, art. 6º, § 1º', 'CLT art. 775'],
  },
  {
    // 03 (1), 04/06 Corpus Christi (Belém), 05 (2), 08–12 (3–7), 15 (8).
    title: 'TRT8, Belém: região do Pará e Amapá com o município informado; Corpus Christi (04/06/2026) é feriado em Belém',
    court: 'TRT8',
    comarca: 'Belém',
    trigger: 'publicacao',
    triggerDate: '2026-06-02',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-06-15',
    acts: ['Lei municipal de Belém', 'CLT art. 775'],
    warns: ['Os feriados municipais de Belém não estão no calendário'],
  },
  {
    // Without the município no local day applies: 03 (1), 04 (2: Corpus Christi, usual closure not confirmed), 05 (3), 08–12 (4–8).
    title: 'TRT8 sem município: feriados estaduais e municipais não considerados; Corpus Christi de 2026 contado, com aviso',
    court: 'TRT8',
    trigger: 'publicacao',
    triggerDate: '2026-06-02',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-06-12',
    acts: ['CLT art. 775'],
    warns: ['O TRT8 abrange', '04/06/2026 (Corpus Christi)'],
  },
  {
    // Published Thu 15/01 (suspension); 21–31/01 the ministers' collective holidays; 02–06/02 (1–5), 09–11/02 (6–8).
    title: 'TST: publicação em 15/01/2026; a suspensão do art. 775-A emenda com as férias coletivas até 31/01 e o prazo vence em 11/02',
    court: 'TST',
    trigger: 'disponibilizacao',
    triggerDate: '2026-01-14',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-02-11',
    publicationDay: '2026-01-15',
    firstCountedDay: '2026-02-02',
    acts: ['CLT art. 775-A', 'Súmula 262, II (TST)', 'CLT art. 775 (dias úteis)'],
    warns: ['vencimento em 12/02/2026, em vez de 11/02/2026', 'O calendário de 2026 do TST não está confirmado'],
  },
  {
    // 01/07 (1), 02–31/07 collective holidays, 03–07/08 (2–6), 10/08 (7), 11/08 cursos jurídicos, 12/08 (8).
    title: 'TST: as férias coletivas de julho de 2026 e o 11 de agosto suspendem o prazo de 8 dias úteis',
    court: 'TST',
    trigger: 'publicacao',
    triggerDate: '2026-06-30',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-08-12',
    acts: ['Súmula 262, II (TST)', 'Lei 5.010/1966, art. 62, IV', 'CLT art. 775 (dias úteis)'],
  },
  {
    // 17 (1), 20/04 no expediente (TRT9), 21/04 Tiradentes, 22–24 (2–4), 27–30 (5–8).
    title: 'TRT9, Curitiba: expediente e prazos suspensos na véspera de Tiradentes de 2026 por portaria do TRT9',
    court: 'TRT9',
    comarca: 'Curitiba',
    trigger: 'publicacao',
    triggerDate: '2026-04-16',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-04-30',
    acts: ['Portaria Presidência-Corregedoria nº 2/2026 (TRT9)', 'Lei 662/1949'],
  },
  {
    // 10–11/12 (1–2), 14–18/12 (3–7), recess and suspension 20/12–20/01, 21/01/2027 (8).
    title: 'TRT1: recurso ordinário publicado em 09/12/2026 tem o 8º dia útil só em 21/01/2027 (CLT art. 775-A)',
    court: 'TRT1',
    trigger: 'publicacao',
    triggerDate: '2026-12-09',
    days: 8,
    counting: 'uteis',
    lastDay: '2027-01-21',
    acts: ['CLT art. 775-A'],
  },
  {
    // 07 (1), 08/12 Dia da Justiça, 09–11 (2–4), 14–17 (5–8).
    title: 'TRT1: o Dia da Justiça (08/12/2026) não é dia útil na Justiça do Trabalho',
    court: 'TRT1',
    trigger: 'publicacao',
    triggerDate: '2026-12-04',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-12-17',
    acts: ['Lei 5.010/1966, art. 62, IV', 'CLT art. 775'],
  },
];
