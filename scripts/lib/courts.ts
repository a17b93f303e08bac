/**
 * The courts' APIs for a local run. DataJud and the DJEN cannot be reached from a machine without their
 * network (the DJEN answers only Brazilian addresses), so tests always use the local stand-in, and
 * `OFFICE_COURTS=standin npm start` does too. The functions read the base URLs from DATAJUD_URL and DJEN_URL;
 * without them they call the real APIs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '@office/domain/config';
import { startCourtStandin, type CourtStandin } from '../../tests/support/court-standin/server';
import { SEED_DIR } from './paths';

/** CNJ numbers of the seeded lawsuits: the stand-in names them in some intimações, as a real diário would. */
function seededNumbers(): string[] {
  try {
    const data = JSON.parse(readFileSync(join(SEED_DIR, 'seed', 'office.json'), 'utf8')) as { lawsuits: Record<string, { cnjDigits: string | null }> };
    return Object.values(data.lawsuits)
      .map((l) => l.cnjDigits)
      .filter((d): d is string => Boolean(d));
  } catch {
    return [];
  }
}

/** Starts the stand-in and points the functions (through the emulators' environment) at it. */
export async function useCourtStandin(options: { djenLimit?: number } = {}): Promise<CourtStandin> {
  const standin = await startCourtStandin({ port: EMULATOR_PORTS.courts, officeNumbers: seededNumbers(), ...options });
  process.env.DATAJUD_URL = standin.datajudUrl;
  process.env.DJEN_URL = standin.djenUrl;
  return standin;
}
