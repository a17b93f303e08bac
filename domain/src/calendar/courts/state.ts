/**
 * The 27 state courts (Justiça Estadual; the TJDFT is the Distrito Federal's). The law gives them only the
 * national days; Carnival, Holy Thursday, Corpus Christi, the Dia da Justiça and the recess come from each
 * court's yearly act (acts.ts when read, else `previsto`). CNJ codes: Resolução CNJ 65/2008, J = 8.
 */
import { UFS, type Uf } from '../places/types';
import { rows, type CourtDef } from './build';
import { defineCourt } from './define';
import { STATE_USUAL } from './usual';

const TJSP_2026 = 'Provimento CSM nº 2.813/2025 (TJSP)';
const tjsp = { level: 'tribunal', tribunal: 'TJSP' } as const;

/** TJSP's 2026 calendar, read from its act. */
const TJSP_ACTS = [
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
];

/** Each state's court: its id and name. Its CNJ code is J = 8 and TR = the state's place in UFS. */
const TJS: Readonly<Record<Uf, readonly [string, string]>> = {
  AC: ['TJAC', 'Tribunal de Justiça do Acre'],
  AL: ['TJAL', 'Tribunal de Justiça de Alagoas'],
  AP: ['TJAP', 'Tribunal de Justiça do Amapá'],
  AM: ['TJAM', 'Tribunal de Justiça do Amazonas'],
  BA: ['TJBA', 'Tribunal de Justiça da Bahia'],
  CE: ['TJCE', 'Tribunal de Justiça do Ceará'],
  DF: ['TJDFT', 'Tribunal de Justiça do Distrito Federal e dos Territórios'],
  ES: ['TJES', 'Tribunal de Justiça do Espírito Santo'],
  GO: ['TJGO', 'Tribunal de Justiça de Goiás'],
  MA: ['TJMA', 'Tribunal de Justiça do Maranhão'],
  MT: ['TJMT', 'Tribunal de Justiça de Mato Grosso'],
  MS: ['TJMS', 'Tribunal de Justiça de Mato Grosso do Sul'],
  MG: ['TJMG', 'Tribunal de Justiça de Minas Gerais'],
  PA: ['TJPA', 'Tribunal de Justiça do Pará'],
  PB: ['TJPB', 'Tribunal de Justiça da Paraíba'],
  PR: ['TJPR', 'Tribunal de Justiça do Paraná'],
  PE: ['TJPE', 'Tribunal de Justiça de Pernambuco'],
  PI: ['TJPI', 'Tribunal de Justiça do Piauí'],
  RJ: ['TJRJ', 'Tribunal de Justiça do Rio de Janeiro'],
  RN: ['TJRN', 'Tribunal de Justiça do Rio Grande do Norte'],
  RS: ['TJRS', 'Tribunal de Justiça do Rio Grande do Sul'],
  RO: ['TJRO', 'Tribunal de Justiça de Rondônia'],
  RR: ['TJRR', 'Tribunal de Justiça de Roraima'],
  SC: ['TJSC', 'Tribunal de Justiça de Santa Catarina'],
  SE: ['TJSE', 'Tribunal de Justiça de Sergipe'],
  SP: ['TJSP', 'Tribunal de Justiça de São Paulo'],
  TO: ['TJTO', 'Tribunal de Justiça do Tocantins'],
};

export const STATE_COURTS: readonly CourtDef[] = UFS.map((uf, i) => {
  const [id, name] = TJS[uf];
  return defineCourt({
    id,
    name,
    segment: 'estadual',
    cnj: `8.${String(i + 1).padStart(2, '0')}`,
    localUnit: uf === 'DF' ? 'circunscrição judiciária' : 'comarca',
    states: [uf],
    usual: STATE_USUAL,
    ...(id === 'TJSP'
      ? {
          confirmedYears: { 2026: { act: TJSP_2026 } },
          entries: TJSP_ACTS,
          otherComarcas: [
            { name: 'Campinas', uf: 'SP' },
            { name: 'Santos', uf: 'SP' },
          ],
        }
      : {}),
  });
});
