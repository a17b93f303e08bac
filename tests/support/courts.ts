/** Helpers for the suites that exercise the court integrations through the stand-in (scripts/lib/courts.ts starts it). */
import { cnjCheckDigits, EMULATOR_PORTS } from '@office/domain';
import type { StandinRequest } from './court-standin/server';

const STANDIN = `http://127.0.0.1:${EMULATOR_PORTS.courts}`;

/** Every request the stand-in answered so far (it runs in the test launcher's process). */
export async function standinRequests(): Promise<StandinRequest[]> {
  const res = await fetch(`${STANDIN}/__standin/requests`);
  return (await res.json()) as StandinRequest[];
}

let counter = Math.floor(Math.random() * 1_000_000);

/**
 * A fresh valid TJSP number (20 digits) whose sequence starts with `prefix` (the stand-in's scenario) and
 * is unique to this run: the store keeps lawsuits of earlier files, and a CNJ number is unique in the office.
 */
export function standinTjsp(prefix: string): string {
  counter++;
  // The digits after the prefix and the year vary per call: a random start makes two files' numbers differ too.
  const year = String(2015 + (counter % 10));
  const sequence = `${prefix}${String(Math.floor(counter / 10))
    .padStart(6, '0')
    .slice(-(7 - prefix.length))}`;
  return `${sequence}${cnjCheckDigits(sequence, year, '8', '26', '0100')}${year}8260100`;
}
