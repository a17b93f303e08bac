/**
 * The Auth emulator with its schemas compiled on first use (auth-emulator-lazy-schemas.mjs): started with the
 * preload, on ports of its own, it still refuses a request its API schema forbids, and still signs a person up.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { afterAll, expect, it } from 'vitest';
import { FIREBASE_BIN } from './paths';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'office-auth-lazy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

it('asks exegesis to compile each schema on its first use', async () => {
  await import(pathToFileURL(join(import.meta.dirname, 'auth-emulator-lazy-schemas.mjs')).href);
  const fromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
  const options = fromFirebase('exegesis/lib/options.js') as { compileOptions: (o: object) => { lazyCompileValidationSchemas: boolean } };
  expect(options.compileOptions({}).lazyCompileValidationSchemas).toBe(true);
});

it('validates requests against the API as before, and signs a person up', async () => {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: { auth: { port: auth, host: '127.0.0.1' }, hub: { port: hub, host: '127.0.0.1' }, logging: { port: logging }, ui: { enabled: false } },
    }),
  );
  // The script run inside the emulators: a malformed sign-up (an object for the e-mail), then a good one.
  const probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `const url = 'http://127.0.0.1:${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake';
const post = (body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));
console.log(JSON.stringify([await post({ email: { not: 'a string' }, password: 'x' }), await post({ email: 'ana@escritorio.test', password: 'Segredo@2026' })]));`,
  );
  const preload = pathToFileURL(join(import.meta.dirname, 'auth-emulator-lazy-schemas.mjs')).href;
  const { stdout } = await run(
    process.execPath,
    ['--import', preload, FIREBASE_BIN, 'emulators:exec', '--project', 'demo-lazy', '--only', 'auth', `${process.execPath} ${probe}`],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  const line = stdout.split('\n').find((l) => l.startsWith('[{'));
  const [malformed, good] = JSON.parse(line ?? 'null') as [
    { status: number; body: { error?: { message: string }; localId?: string } },
    { status: number; body: { localId?: string } },
  ];
  expect(malformed.status).toBe(400);
  expect(malformed.body.error?.message).toBe('Invalid JSON payload received. /email must be string');
  expect(good.status).toBe(200);
  expect(good.body.localId).toEqual(expect.any(String));
}, 120_000);
