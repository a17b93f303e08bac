/**
 * The superior courts in Brasília: Lei 5.010/1966 art. 62 days come from the segment; the rest from their own
 * acts. No state's holidays: they keep the federal calendar, not the Distrito Federal's laws.
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
    // Collective holidays of the ministers (RISTJ art. 81): prazos suspended in January and July.
    ...rows(stj, 'confirmado', 'RISTJ, arts. 81 e 106', undefined, [
      ['2025-01-02', '2025-01-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2025-07-02', '2025-07-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2025-12-20', '2025-12-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
    ]),
    ...rows(stj, 'confirmado', STJ_2026, undefined, [
      ['2026-01-01', '2026-01-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2026-02-18', null, 'Quarta-feira de Cinzas (expediente a partir das 14h)', 'expediente-parcial'],
      ['2026-04-20', null, 'Ponto facultativo'],
      ['2026-06-04', null, 'Corpus Christi'],
      ['2026-06-05', null, 'Ponto facultativo'],
      ['2026-07-02', '2026-07-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2026-08-10', null, 'Ponto facultativo'],
      ['2026-10-30', null, 'Ponto facultativo (Dia do Servidor Público)'],
      ['2026-12-07', null, 'Ponto facultativo'],
      ['2026-12-20', '2026-12-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
    ]),
    ...rows(stj, 'previsto', 'RISTJ, art. 81 (férias coletivas; portaria de 2027 não cadastrada)', undefined, [
      ['2027-01-01', '2027-01-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2027-07-02', '2027-07-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
      ['2027-12-20', '2027-12-31', 'Férias forenses (suspensão de prazos)', 'suspensao'],
    ]),
  ],
});

export const SUPERIOR_COURTS: readonly CourtDef[] = [
  defineCourt({ id: 'STF', name: 'Supremo Tribunal Federal', segment: 'superior', cnj: '1.00', localUnit: 'sede', states: [], usual: FEDERAL_USUAL }),
  STJ,
  defineCourt({ id: 'TST', name: 'Tribunal Superior do Trabalho', segment: 'superior', cnj: '5.00', localUnit: 'sede', states: [], usual: FEDERAL_USUAL }),
];
