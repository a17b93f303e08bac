/** Labour courts (Justiça do Trabalho): Lei 5.010/1966 art. 62 days come from the segment; here their own acts. */
import type { CourtDef } from './build';
import { rows } from './build';
import { expectedYears, FEDERAL_USUAL, spDataMagna } from './usual';

export const TRT2: CourtDef = {
  id: 'TRT2',
  name: 'Tribunal Regional do Trabalho da 2ª Região (São Paulo)',
  segment: 'trabalho',
  cnj: '5.02',
  localUnit: 'município',
  confirmedYears: {},
  entries: [
    ...expectedYears('TRT2', FEDERAL_USUAL),
    ...spDataMagna({ level: 'tribunal', tribunal: 'TRT2' }),
    // The 2026 suspension ran to 23/01, three days past the CLT's 20/01.
    ...rows({ level: 'tribunal', tribunal: 'TRT2' }, 'confirmado', 'Portaria GP/CR nº 15/2025 (TRT2)', undefined, [
      ['2026-01-21', '2026-01-23', 'Suspensão de prazos prorrogada até 23/01', 'suspensao'],
    ]),
  ],
  comarcas: [{ name: 'São Paulo', municipalDaysKnown: false }],
};

export const TRT15: CourtDef = {
  id: 'TRT15',
  name: 'Tribunal Regional do Trabalho da 15ª Região (Campinas)',
  segment: 'trabalho',
  cnj: '5.15',
  localUnit: 'município',
  confirmedYears: {},
  entries: [...expectedYears('TRT15', FEDERAL_USUAL), ...spDataMagna({ level: 'tribunal', tribunal: 'TRT15' })],
  comarcas: [{ name: 'Campinas', municipalDaysKnown: false }],
};
