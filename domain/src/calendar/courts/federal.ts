/**
 * The six federal regional courts (Justiça Federal, CNJ J = 4). Lei 5.010/1966 art. 62 days come from the
 * segment (national.ts); state and capital days from the states each region covers; the rest from their acts.
 */
import type { Uf } from '../places/types';
import type { CourtDef } from './build';
import { defineCourt } from './define';
import { FEDERAL_USUAL } from './usual';

/** [id, ordinal, states of the region (Lei 14.226/2021 created the 6th out of the 1st's Minas Gerais)] */
const TRFS: readonly (readonly [string, number, readonly Uf[]])[] = [
  ['TRF1', 1, ['DF', 'AC', 'AM', 'AP', 'BA', 'GO', 'MA', 'MT', 'PA', 'PI', 'RO', 'RR', 'TO']],
  ['TRF2', 2, ['RJ', 'ES']],
  ['TRF3', 3, ['SP', 'MS']],
  ['TRF4', 4, ['RS', 'PR', 'SC']],
  ['TRF5', 5, ['PE', 'AL', 'CE', 'PB', 'RN', 'SE']],
  ['TRF6', 6, ['MG']],
];

export const FEDERAL_COURTS: readonly CourtDef[] = TRFS.map(([id, n, states]) =>
  defineCourt({
    id,
    name: `Tribunal Regional Federal da ${n}ª Região`,
    segment: 'federal',
    cnj: `4.0${n}`,
    localUnit: 'seção judiciária',
    states,
    usual: FEDERAL_USUAL,
    ...(id === 'TRF3'
      ? {
          otherComarcas: [
            { name: 'Campinas', uf: 'SP' },
            { name: 'Santos', uf: 'SP' },
          ],
        }
      : {}),
  }),
);
