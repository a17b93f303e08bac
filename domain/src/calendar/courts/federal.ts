/** Federal courts (Justiça Federal): Lei 5.010/1966 art. 62 days come from the segment; here their own acts. */
import type { CourtDef } from './build';
import { expectedYears, FEDERAL_USUAL, spDataMagna } from './usual';

export const TRF1: CourtDef = {
  id: 'TRF1',
  name: 'Tribunal Regional Federal da 1ª Região',
  segment: 'federal',
  cnj: '4.01',
  localUnit: 'seção judiciária',
  confirmedYears: {},
  entries: expectedYears('TRF1', FEDERAL_USUAL),
  comarcas: [{ name: 'Brasília', municipalDaysKnown: false }],
};

export const TRF3: CourtDef = {
  id: 'TRF3',
  name: 'Tribunal Regional Federal da 3ª Região',
  segment: 'federal',
  cnj: '4.03',
  localUnit: 'seção judiciária',
  confirmedYears: {},
  entries: [
    ...expectedYears('TRF3', FEDERAL_USUAL),
    // TRF3 also covers Mato Grosso do Sul: São Paulo's data magna only where the office's seções are.
    ...['São Paulo', 'Campinas', 'Santos'].flatMap((comarca) => spDataMagna({ level: 'comarca', tribunal: 'TRF3', comarca })),
  ],
  comarcas: [
    { name: 'São Paulo', municipalDaysKnown: false },
    { name: 'Campinas', municipalDaysKnown: false },
    { name: 'Santos', municipalDaysKnown: false },
  ],
};
