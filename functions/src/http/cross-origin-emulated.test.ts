/**
 * The same API function as in cross-origin.test.ts, under the Functions emulator's settings: it turns the debug
 * feature "enableCors" on for every function, which makes the platform's CORS reflect any origin whatever the
 * function's `cors` option says. The protocol guard still names only the app's origins.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import bodyParser from 'body-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Read by firebase-functions once, as it loads: set before any import (vi.hoisted runs first).
vi.hoisted(() => {
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ enableCors: true });
});
const { apiFunction } = await import('../api');

const APP = 'http://127.0.0.1:5000';
let server: Server;
let base: string;

beforeAll(async () => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('APP_ORIGIN', APP);
  const api = apiFunction({} as Parameters<typeof apiFunction>[0]);
  const app = express();
  app.use(bodyParser.json());
  app.all('/*', (req, res) => void api(req as never, res));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/publicPages-faq`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  delete process.env.FIREBASE_DEBUG_MODE;
  delete process.env.FIREBASE_DEBUG_FEATURES;
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
