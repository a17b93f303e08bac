/** Every worked case, by segment; the unit tests run them all (golden.test.ts). */
import { CIVEL_CASES } from './civel';
import { COURT_ACT_CASES } from './court-acts';
import { ELECTRONIC_CASES } from './electronic';
import { FEDERAL_CASES } from './federal';
import { LABOUR_CASES } from './labour';
import { CRIMINAL_AND_JUIZADO_CASES } from './criminal-juizado';
import { RECURRING_CASES } from './recurring';
import type { GoldenCase } from './types';

export type { GoldenCase } from './types';
export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...CIVEL_CASES,
  ...FEDERAL_CASES,
  ...LABOUR_CASES,
  ...CRIMINAL_AND_JUIZADO_CASES,
  ...ELECTRONIC_CASES,
  ...RECURRING_CASES,
  ...COURT_ACT_CASES,
];
