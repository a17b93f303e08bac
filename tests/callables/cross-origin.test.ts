/**
 * CORS on the emulated functions: the app on the Hosting emulator (APP_ORIGIN, http://127.0.0.1:5000) reads what
 * the functions answer from their own address (the public pages' operations, and locally the files function);
 * a page of any other origin gets no Access-Control-Allow-Origin, so its browser shows it nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { operationEndpoint, signIn } from '../support/emulator-client';

const APP = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
const EVIL = 'https://evil.example';
const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
let token: string;

beforeAll(async () => {
  token = await signIn(SEED_STAFF[0]!.email, SEED_STAFF[0]!.password);
});

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
const allowed = (response: Response) => response.headers.get('access-control-allow-origin');

describe('cross-origin calls to the functions', () => {
  it('answer the app’s preflights, for a public operation, a signed-in one and the files function', async () => {
    for (const url of [operationEndpoint('publicPages-faq'), operationEndpoint('clients-list'), `${FILES}/clients/cli-005`]) {
      expect(allowed(await preflight(url, APP)), url).toBe(APP);
      expect(allowed(await preflight(url, 'http://localhost:5000')), url).toBe('http://localhost:5000');
      expect(allowed(await preflight(url, EVIL)), url).toBeNull();
    }
  });

  it('let the app read a call’s answer and a refusal, and give another origin neither', async () => {
    const call = (origin: string, body: string) =>
      fetch(operationEndpoint('clients-list'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
    const ok = '{"data":{"limit":1}}';
    const malformed = '{"data":{},"mais":1}';
    expect([(await call(APP, ok)).status, allowed(await call(APP, ok))]).toEqual([200, APP]);
    expect([(await call(APP, malformed)).status, allowed(await call(APP, malformed))]).toEqual([400, APP]);
    expect(allowed(await call(EVIL, ok))).toBeNull();
    expect(allowed(await call(EVIL, malformed))).toBeNull();
  });
});
