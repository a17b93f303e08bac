/**
 * `npm start`'s notifier pass through the API function (local-pass.ts): in the emulators the function's own
 * process runs the periodic pass on its store; anywhere else the function is untouched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@office/domain';
import { hostOnExpress, type Host } from '../http/express-host.test-support';
import { stores } from '../store/open-stores';
import { withLocalPass } from './local-pass';
import { LOCAL_PASS_ROUTE } from './local-pass-route';

const dataDir = mkdtempSync(join(tmpdir(), 'office-local-pass-'));
/** The wrapped function: says it was reached. */
const inner = (_req: Request, res: Response) => void res.status(299).json({ reached: 'api' });

let host: Host;
beforeAll(async () => {
  vi.stubEnv('OFFICE_STORE', 'embedded');
  vi.stubEnv('OFFICE_DATA_DIR', dataDir);
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  const routed = withLocalPass(inner);
  host = await hostOnExpress((req, res) => routed(req as never, res));
});
afterAll(async () => {
  await host.close();
  await (await stores()).documents.close();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the notifier pass through the API function', () => {
  it('is the function itself outside the emulators', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    try {
      expect(withLocalPass(inner)).toBe(inner);
    } finally {
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    }
  });

  it('runs the periodic pass on the function’s store and answers what it did', async () => {
    // Directly at the function, and through Hosting's rewrite of /api/**.
    for (const path of [LOCAL_PASS_ROUTE, `/api${LOCAL_PASS_ROUTE}`]) {
      const res = await fetch(`${host.origin}${path}`, { method: 'POST' });
      expect(res.status, path).toBe(200);
      const pass = (await res.json()) as { stored: number; mail: { sent: number }; sweptCounters: number; runId: string };
      expect(pass).toMatchObject({ stored: 0, mail: { sent: 0 }, sweptCounters: 0 });
      expect(typeof pass.runId).toBe('string');
    }
    // The notifier's bookkeeping was written by the pass, in this process's store.
    expect(await (await stores()).documents.get(COLLECTIONS.notifierState, 'passes')).not.toBeNull();
  });

  it('leaves every other request to the function: other paths, and the route by another method', async () => {
    for (const [path, method] of [
      ['/api/session-me', 'POST'],
      [LOCAL_PASS_ROUTE, 'GET'],
    ] as const) {
      const res = await fetch(`${host.origin}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(299);
      expect(await res.json()).toEqual({ reached: 'api' });
    }
  });
});
