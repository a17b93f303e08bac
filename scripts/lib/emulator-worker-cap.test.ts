/**
 * The preloaded worker cap (emulator-worker-cap.mjs) on firebase-tools' real worker pool: each fake worker
 * process is a real HTTP server on a unix socket, as the Functions emulator's runtime is, that holds each
 * request until the test lets it go, so what reaches each worker at once is counted.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

process.env.OFFICE_WORKERS_PER_FUNCTION = '2';
process.env.OFFICE_REQUESTS_PER_WORKER = '3';
const capModule = pathToFileURL(join(import.meta.dirname, 'emulator-worker-cap.mjs')).href;
await import(capModule);

interface PoolWorker {
  state: string;
  readyForWork: () => void;
}
interface Pool {
  addWorker: (trigger: { id: string }, runtime: unknown, extensionLogInfo: unknown, runtimeType: string) => PoolWorker;
  submitRequest: (triggerId: string, req: unknown, resp: Writable, body: string, debug: undefined, runtime: string) => Promise<void>;
  readyForWork: (triggerId: string, runtime: string) => boolean;
}
const require = createRequire(import.meta.url);
const workerModule = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js') as { RuntimeWorkerPool: new () => Pool };

/** One fake worker process: an HTTP server on a unix socket that keeps every request until `releaseAll`. */
class FakeRuntime {
  readonly held: ServerResponse[] = [];
  received = 0;
  private readonly server: Server;
  readonly runtime: unknown;

  constructor(readonly socketPath: string) {
    this.server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      this.received++;
      this.held.push(res);
    });
    const proc = Object.assign(new EventEmitter(), { stdout: null, stderr: null, kill: () => proc.emit('exit') });
    this.runtime = { process: proc, events: new EventEmitter(), conn: { httpReqOpts: () => ({ socketPath }) } };
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.socketPath, resolve));
  }

  inFlight(): number {
    return this.held.length;
  }

  releaseOne(): void {
    this.held.shift()?.end('{"result":{}}');
  }

  releaseAll(): void {
    while (this.held.length) this.releaseOne();
  }

  close(): Promise<void> {
    this.releaseAll();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What the emulator pipes a worker's answer into: a writable with `writeHead`, like Express's response. */
function response(): Writable & { writeHead: () => void } {
  return Object.assign(new Writable({ write: (_chunk, _encoding, done) => done() }), { writeHead: () => undefined });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};
const settle = () => new Promise((r) => setTimeout(r, 150));

const dir = mkdtempSync(join(tmpdir(), 'worker-cap-'));
const runtimes = [new FakeRuntime(join(dir, 'a.sock')), new FakeRuntime(join(dir, 'b.sock'))];

beforeAll(async () => {
  await Promise.all(runtimes.map((r) => r.listen()));
});
afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('emulator worker cap', () => {
  it('starts a second worker before doubling up, then spreads requests, at most 3 per worker, and queues the rest', async () => {
    const pool = new workerModule.RuntimeWorkerPool();
    const [a, b] = runtimes as [FakeRuntime, FakeRuntime];
    const first = pool.addWorker({ id: 'api' }, a.runtime, {}, 'nodejs20');
    first.readyForWork();
    expect(pool.readyForWork('api', 'nodejs20')).toBe(true);

    const submit = () => pool.submitRequest('api', { method: 'POST', path: '/', headers: {} }, response(), '{"data":{}}', undefined, 'nodejs20');
    const sent = [submit()];
    await until(() => a.inFlight() === 1);
    // One worker with a request and room for another worker: the emulator is told to start one (as it did before).
    expect(pool.readyForWork('api', 'nodejs20')).toBe(false);
    const second = pool.addWorker({ id: 'api' }, b.runtime, {}, 'nodejs20');
    second.readyForWork();

    for (let i = 0; i < 6; i++) sent.push(submit());
    await until(() => a.inFlight() + b.inFlight() === 6);
    await settle();
    // The least loaded worker takes each: 3 and 3, and the 7th waits, as a deployed instance queues past its concurrency.
    expect([a.inFlight(), b.inFlight()]).toEqual([3, 3]);
    expect([first.state, second.state]).toEqual(['BUSY', 'BUSY']);
    // Both at their share and at the cap of two workers: no third is started.
    expect(pool.readyForWork('api', 'nodejs20')).toBe(false);

    b.releaseOne();
    await until(() => b.received === 4);
    expect(b.inFlight()).toBe(3);

    for (const r of runtimes) r.releaseAll();
    await Promise.all(sent);
    expect([a.received + b.received, first.state, second.state]).toEqual([7, 'IDLE', 'IDLE']);
  });
});
