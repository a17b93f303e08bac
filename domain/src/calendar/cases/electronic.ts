/**
 * The electronic triggers: DJEN availability (Lei 11.419/2006 art. 4º §§ 3º–4º), consultation of an electronic
 * intimação (art. 5º §§ 1º–2º), the tacit intimação after 10 calendar days (art. 5º § 3º) and the electronic
 * citation through the Domicílio Judicial Eletrônico (CPC art. 231, IX). Counted by hand.
 */
import type { GoldenCase } from './types';

export const ELECTRONIC_CASES: readonly GoldenCase[] = [
  {
    // Consulted Tuesday 03/03: intimação that day; 04–06 (1–3), 09–13 (4–8), 16–20 (9–13), 23 (14), 24 (15).
    title: 'TJSP: intimação eletrônica consultada num dia útil (03/03/2026); 15 dias úteis a partir do dia seguinte',
    court: 'TJSP',
    trigger: 'consulta-eletronica',
    triggerDate: '2026-03-03',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-03-24',
    firstCountedDay: '2026-03-04',
    acts: ['Lei 11.419/2006, art. 5º, §§ 1º e 2º; CPC art. 231, V'],
  },
  {
    // Consulted Saturday 07/03: intimação on Monday 09/03; 10–13 (1–4), 16 (5).
    title: 'TJMG: intimação eletrônica consultada no sábado 07/03/2026 considera-se feita na segunda 09/03',
    court: 'TJMG',
    trigger: 'consulta-eletronica',
    triggerDate: '2026-03-07',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-03-16',
    publicationDay: '2026-03-09',
    firstCountedDay: '2026-03-10',
    acts: ['Lei 11.419/2006, art. 5º, § 2º'],
  },
  {
    // Consulted on Tiradentes (21/04): intimação Wednesday 22/04; 23/04 São Jorge; 24 (1), 27–30 (2–5).
    title: 'TJRJ: consulta em Tiradentes (21/04/2026); intimação em 22/04 e início só em 24/04, depois de São Jorge',
    court: 'TJRJ',
    trigger: 'consulta-eletronica',
    triggerDate: '2026-04-21',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-04-30',
    publicationDay: '2026-04-22',
    firstCountedDay: '2026-04-24',
    acts: ['Lei 11.419/2006, art. 5º, § 2º', 'Lei estadual RJ 5.198/2008'],
  },
  {
    // Consulted Monday 12/01, a day with expediente inside the art. 220 suspension (CPC arts. 216 and 220 § 1º): the
    // intimação is made that day (art. 5º § 1º; § 2º is only for days without expediente) and the prazo runs from
    // 21/01 (1), 22 (2), 23 (3), 26 (4), 27 (5).
    title: 'TJSP: consulta em 12/01/2026, dia com expediente durante a suspensão; intimação nesse dia e prazo a partir de 21/01',
    court: 'TJSP',
    trigger: 'consulta-eletronica',
    triggerDate: '2026-01-12',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-01-27',
    firstCountedDay: '2026-01-21',
    acts: ['CPC art. 220'],
  },
  {
    // Sent Monday 02/03; day 10 is Thursday 12/03 (deemed intimação); 13 (1), 16–20 (2–6), 23–27 (7–11), 30 (12),
    // 31 (13), 01/04 (14), 02–05/04 Holy Thursday (TJSP), Good Friday and weekend, 06/04 (15).
    title: 'TJSP: intimação eletrônica não consultada, enviada em 02/03/2026; ciência tácita em 12/03 e 15 dias úteis até 06/04',
    court: 'TJSP',
    trigger: 'intimacao-tacita',
    triggerDate: '2026-03-02',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-04-06',
    publicationDay: '2026-03-12',
    firstCountedDay: '2026-03-13',
    acts: ['Lei 11.419/2006, art. 5º, § 3º', 'Provimento CSM nº 2.813/2025 (TJSP)'],
  },
  {
    // Sent Wednesday 04/03; the ten calendar days run 05/03 to Saturday 14/03, when the intimação is deemed made
    // (art. 5º § 3º: "na data do término desse prazo"); the prazo runs from Monday 16/03 (1) to Friday 20/03 (5).
    title: 'TJRS: o décimo dia da ciência tácita cai no sábado 14/03/2026; o prazo corre da segunda 16/03',
    court: 'TJRS',
    trigger: 'intimacao-tacita',
    triggerDate: '2026-03-04',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-03-20',
    publicationDay: '2026-03-14',
    firstCountedDay: '2026-03-16',
    acts: ['Lei 11.419/2006, art. 5º, § 3º'],
  },
  {
    // Sent Friday 23/01; ten calendar days 24/01 to Monday 02/02 (Navegantes in Porto Alegre), when the intimação is
    // deemed made; the prazo runs 03 (1), 04 (2), 05 (3), 06 (4), 09/02 (5). Starting the ten days on the first
    // business day after the sending (CNJ, for the Domicílio): 26/01 to 04/02, prazo 05/02 to 11/02.
    title: 'TJRS, Porto Alegre: envio numa sexta (23/01/2026); ciência tácita em Navegantes (02/02) e a leitura do CNJ que vence em 11/02',
    court: 'TJRS',
    comarca: 'Porto Alegre',
    trigger: 'intimacao-tacita',
    triggerDate: '2026-01-23',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-02-09',
    publicationDay: '2026-02-02',
    firstCountedDay: '2026-02-03',
    acts: ['Lei 11.419/2006, art. 5º, § 3º', 'AgRg no AREsp 2.492.606/DF'],
    warns: ['Consulta 0008391-94.2025.2.00.0000', 'publicação em 04/02/2026 e vencimento em 11/02/2026, em vez de 09/02/2026'],
  },
  {
    // Sent Monday 09/02; the 10 calendar days run through Carnival; day 10 is Thursday 19/02 (deemed);
    // 20 (1), 23–27 (2–6), 02–06/03 (7–11), 09–12/03 (12–15).
    title: 'TRF4, Porto Alegre: os 10 dias corridos da ciência tácita atravessam o Carnaval de 2026; intimação em 19/02',
    court: 'TRF4',
    comarca: 'Porto Alegre',
    trigger: 'intimacao-tacita',
    triggerDate: '2026-02-09',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-03-12',
    publicationDay: '2026-02-19',
    acts: ['Lei 11.419/2006, art. 5º, § 3º'],
  },
  {
    // Confirmed Monday 02/03; business days 03, 04, 05, 06, 09. Taking the fifth (09/03) as the prazo's first day:
    // 09–13 (1–5), 16–20 (6–10), 23–27 (11–15). Excluding it as the dia do começo (CPC art. 224): 10/03 to 30/03.
    title: 'TJSP: citação pelo Domicílio confirmada em 02/03/2026; contestação em 27/03 contando o quinto dia útil, ou 30/03 excluindo-o',
    court: 'TJSP',
    trigger: 'citacao-eletronica',
    triggerDate: '2026-03-02',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-03-27',
    firstCountedDay: '2026-03-09',
    acts: ['CPC art. 231, IX'],
    warns: ['vencimento em 30/03/2026, em vez de 27/03/2026'],
  },
  {
    // Confirmed Monday 30/03; business days 31/03, 01/04, 06, 07, 08 (02–03/04 closed). From the fifth, 08/04 (1):
    // 08–10 (1–3), 13–17 (4–8), 20/04 ponto facultativo, 21/04 Tiradentes, 22–24 (9–11), 27–30 (12–15).
    // Excluding 08/04: 09/04 (1) … 30/04 (14), 01/05 Dia do Trabalho, 04/05 (15).
    title: 'TJSP: citação eletrônica confirmada em 30/03/2026; Semana Santa e Tiradentes; 30/04, ou 04/05 excluindo o quinto dia útil',
    court: 'TJSP',
    trigger: 'citacao-eletronica',
    triggerDate: '2026-03-30',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-04-30',
    firstCountedDay: '2026-04-08',
    acts: ['CPC art. 231, IX', 'Provimento CSM nº 2.813/2025 (TJSP)', 'Lei 9.093/1995, art. 2º', 'Lei 662/1949'],
    warns: ['vencimento em 04/05/2026, em vez de 30/04/2026'],
  },
  {
    // Confirmed Tuesday 01/09; business days 02, 03, 04, 09, 10 (07/09 Independência, 08/09 Nossa Senhora da Vitória).
    // 30 days from the fifth: 10–11/09 (1–2), 14–18 (3–7), 21–25 (8–12), 28/09–02/10 (13–17), 05–09/10 (18–22),
    // 12/10 Aparecida, 13–16/10 (23–26), 19–22/10 (27–30). Excluding 10/09: 11/09 (1) … 23/10 (30).
    title: 'TRF2, Vitória: citação eletrônica da Fazenda Pública (prazo em dobro) confirmada em 01/09/2026; contestação até 22/10 ou 23/10',
    court: 'TRF2',
    comarca: 'Vitória',
    trigger: 'citacao-eletronica',
    triggerDate: '2026-09-01',
    days: 15,
    counting: 'uteis',
    doubling: 'art183',
    lastDay: '2026-10-22',
    firstCountedDay: '2026-09-10',
    warns: ['vencimento em 23/10/2026, em vez de 22/10/2026'],
    acts: ['CPC art. 231, IX', 'Lei municipal de Vitória 1.732/1967', 'prazo em dobro: Fazenda Pública (CPC art. 183)', 'Lei 6.802/1980'],
  },
  {
    // Confirmed Tuesday 27/01; business days 28, 29, 30, 03/02, 04/02 (02/02 Navegantes). From the fifth: 04–06 (1–3),
    // 09–13 (4–8), 16–18 (9–11: Carnival and Ash Wednesday not confirmed for TJRS 2026), 19–20 (12–13), 23–24 (14–15).
    title: 'TJRS, Porto Alegre: os cinco dias úteis após a confirmação da citação saltam Navegantes; contestação até 24/02/2026',
    court: 'TJRS',
    comarca: 'Porto Alegre',
    trigger: 'citacao-eletronica',
    triggerDate: '2026-01-27',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-02-24',
    firstCountedDay: '2026-02-04',
    acts: ['CPC art. 231, IX', 'Lei municipal de Porto Alegre 4.453/1978'],
    warns: ['16/02/2026 a 17/02/2026 (Carnaval)', 'vencimento em 25/02/2026, em vez de 24/02/2026'],
  },
  {
    // Available Friday 06/03: published Monday 09/03; 10–13 (1–4), 16–20 (5–9), 23–27 (10–14), 30 (15).
    title: 'TJMG: disponibilização no DJEN na sexta 06/03/2026; publicação na segunda e contagem a partir de terça',
    court: 'TJMG',
    trigger: 'disponibilizacao',
    triggerDate: '2026-03-06',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-03-30',
    publicationDay: '2026-03-09',
    firstCountedDay: '2026-03-10',
    acts: ['CPC art. 224, § 2º', 'Lei 11.419/2006, art. 4º, §§ 3º e 4º'],
  },
  {
    // Available Monday 20/04; 21/04 Tiradentes: published Wednesday 22/04; 23 (1), 24 (2), 27 (3), 28 (4), 29 (5).
    title: 'TJMG: disponibilização na véspera de Tiradentes (20/04/2026); publicação só em 22/04',
    court: 'TJMG',
    trigger: 'disponibilizacao',
    triggerDate: '2026-04-20',
    days: 5,
    counting: 'uteis',
    lastDay: '2026-04-29',
    publicationDay: '2026-04-22',
    firstCountedDay: '2026-04-23',
    acts: ['Lei 662/1949', 'CPC art. 224, § 2º'],
  },
  {
    // Available Wednesday 15/07 during the July holidays; published Thursday 16/07 (expediente); counting from 03/08:
    // 03–07 (1–5), 10/08 ponto facultativo, 11/08 cursos jurídicos, 12–14 (6–8), 17–21 (9–13), 24 (14), 25 (15).
    // Read as published only after the holidays (03/08), it would end on 26/08.
    title: 'STJ: disponibilização durante as férias de julho de 2026; publicação em 16/07, contagem de 03/08 e aviso da leitura mais tardia',
    court: 'STJ',
    trigger: 'disponibilizacao',
    triggerDate: '2026-07-15',
    days: 15,
    counting: 'uteis',
    lastDay: '2026-08-25',
    publicationDay: '2026-07-16',
    firstCountedDay: '2026-08-03',
    acts: ['Portarias STJ/GP nº 941/2025 e 455/2026', 'Lei 5.010/1966, art. 62, IV'],
    warns: ['publicação em 03/08/2026 e vencimento em 26/08/2026, em vez de 25/08/2026'],
  },
  {
    // Available Thursday 17/12; 18/12 TJPR closed (Dia da Justiça moved): published Monday 21/12 (suspension, expediente;
    // the usual recess is not confirmed); 21/01 (1), 22 (2), 25 (3), 26 (4), 27 (5). The later reading ends on 28/01.
    title: 'TJPR: disponibilização em 17/12/2026; o Dia da Justiça transferido para 18/12 adia a publicação, e o prazo corre de 21/01/2027',
    court: 'TJPR',
    trigger: 'disponibilizacao',
    triggerDate: '2026-12-17',
    days: 5,
    counting: 'uteis',
    lastDay: '2027-01-27',
    publicationDay: '2026-12-21',
    firstCountedDay: '2027-01-21',
    acts: ['Decreto Judiciário nº 621/2025 (TJPR)', 'CPC art. 220'],
    warns: ['publicação em 21/01/2027 e vencimento em 28/01/2027, em vez de 27/01/2027', '(Recesso forense'],
  },
];
