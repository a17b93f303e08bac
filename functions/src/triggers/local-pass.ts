import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { periodicPass } from '../notifications/periodic-pass';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import { LOCAL_PASS_ROUTE } from './local-pass-route';
import { resumeImports } from '../callables/imports/job/steps';
import { resumeFileImports } from '../callables/fileImports/job/steps';
import { exportsPass } from '../entities/exports/export-pass';

/**
 * `npm start`'s notifier pass, run by a worker of the API function that is already running (the emulators
 * keep two, with the functions' code loaded and the store open), so the pass costs no process of its own: a
 * separate process loading firebase-admin and the functions took about 200 MB each minute, and a function of
 * its own would keep a worker of about 140 MB. The same code as `notifierEvery5Minutes`, on the real clock.
 * Only in the emulators: anywhere else the function is returned as it is, and the path is an unknown operation.
 */
export function withLocalPass<F extends (req: Request, res: Response) => unknown>(fn: F): F {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return fn;
  const routed = (req: Request, res: Response) => {
    if (req.method !== 'POST' || !req.path.endsWith(LOCAL_PASS_ROUTE)) return fn(req, res);
    return periodicPassAnswer(res);
  };
  return Object.defineProperties(routed, Object.getOwnPropertyDescriptors(fn)) as unknown as F;
}

async function periodicPassAnswer(res: Response): Promise<void> {
  try {
    const typed = typedStores(await stores());
    const pass = await periodicPass(typed.documents);
    // Unfinished imports (a closed page, a restart) go on for a part of the minute between passes.
    const imports = await resumeImports(typed, Date.now() + 40_000);
    const fileImports = await resumeFileImports(typed, Date.now() + 10_000);
    res.json({ ...pass, imports, fileImports, exports: await exportsPass(typed, Date.now() + 120_000) });
  } catch (error) {
    res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
  }
}
