/**
 * Closures a law or a regimento fixes every year (courts/recurring.ts), in years whose acts were not read, 2028
 * included: the superior courts' collective holidays (LOMAN art. 66 § 1º), the TJDFT's days (Lei 11.697/2008 art.
 * 60), the state judiciary laws of Rio de Janeiro, Minas Gerais, Goiás, Pernambuco (its June days), Maranhão,
 * Rondônia, Rio Grande do Norte and Espírito Santo, the TJAP's and the TRT14's regimentos, a state holiday
 * after the data's years, and Ash Wednesday's late opening as a first day in the labour courts (CPC art. 224 § 1º).
 * Counted by hand.
 */
import type { GoldenCase } from './types';

export const RECURRING_CASES: readonly GoldenCase[] = [
  {
    // Pub. Wed 30/06/2027; 01/07 (1), 02–31/07 collective holidays, 01/08 Sun; 02/08 (2), 03 (3), 04 (4), 05 (5).
    title: 'STJ: as férias coletivas de julho de 2027 suspendem o prazo sem ato do ano cadastrado (LOMAN e RISTJ)',
    court: 'STJ',
    trigger: 'publicacao',
    triggerDate: '2027-06-30',
    days: 5,
    counting: 'uteis',
    lastDay: '2027-08-05',
    acts: ['LC 35/1979 (LOMAN), art. 66, § 1º; RISTJ, arts. 81 e 106'],
    warns: ['O calendário de 2027 do STJ não está confirmado'],
  },
  {
    // Pub. Wed 28/06/2028; 29/06 (1), 30/06 (2), 01/07 Sat, 02–31/07 collective holidays; 01/08 (3), 02 (4), 03 (5).
    title: 'STJ: em 2028, ano ainda não pesquisado, as férias coletivas de julho continuam a suspender o prazo',
    court: 'STJ',
    trigger: 'publicacao',
    triggerDate: '2028-06-28',
    days: 5,
    counting: 'uteis',
    lastDay: '2028-08-03',
    acts: ['RISTJ, arts. 81 e 106'],
    warns: ['os atos desse ano ainda não foram pesquisados'],
  },
  {
    // Pub. Tue 29/06/2027; 30/06 (1), 01/07 (2), 02–31/07 collective holidays, 01/08 Sun; 02/08 (3), 03 (4), 04 (5).
    title: 'STF: as férias coletivas de julho de 2027 (LOMAN art. 66, § 1º) suspendem o prazo de 5 dias úteis',
    court: 'STF',
    trigger: 'publicacao',
    triggerDate: '2027-06-29',
    days: 5,
    counting: 'uteis',
    lastDay: '2027-08-04',
    acts: ['LC 35/1979 (LOMAN), art. 66, § 1º'],
  },
  {
    // Pub. Fri 17/12/2027; 20/12–06/01 recess (Lei 5.010 art. 62, I), to 20/01 CPC art. 220, 02–31/01/2028 collective
    // holidays; 01/02 (1), 02 (2), 03 (3), 04 (4), 07/02 (5).
    title: 'STF: publicação em 17/12/2027; recesso, suspensão do art. 220 e férias de janeiro de 2028 levam o início a 01/02',
    court: 'STF',
    trigger: 'publicacao',
    triggerDate: '2027-12-17',
    days: 5,
    counting: 'uteis',
    lastDay: '2028-02-07',
    firstCountedDay: '2028-02-01',
    acts: ['Lei 5.010/1966, art. 62, I', 'CPC art. 220', 'LC 35/1979 (LOMAN), art. 66, § 1º'],
    warns: ['O calendário de 2028 do STF não está confirmado'],
  },
  {
    // Pub. Mon 14/12/2026; 15–18/12 (1–4), 20/12–06/01 recess, 07–20/01 CLT art. 775-A, 21–31/01/2027 collective
    // holidays; 01/02 (5), 02 (6), 03 (7), 04 (8).
    title: 'TST: 8 dias úteis publicados em 14/12/2026 param no recesso, na suspensão e nas férias de janeiro de 2027',
    court: 'TST',
    trigger: 'publicacao',
    triggerDate: '2026-12-14',
    days: 8,
    counting: 'uteis',
    lastDay: '2027-02-04',
    acts: ['CLT art. 775-A', 'LC 35/1979 (LOMAN), art. 66, § 1º; Súmula 262, II (TST)', 'CLT art. 775 (dias úteis)'],
  },
  {
    // Pub. Fri 30/06/2028; 01/07 Sat, 02–31/07 collective holidays; 01–04/08 (1–4), 07–10/08 (5–8).
    title: 'TST: férias coletivas de julho de 2028 suspendem o prazo recursal (Súmula 262, II, do TST)',
    court: 'TST',
    trigger: 'publicacao',
    triggerDate: '2028-06-30',
    days: 8,
    counting: 'uteis',
    lastDay: '2028-08-10',
    firstCountedDay: '2028-08-01',
    acts: ['Súmula 262, II (TST)'],
  },
  {
    // Pub. Fri 29/10/2027; 30–31/10 weekend, 01/11 Todos os Santos (Lei 11.697 art. 60 § 3º, III), 02/11 Finados;
    // 03 (1), 04 (2), 05 (3).
    title: 'TJDFT: Todos os Santos (01/11/2027) é feriado forense pela Lei 11.697/2008 e emenda com Finados',
    court: 'TJDFT',
    trigger: 'publicacao',
    triggerDate: '2027-10-29',
    days: 3,
    counting: 'uteis',
    lastDay: '2027-11-05',
    firstCountedDay: '2027-11-03',
    acts: ['Lei 11.697/2008, art. 60, § 3º, III', 'Lei 662/1949'],
  },
  {
    // Pub. Fri 25/02/2028; 28–29/02 Carnival and 01/03 Ash Wednesday, all feriado forense (art. 60 § 3º, II); 02/03 (1), 03/03 (2).
    title: 'TJDFT: a Quarta-feira de Cinzas de 2028 é feriado forense inteiro pela Lei 11.697/2008, não só meio expediente',
    court: 'TJDFT',
    trigger: 'publicacao',
    triggerDate: '2028-02-25',
    days: 2,
    counting: 'uteis',
    lastDay: '2028-03-03',
    firstCountedDay: '2028-03-02',
    acts: ['Lei 11.697/2008, art. 60, § 3º, II'],
  },
  {
    // Pub. Fri 13/02/2026; 16–17/02 Carnival (Lei 5.010 art. 62, III); 18/02 opens at 14h (TRT4's act): it cannot be
    // the first day (CPC art. 224 § 1º); 19 (1), 20 (2), 23–27 (3–7), 02/03 (8).
    title: 'TRT4: a Quarta-feira de Cinzas de 2026, com expediente só a partir das 14h, não é o primeiro dia do prazo',
    court: 'TRT4',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-03-02',
    firstCountedDay: '2026-02-19',
    acts: ['CPC art. 224, § 1º (Resolução Administrativa nº 7/2026 e Portaria nº 339/2026 (TRT4))', 'CLT art. 775'],
  },
  {
    // Pub. Fri 13/02/2026; 16–17/02 Carnival; no TRT1 act read for Ash Wednesday: 18/02 counted (1), 19 (2), 20 (3),
    // 23–27 (4–8). Were its late opening confirmed, the count would start on 19/02 and end on Mon 02/03.
    title: 'TRT1: Quarta-feira de Cinzas de 2026 sem ato lido conta como primeiro dia, e o aviso dá o vencimento se ela se confirmar',
    court: 'TRT1',
    trigger: 'publicacao',
    triggerDate: '2026-02-13',
    days: 8,
    counting: 'uteis',
    lastDay: '2026-02-27',
    firstCountedDay: '2026-02-18',
    acts: ['Lei 5.010/1966, art. 62, III'],
    warns: ['18/02/2026 (Quarta-feira de Cinzas', 'o vencimento passa a 02/03/2026, em vez de 27/02/2026', 'CPC art. 224, § 1º'],
  },
  {
    // Pub. Tue 11/04/2028; 12 (1), 13/04 Holy Thursday (Lei RJ 6.956 art. 66, IV), 14 Good Friday, 15–16 weekend; 17 (2), 18 (3).
    title: 'TJRJ: a Quinta-feira Santa de 2028 fecha o tribunal pela Lei estadual 6.956/2015, sem ato do ano',
    court: 'TJRJ',
    trigger: 'publicacao',
    triggerDate: '2028-04-11',
    days: 3,
    counting: 'uteis',
    lastDay: '2028-04-18',
    acts: ['Lei estadual RJ 6.956/2015, art. 66, IV', 'Lei 9.093/1995, art. 2º'],
    warns: ['os atos desse ano ainda não foram pesquisados'],
  },
  {
    // Pub. Mon 10/04/2028; 11 (1), 12–13/04 Holy Wednesday and Thursday (Res. TJMG 458/2004), 14 Good Friday; 17 (2), 18 (3).
    title: 'TJMG: quarta e quinta-feira santas de 2028 sem expediente pela Resolução 458/2004',
    court: 'TJMG',
    trigger: 'publicacao',
    triggerDate: '2028-04-10',
    days: 3,
    counting: 'uteis',
    lastDay: '2028-04-18',
    acts: ['Resolução nº 458/2004 (TJMG)'],
  },
  {
    // Intimação Fri 25/02/2028; 28–29/02 Carnival, 01/03 closed until noon (Lei GO 21.268 art. 91, III): not a first
    // day (CPC art. 224 § 1º); 02/03 (1), 03/03 (2).
    title: 'TJGO: a Quarta-feira de Cinzas de 2028, sem expediente até o meio-dia por lei, adia o início para 02/03',
    court: 'TJGO',
    trigger: 'intimacao',
    triggerDate: '2028-02-25',
    days: 2,
    counting: 'uteis',
    lastDay: '2028-03-03',
    firstCountedDay: '2028-03-02',
    acts: ['CPC art. 224, § 1º (Lei estadual GO 21.268/2022, art. 91, III; RITJGO, art. 123, III)'],
  },
  {
    // Pub. Tue 19/09/2028; 20/09 Revolução Farroupilha (state constitution); 21 (1), 22 (2).
    title: 'TJRS: a Revolução Farroupilha de 2028, feriado estadual fixo, vale também depois dos anos pesquisados',
    court: 'TJRS',
    trigger: 'publicacao',
    triggerDate: '2028-09-19',
    days: 2,
    counting: 'uteis',
    lastDay: '2028-09-22',
    acts: ['Constituição do Estado do RS, art. 6º, § 1º'],
  },
  {
    // Pub. Fri 19/06/2026; 22/06 Corpus Christi moved there (Ato Conjunto 43/2025), 23/06 art. 94, 24/06 São João (the
    // act), 25–30/06 art. 94 (27–28 weekend); 01/07 (1), 02 (2), 03 (3).
    title: 'TJPE: o feriado forense junino de 2026 (LC estadual 100/2007, art. 94) leva o início do prazo a 01/07',
    court: 'TJPE',
    trigger: 'publicacao',
    triggerDate: '2026-06-19',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-07-03',
    firstCountedDay: '2026-07-01',
    acts: ['LC estadual PE 100/2007 (Código de Organização Judiciária), art. 94', 'Ato Conjunto nº 43/2025 (TJPE)'],
  },
  {
    // Pub. Thu 22/06/2028; 23/06 art. 94, 24–25 weekend, 26–30/06 art. 94, 01–02/07 weekend; 03/07 (1) … 07/07 (5).
    title: 'TJPE: em 2028, ano ainda não pesquisado, os dias 23 e 26 a 30 de junho continuam feriados forenses por lei',
    court: 'TJPE',
    trigger: 'publicacao',
    triggerDate: '2028-06-22',
    days: 5,
    counting: 'uteis',
    lastDay: '2028-07-07',
    firstCountedDay: '2028-07-03',
    acts: ['LC estadual PE 100/2007 (Código de Organização Judiciária), art. 94 (redação da LC 145/2009)'],
    warns: ['os atos desse ano ainda não foram pesquisados'],
  },
  {
    // Pub. Tue 23/03/2027; 24/03 (1); 25/03 Holy Thursday (LC 14/1991 art. 5º-A § 1º), 26/03 Good Friday, 27–28
    // weekend; 29/03 (2), 30/03 (3). Without the law the Thursday would be only a previsto usual day, counted.
    title: 'TJMA: a Quinta-feira Santa de 2027 é feriado forense pela LC estadual 14/1991 e não conta no prazo',
    court: 'TJMA',
    trigger: 'publicacao',
    triggerDate: '2027-03-23',
    days: 3,
    counting: 'uteis',
    lastDay: '2027-03-30',
    acts: ['LC estadual MA 14/1991 (Código de Divisão e Organização Judiciárias), art. 5º-A, § 1º'],
  },
  {
    // Pub. Mon 10/08/2026; 11/08 Tue feriado forense (art. 5º-A § 1º); 12/08 (1), 13 (2), 14 (3).
    title: 'TJMA: o 11 de agosto de 2026 é feriado forense por lei e leva o início do prazo a 12/08',
    court: 'TJMA',
    trigger: 'publicacao',
    triggerDate: '2026-08-10',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-08-14',
    firstCountedDay: '2026-08-12',
    acts: ['LC estadual MA 14/1991 (Código de Divisão e Organização Judiciárias), art. 5º-A, § 1º'],
  },
  {
    // Pub. Wed 03/02/2027; 04/02 (1), 05 (2), 06–07 weekend, 08–09 Carnival (art. 61 § 2º); 10/02 Ash Wednesday, a
    // previsto late opening in the middle, counted (3); 11 (4), 12 (5).
    title: 'TJRO: segunda e terça de Carnaval de 2027 são feriados pelo Código de Organização Judiciária (art. 61, § 2º)',
    court: 'TJRO',
    trigger: 'publicacao',
    triggerDate: '2027-02-03',
    days: 5,
    counting: 'uteis',
    lastDay: '2027-02-12',
    acts: ['Código de Organização e Divisão Judiciária do Estado de Rondônia, art. 61, § 2º'],
  },
  {
    // Pub. Tue 23/03/2027; 24/03 (1); 25/03 Holy Thursday (art. 61 § 2º), 26/03 Good Friday, 27–28 weekend; 29/03
    // (2), 30/03 (3).
    title: 'TJRO: a Quinta-feira Santa de 2027 é feriado pelo art. 61, § 2º, e o prazo de 3 dias úteis vence em 30/03',
    court: 'TJRO',
    trigger: 'publicacao',
    triggerDate: '2027-03-23',
    days: 3,
    counting: 'uteis',
    lastDay: '2027-03-30',
    acts: ['Código de Organização e Divisão Judiciária do Estado de Rondônia, art. 61, § 2º'],
  },
  {
    // Pub. Mon 30/03/2026; 31/03 (1); 01–02/04 Holy Wednesday and Thursday (RI art. 88, parágrafo único, II), 03/04
    // Good Friday, 04–05 weekend; 06/04 (2), 07/04 (3).
    title: 'TJAP: quarta e quinta-feira da Semana Santa de 2026 fecham o tribunal pelo Regimento Interno (art. 88)',
    court: 'TJAP',
    trigger: 'publicacao',
    triggerDate: '2026-03-30',
    days: 3,
    counting: 'uteis',
    lastDay: '2026-04-07',
    acts: ['Regimento Interno do TJAP (Resolução nº 006/2003), art. 88, parágrafo único, II'],
  },
  {
    // Pub. Thu 24/02/2028; 25/02 (1), 26–27 weekend, 28–29/02 Carnival (LC 643/2018 art. 97 § 3º, II); 01/03 Ash
    // Wednesday, previsto late opening in the middle, counted (2); 02 (3), 03 (4), 06/03 (5).
    title: 'TJRN: em 2028, ano ainda não pesquisado, o Carnaval continua feriado pela LC estadual 643/2018',
    court: 'TJRN',
    trigger: 'publicacao',
    triggerDate: '2028-02-24',
    days: 5,
    counting: 'uteis',
    lastDay: '2028-03-06',
    acts: ['LC estadual RN 643/2018, art. 97, § 3º, II'],
    warns: ['os atos desse ano ainda não foram pesquisados'],
  },
  {
    // Pub. Thu 04/02/2027; 05/02 (1), 06–07 weekend, 08–09 Carnival (LC 234/2002); 10/02 Ash Wednesday, previsto,
    // counted (2); 11 (3), 12 (4).
    title: 'TJES: o Carnaval de 2027 é feriado pela LC estadual 234/2002; a Quarta-feira de Cinzas segue prevista',
    court: 'TJES',
    trigger: 'publicacao',
    triggerDate: '2027-02-04',
    days: 4,
    counting: 'uteis',
    lastDay: '2027-02-12',
    acts: ['LC estadual ES 234/2002 (Código de Organização Judiciária), feriado de Carnaval'],
  },
  {
    // Pub. Fri 05/02/2027; 06–07 weekend, 08–09 Carnival (Lei 5.010 art. 62, III), 10/02 Ash Wednesday feriado
    // regimental; 11/02 (1), 12 (2), 15 (3), 16 (4), 17 (5), 18 (6), 19 (7), 22 (8).
    title: 'TRT14: a Quarta-feira de Cinzas de 2027 é feriado regimental inteiro; o prazo de 8 dias úteis começa em 11/02',
    court: 'TRT14',
    trigger: 'publicacao',
    triggerDate: '2027-02-05',
    days: 8,
    counting: 'uteis',
    lastDay: '2027-02-22',
    firstCountedDay: '2027-02-11',
    acts: ['Regimento Interno do TRT14 (feriados regimentais)'],
  },
  {
    // Pub. Tue 27/10/2026; 28/10 Wed feriado regimental (Dia do Funcionário Público); 29/10 (1), 30 (2), 31/10–01/11
    // weekend (01/11 Lei 5.010 on a Sunday), 02/11 Finados; 03/11 (3), 04 (4), 05 (5).
    title: 'TRT14: o 28 de outubro de 2026 é feriado regimental e o prazo de 5 dias úteis vence em 05/11',
    court: 'TRT14',
    trigger: 'publicacao',
    triggerDate: '2026-10-27',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-11-05',
    firstCountedDay: '2026-10-29',
    acts: ['Regimento Interno do TRT14 (feriados regimentais)'],
  },
];
