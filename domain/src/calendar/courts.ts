/**
 * Every court whose calendar is in the data: the 27 Tribunais de Justiça, the 6 TRFs, the 24 TRTs and the STF,
 * STJ and TST. Each entry names its act; a year is `confirmed` only when the court's own act for it was read.
 */
import type { CourtDef } from './courts/build';
import { FEDERAL_COURTS } from './courts/federal';
import { LABOUR_COURTS } from './courts/labour';
import { STATE_COURTS } from './courts/state';
import { SUPERIOR_COURTS } from './courts/superior';

export type { ComarcaDef, CourtDef } from './courts/build';
export const COURTS: readonly CourtDef[] = [...SUPERIOR_COURTS, ...STATE_COURTS, ...FEDERAL_COURTS, ...LABOUR_COURTS];

const BY_ID = new Map(COURTS.map((c) => [c.id, c]));
const BY_CNJ = new Map(COURTS.map((c) => [c.cnj, c]));

export function findCourt(tribunal: string): CourtDef | undefined {
  return BY_ID.get(tribunal);
}

/** The court of a CNJ "J.TR" code, when its calendar is in the data. */
export function courtOfCnj(code: string | null): CourtDef | undefined {
  return code ? BY_CNJ.get(code) : undefined;
}

/**
 * A court of the Justiça do Trabalho: a TRT or the TST, whose segment in the picker is the superior courts'
 * (CNJ Res. 65/2008: "J" 5 in the number is the Justiça do Trabalho, the TST's code is 5.00).
 */
export function isLabourCourt(court: Pick<CourtDef, 'cnj'>): boolean {
  return court.cnj.startsWith('5.');
}

/** The branches as the court picker groups them. */
export const SEGMENT_LABELS: Record<CourtDef['segment'], string> = {
  superior: 'Tribunais superiores',
  estadual: 'Justiça Estadual',
  federal: 'Justiça Federal',
  trabalho: 'Justiça do Trabalho',
};
