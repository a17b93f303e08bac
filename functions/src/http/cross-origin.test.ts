/**
 * Which pages may read the API's answers from another origin: the API function itself (the platform's callable
 * handler and its CORS, behind the protocol guard) on a real Express host, as in host-errors.test.ts. The HTTP
 * suite checks the same against the emulators (tests/callables/cross-origin.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostOnExpress, type Host } from './express-host.test-support';
import { apiFunction } from '../api';
import { PREFLIGHT_MAX_AGE_SECONDS } from './protocol-guard';

const APP = 'https://www.escritorio.example';
const EVIL = 'https://evil.example';
let host: Host;
let base: string;

beforeAll(async () => {
  vi.stubEnv('APP_ORIGIN', `${APP}/`);
  vi.stubEnv('GCLOUD_PROJECT', 'escritorio-prod');
  // No operation at all: every call is refused by the function (404), which is enough to read its CORS headers.
  const api = apiFunction({} as Parameters<typeof apiFunction>[0]);
  host = await hostOnExpress((req, res) => api(req as never, res));
  base = `${host.origin}/api/clients-list`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await host.close();
});

const preflight = (origin: string) =>
  fetch(base, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
const post = (origin: string, body = '{"data":{}}') => fetch(base, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body });

describe('the API function’s CORS', () => {
  it('answers a preflight from the app’s origin and from Hosting’s default domains, naming that origin', async () => {
    for (const origin of [APP, 'https://escritorio-prod.web.app', 'https://escritorio-prod.firebaseapp.com']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(response.headers.get('access-control-allow-methods'), origin).toContain('POST');
      // Kept by the browser for two hours: the SPA's local build calls every operation across origins.
      expect(response.headers.get('access-control-max-age'), origin).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    }
  });

  it('gives any other origin no Access-Control-Allow-Origin, on a preflight, a call or a refused request', async () => {
    for (const origin of [EVIL, `${APP}.evil.example`, 'http://www.escritorio.example', 'https://escritorio-prod--preview-1a2b.web.app']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      const call = await post(origin);
      expect(call.status, origin).toBe(404);
      expect(call.headers.get('access-control-allow-origin'), origin).toBeNull();
      const refused = await post(origin, '{"data":{},"mais":1}');
      expect(refused.status, origin).toBe(400);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('lets the app read a call’s answer and a refusal', async () => {
    expect((await post(APP)).headers.get('access-control-allow-origin')).toBe(APP);
    const refused = await post(APP, '{"data":{},"mais":1}');
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([400, APP]);
  });
});
