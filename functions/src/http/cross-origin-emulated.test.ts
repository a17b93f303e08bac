/**
 * The same API function as in cross-origin.test.ts, under the Functions emulator's settings: it turns the debug
 * feature "enableCors" on for every function, which makes the platform's CORS reflect any origin whatever the
 * function's `cors` option says. The protocol guard still names only the app's origins.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostOnExpress, type Host } from './express-host.test-support';

// Read by firebase-functions once, as it loads: set before any import (vi.hoisted runs first).
vi.hoisted(() => {
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true });
});
const { apiFunction } = await import('../api');

const APP = 'http://127.0.0.1:5000';
let host: Host;
let base: string;

beforeAll(async () => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('APP_ORIGIN', APP);
  const api = apiFunction({} as Parameters<typeof apiFunction>[0]);
  host = await hostOnExpress((req, res) => api(req as never, res));
  base = `${host.origin}/api/publicPages-faq`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  delete process.env.FIREBASE_DEBUG_MODE;
  delete process.env.FIREBASE_DEBUG_FEATURES;
  await host.close();
});

const preflight = (origin: string) => fetch(base, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
const post = (origin: string) => fetch(base, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{"data":{}}' });
const allowed = (response: Response) => response.headers.get('access-control-allow-origin');

describe('the API function’s CORS in the Functions emulator', () => {
  it('names the Hosting emulator, under either loopback name, and no other origin', async () => {
    for (const origin of [APP, 'http://localhost:5000']) {
      expect(allowed(await preflight(origin)), origin).toBe(origin);
      expect(allowed(await post(origin)), origin).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173']) {
      expect(allowed(await preflight(origin)), origin).toBeNull();
      expect(allowed(await post(origin)), origin).toBeNull();
    }
  });
});
