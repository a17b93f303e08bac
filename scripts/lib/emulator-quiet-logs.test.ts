/**
 * The preloaded quiet logs (emulator-quiet-logs.mjs) on firebase-tools' real classes: the emulators' per-request
 * lines and DEBUG lines are dropped, everything else reaches the loggers it reached before; in a function worker,
 * the platform's DEBUG lines are dropped.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface Logged {
  logInfo(message: string): void;
}
interface EmulatorLoggerLike {
  log(type: string, text: string): void;
  logLabeled(type: string, label: string, text: string): void;
}
const require = createRequire(import.meta.url);
const { RuntimeWorker } = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js') as { RuntimeWorker: { prototype: Logged } };
const { EmulatorLogger } = require('firebase-tools/lib/emulator/emulatorLogger.js') as {
  EmulatorLogger: { prototype: EmulatorLoggerLike; forEmulator(name: string): EmulatorLoggerLike };
};
const { WorkQueue } = require('firebase-tools/lib/emulator/workQueue.js') as { WorkQueue: { prototype: { logState(): void } } };

const moduleUrl = pathToFileURL(join(import.meta.dirname, 'emulator-quiet-logs.mjs')).href;
/** The patched methods as they were, put back afterwards. */
const originals = [
  [RuntimeWorker.prototype, 'logInfo'],
  [EmulatorLogger.prototype, 'log'],
  [EmulatorLogger.prototype, 'logLabeled'],
  [WorkQueue.prototype, 'logState'],
  [console, 'debug'],
].map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key as string)] as const);
const argv = [...process.argv];
/** What reached the loggers the module wraps: [type, text]. */
const reached: [string, string][] = [];

beforeAll(async () => {
  // Stand-ins for the loggers' own output, put in place before the module wraps them.
  RuntimeWorker.prototype.logInfo = (message) => void reached.push(['BULLET', message]);
  EmulatorLogger.prototype.log = (type, text) => void reached.push([type, text]);
  EmulatorLogger.prototype.logLabeled = (type, _label, text) => void reached.push([type, text]);
  process.argv.push('emulators:start');
  await import(moduleUrl);
});
afterAll(() => {
  for (const [owner, key, descriptor] of originals) if (descriptor) Object.defineProperty(owner, key as string, descriptor);
  process.argv.splice(0, process.argv.length, ...argv);
});

describe('the emulators’ quiet logs', () => {
  it('drop the lines around each request and every DEBUG line, and keep the rest', () => {
    const worker = Object.create(RuntimeWorker.prototype) as Logged;
    worker.logInfo('Beginning execution of "southamerica-east1-api"');
    worker.logInfo('Finished "southamerica-east1-api" in 5.2ms');
    worker.logInfo('Your function timed out after ~70s.');
    const logger = EmulatorLogger.forEmulator('functions');
    logger.log('DEBUG', '[worker-api-1]: BUSY');
    logger.logLabeled('DEBUG', 'work-queue', '{"queueLength":3}');
    logger.log('USER', '{"severity":"WARNING","message":"call","outcome":"internal"}');
    logger.logLabeled('WARN', 'functions', 'Unable to fetch project Admin SDK configuration');
    logger.logLabeled('SUCCESS', 'functions', 'Loaded functions definitions from source: api');
    expect(reached).toEqual([
      ['BULLET', 'Your function timed out after ~70s.'],
      ['USER', '{"severity":"WARNING","message":"call","outcome":"internal"}'],
      ['WARN', 'Unable to fetch project Admin SDK configuration'],
      ['SUCCESS', 'Loaded functions definitions from source: api'],
    ]);
  });

  it('no longer lay out the work queue’s state for each request', () => {
    let asked = 0;
    const queue = Object.assign(Object.create(WorkQueue.prototype) as { logState(): void }, {
      getState: () => {
        asked++;
        return {};
      },
    });
    queue.logState();
    expect(asked).toBe(0);
  });

  it('drop DEBUG console lines in a function worker, where the platform logs "verification passed"', async () => {
    const printed: unknown[] = [];
    console.debug = (...args: unknown[]) => void printed.push(args);
    process.argv.push('/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime.js');
    vi.resetModules();
    await import(moduleUrl);
    console.debug('{"severity":"DEBUG","message":"Callable request verification passed"}');
    expect(printed).toEqual([]);
  });
});
