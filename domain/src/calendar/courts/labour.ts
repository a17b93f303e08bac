/**
 * The 24 regional labour courts (Justiça do Trabalho, CNJ J = 5). Lei 5.010/1966 art. 62 days and the CLT
 * art. 775-A suspension come from the segment; state and capital days from their states; the rest from acts.
 */
import type { Uf } from '../places/types';
import { rows, type CourtDef } from './build';
import { defineCourt } from './define';
import { FEDERAL_USUAL } from './usual';

/** [region, where it sits (for its name), states (Lei 7.520/1986 split São Paulo: the 15th has the interior)] */
const TRTS: readonly (readonly [number, string, readonly Uf[]])[] = [
  [1, 'Rio de Janeiro', ['RJ']],
  [2, 'São Paulo', ['SP']],
  [3, 'Minas Gerais', ['MG']],
  [4, 'Rio Grande do Sul', ['RS']],
  [5, 'Bahia', ['BA']],
  [6, 'Pernambuco', ['PE']],
  [7, 'Ceará', ['CE']],
  [8, 'Pará e Amapá', ['PA', 'AP']],
  [9, 'Paraná', ['PR']],
  [10, 'Distrito Federal e Tocantins', ['DF', 'TO']],
  [11, 'Amazonas e Roraima', ['AM', 'RR']],
  [12, 'Santa Catarina', ['SC']],
  [13, 'Paraíba', ['PB']],
  [14, 'Rondônia e Acre', ['RO', 'AC']],
  [15, 'Campinas', ['SP']],
  [16, 'Maranhão', ['MA']],
  [17, 'Espírito Santo', ['ES']],
  [18, 'Goiás', ['GO']],
  [19, 'Alagoas', ['AL']],
  [20, 'Sergipe', ['SE']],
  [21, 'Rio Grande do Norte', ['RN']],
  [22, 'Piauí', ['PI']],
  [23, 'Mato Grosso', ['MT']],
  [24, 'Mato Grosso do Sul', ['MS']],
];

const TRT2_2026 = [
  // The 2026 suspension ran to 23/01, three days past the CLT's 20/01.
  ...rows({ level: 'tribunal', tribunal: 'TRT2' }, 'confirmado', 'Portaria GP/CR nº 15/2025 (TRT2)', undefined, [
    ['2026-01-21', '2026-01-23', 'Suspensão de prazos prorrogada até 23/01', 'suspensao'],
  ]),
];

export const LABOUR_COURTS: readonly CourtDef[] = TRTS.map(([n, seat, states]) =>
  defineCourt({
    id: `TRT${n}`,
    name: `Tribunal Regional do Trabalho da ${n}ª Região (${seat})`,
    segment: 'trabalho',
    cnj: `5.${String(n).padStart(2, '0')}`,
    localUnit: 'município',
    states,
    usual: FEDERAL_USUAL,
    ...(n === 2 ? { entries: TRT2_2026, otherComarcas: [{ name: 'Santos', uf: 'SP' }] } : {}),
    ...(n === 15 ? { withoutCapitals: true, otherComarcas: [{ name: 'Campinas', uf: 'SP' }] } : {}),
  }),
);
