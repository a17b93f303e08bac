// Preloaded into the emulators' process (emulators.ts): each function gets at most OFFICE_WORKERS_PER_FUNCTION
// worker processes. The Functions emulator answers each request in a worker of its own, starts another (about
// 130 MB, 1.2 s) whenever all are busy, and keeps every one it started: 30 calls at once left 30 workers
// behind. Here a request that finds the function's workers all busy at the cap waits for one to be free, as a
// deployed instance queues what exceeds its concurrency. firebase-tools is pinned by package-lock.json; if
// these internals change, the emulators refuse to start with the message below rather than run uncapped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator.js');
const { RuntimeWorkerPool, RuntimeWorkerState } = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js');

const CAP = Number(process.env.OFFICE_WORKERS_PER_FUNCTION);
const originalStart = FunctionsEmulator?.prototype.startRuntime;
const originalSubmit = RuntimeWorkerPool?.prototype.submitRequest;
if (!(CAP >= 1) || typeof originalStart !== 'function' || typeof originalSubmit !== 'function' || !RuntimeWorkerState?.IDLE) {
  throw new Error(
    `emulator-worker-cap: OFFICE_WORKERS_PER_FUNCTION must be at least 1 (it is "${process.env.OFFICE_WORKERS_PER_FUNCTION}") and firebase-tools must have FunctionsEmulator.startRuntime and RuntimeWorkerPool.submitRequest`,
  );
}

/** The function's workers that are starting, idle or busy (not those on their way out). */
function liveWorkers(pool, triggerId, runtime) {
  return pool.getTriggerWorkers(triggerId, runtime).filter((w) => w.state !== RuntimeWorkerState.FINISHING && w.state !== RuntimeWorkerState.FINISHED);
}

/** Resolves when one of `workers` becomes idle or ends. */
function nextChange(workers) {
  return new Promise((resolve) => {
    const wake = () => {
      for (const w of workers) {
        w.stateEvents.off(RuntimeWorkerState.IDLE, wake);
        w.stateEvents.off(RuntimeWorkerState.FINISHED, wake);
      }
      resolve();
    };
    for (const w of workers) {
      w.stateEvents.on(RuntimeWorkerState.IDLE, wake);
      w.stateEvents.on(RuntimeWorkerState.FINISHED, wake);
    }
  });
}

FunctionsEmulator.prototype.startRuntime = async function startRuntimeUpToCap(backend, trigger) {
  // At the cap, no new worker: submitRequest below waits for one of those running.
  if (trigger?.id && liveWorkers(this.workerPools[backend.codebase], trigger.id, backend.runtime).length >= CAP) return undefined;
  return originalStart.call(this, backend, trigger);
};

RuntimeWorkerPool.prototype.submitRequest = async function submitWhenAWorkerIsFree(triggerId, req, resp, body, debug, runtime) {
  while (!this.getIdleWorker(triggerId, runtime)) {
    const workers = liveWorkers(this, triggerId, runtime);
    // Below the cap with none idle (a worker ended meanwhile): the emulator's own answer, an internal error.
    if (workers.length < CAP) break;
    await nextChange(workers);
  }
  return originalSubmit.call(this, triggerId, req, resp, body, debug, runtime);
};
