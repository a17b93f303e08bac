/**
 * The superior courts in Brasília: Lei 5.010/1966 art. 62 days come from the segment, the ministers' collective
 * holidays from the LOMAN and their regimentos (recurring.ts, every year); the rest from their own acts. No state's
 * holidays: they keep the federal calendar, not the Distrito Federal's laws.
 */
import type { CourtDef } from './build';
import { rows } from './build';
import { defineCourt } from './define';
import { FEDERAL_USUAL } from './usual';

const stj = { level: 'tribunal', tribunal: 'STJ' } as const;
const STJ_2026 = 'Portarias STJ/GP nº 941/2025 e 455/2026';

const STJ: CourtDef = defineCourt({
  id: 'STJ',
  name: 'Superior Tribunal de Justiça',
  segment: 'superior',
  cnj: '3.00',
  localUnit: 'sede',
  states: [],
  usual: FEDERAL_USUAL,
  confirmedYears: { 2026: { act: STJ_2026 } },
  entries: [
    // The collective holidays (2–31/01 and 2–31/07) and the 20/12–06/01 recess are rules for every year
    // (recurring.ts; Lei 5.010/1966 art. 62 in national.ts): the portarias repeat them.
    ...rows(stj, 'confirmado', STJ_2026, undefined, [
      ['2026-02-18', null, 'Quarta-feira de Cinzas (expediente a partir das 14h)', 'expediente-parcial'],
      ['2026-04-20', null, 'Ponto facultativo'],
      ['2026-06-04', null, 'Corpus Christi'],
      ['2026-06-05', null, 'Ponto facultativo'],
      ['2026-08-10', null, 'Ponto facultativo'],
      ['2026-10-30', null, 'Ponto facultativo (Dia do Servidor Público)'],
      ['2026-12-07', null, 'Ponto facultativo'],
    ]),
  ],
});

export const SUPERIOR_COURTS: readonly CourtDef[] = [
  defineCourt({ id: 'STF', name: 'Supremo Tribunal Federal', segment: 'superior', cnj: '1.00', localUnit: 'sede', states: [], usual: FEDERAL_USUAL }),
  STJ,
  defineCourt({ id: 'TST', name: 'Tribunal Superior do Trabalho', segment: 'superior', cnj: '5.00', localUnit: 'sede', states: [], usual: FEDERAL_USUAL }),
];
