/**
 * The courts' APIs for a local run. DataJud and the DJEN cannot be reached from a machine without their
 * network (the DJEN answers only Brazilian addresses), so tests always use the local stand-in, and
 * `OFFICE_COURTS=standin npm start` does too. The functions read the base URLs from DATAJUD_URL and DJEN_URL;
 * without them they call the real APIs.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '@office/domain/config';
import { apiUrls, startCourtStandin, type CourtStandin } from '../../tests/support/court-standin/server';
import { ROOT, SEED_DIR } from './paths';

/** CNJ numbers of the seeded lawsuits: the stand-in names them in some intimações, as a real diário would. */
export function seededNumbers(): string[] {
  try {
    const data = JSON.parse(readFileSync(join(SEED_DIR, 'seed', 'office.json'), 'utf8')) as { lawsuits: Record<string, { cnjDigits: string | null }> };
    return Object.values(data.lawsuits)
      .map((l) => l.cnjDigits)
      .filter((d): d is string => Boolean(d));
  } catch {
    return [];
  }
}

/** The functions read these (through the emulators' environment); the stand-in serves both APIs under one origin. */
function pointFunctionsAt(standinUrl: string): void {
  const { datajudUrl, djenUrl } = apiUrls(standinUrl);
  process.env.DATAJUD_URL = datajudUrl;
  process.env.DJEN_URL = djenUrl;
}

/** Starts the stand-in and points the functions (through the emulators' environment) at it. */
export async function useCourtStandin(options: { djenLimit?: number } = {}): Promise<CourtStandin> {
  const standin = await startCourtStandin({ port: EMULATOR_PORTS.courts, officeNumbers: seededNumbers(), ...options });
  pointFunctionsAt(standin.url);
  return standin;
}

/**
 * The same, as a child process: for a parent that blocks on its own children (`npm test` runs each suite with
 * spawnSync, and a server in its event loop would answer nothing meanwhile).
 */
export async function spawnCourtStandin(options: { djenLimit?: number } = {}): Promise<{ close(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'lib', 'court-standin-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, STANDIN_PORT: String(EMULATOR_PORTS.courts), ...(options.djenLimit ? { STANDIN_DJEN_LIMIT: String(options.djenLimit) } : {}) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /listening (\S+)/.exec(out);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the court stand-in exited (${code}) before listening`)));
  });
  pointFunctionsAt(url);
  return { close: () => child.kill('SIGTERM') };
}
