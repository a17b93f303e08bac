/**
 * The courts whose calendars are in the data: those of the seeded office's lawsuits (TJSP, TJRJ, TJMG, TRT2,
 * TRT15, TRF1, TRF3) and the STJ. Each entry names its act; a year is `confirmed` only when the court's own act
 * for it was read.
 */
import type { CourtDef } from './courts/build';
import { TRF1, TRF3 } from './courts/federal';
import { TRT15, TRT2 } from './courts/labour';
import { TJMG, TJRJ, TJSP } from './courts/state';
import { STJ } from './courts/superior';

export type { ComarcaDef, CourtDef } from './courts/build';
export const COURTS: readonly CourtDef[] = [TJSP, TJRJ, TJMG, TRT2, TRT15, TRF1, TRF3, STJ];

/** The court of a CNJ "J.TR" code, when its calendar is in the data. */
export function courtOfCnj(code: string | null): CourtDef | undefined {
  return code ? COURTS.find((c) => c.cnj === code) : undefined;
}
