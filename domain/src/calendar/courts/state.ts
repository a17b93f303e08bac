/** State courts (Justiça Estadual) the office works with. */
import type { CourtDef } from './build';
import { rows } from './build';
import { everyYear, expectedYears, spDataMagna, STATE_USUAL } from './usual';

const TJSP_2026 = 'Provimento CSM nº 2.813/2025 (TJSP)';
const tjsp = { level: 'tribunal', tribunal: 'TJSP' } as const;

export const TJSP: CourtDef = {
  id: 'TJSP',
  name: 'Tribunal de Justiça de São Paulo',
  segment: 'estadual',
  cnj: '8.26',
  localUnit: 'comarca',
  confirmedYears: { 2026: { act: TJSP_2026 } },
  entries: [
    ...expectedYears('TJSP', STATE_USUAL, [2025, 2027]),
    ...spDataMagna(tjsp),
    ...rows(tjsp, 'confirmado', TJSP_2026, undefined, [
      ['2026-01-01', '2026-01-06', 'Recesso forense (20/12 a 06/01)'],
      ['2026-02-16', '2026-02-17', 'Carnaval'],
      ['2026-02-18', null, 'Quarta-feira de Cinzas (expediente três horas mais tarde)', 'expediente-parcial'],
      ['2026-04-02', null, 'Quinta-feira Santa'],
      ['2026-04-20', null, 'Ponto facultativo (véspera de Tiradentes)'],
      ['2026-06-04', null, 'Corpus Christi'],
      ['2026-06-05', null, 'Ponto facultativo (após Corpus Christi)'],
      ['2026-07-10', null, 'Ponto facultativo (após 9 de julho)'],
      ['2026-12-07', null, 'Ponto facultativo (véspera do Dia da Justiça)'],
      ['2026-12-08', null, 'Dia da Justiça'],
      ['2026-12-20', '2026-12-31', 'Recesso forense (20/12 a 06/01)'],
    ]),
    ...rows(tjsp, 'confirmado', 'Provimento CSM nº 2.845/2026 (TJSP), que transferiu o Dia do Servidor Público de 28/10 para 30/10', undefined, [
      ['2026-10-30', null, 'Dia do Servidor Público (transferido de 28/10)'],
    ]),
    ...rows(
      { level: 'comarca', tribunal: 'TJSP', comarca: 'São Paulo' },
      'previsto',
      'Lei municipal de São Paulo 14.485/2007 (aniversário da cidade)',
      undefined,
      everyYear(1, 25, 'Aniversário da cidade de São Paulo'),
    ),
  ],
  comarcas: [
    { name: 'São Paulo', municipalDaysKnown: false },
    { name: 'Campinas', municipalDaysKnown: false },
    { name: 'Santos', municipalDaysKnown: false },
  ],
};

const RJ_SAO_JORGE = 'Lei estadual RJ 5.198/2008';
export const TJRJ: CourtDef = {
  id: 'TJRJ',
  name: 'Tribunal de Justiça do Rio de Janeiro',
  segment: 'estadual',
  cnj: '8.19',
  localUnit: 'comarca',
  confirmedYears: {},
  entries: [
    ...expectedYears('TJRJ', STATE_USUAL),
    ...rows({ level: 'tribunal', tribunal: 'TJRJ' }, 'confirmado', RJ_SAO_JORGE, undefined, everyYear(4, 23, 'Dia de São Jorge')),
  ],
  comarcas: [{ name: 'Rio de Janeiro', municipalDaysKnown: false }],
};

export const TJMG: CourtDef = {
  id: 'TJMG',
  name: 'Tribunal de Justiça de Minas Gerais',
  segment: 'estadual',
  cnj: '8.13',
  localUnit: 'comarca',
  confirmedYears: {},
  entries: expectedYears('TJMG', STATE_USUAL),
  comarcas: [{ name: 'Belo Horizonte', municipalDaysKnown: false }],
};
