// Preloaded into the emulators' process (emulators.ts): each function gets at most OFFICE_WORKERS_PER_FUNCTION
// worker processes, and each worker takes up to OFFICE_REQUESTS_PER_WORKER requests at once. The Functions
// emulator answers each request in a worker of its own, starts another (about 130 MB, 1.2 s) whenever all are
// busy, and keeps every one it started: 30 calls at once left 30 workers behind. Yet its worker runtime
// (functionsEmulatorRuntime.js) is an Express server that keeps no per-request state, so one worker can serve
// many requests at once, as a deployed instance does (`api` takes 40); only the pool's IDLE/BUSY bookkeeping
// holds it to one. Here a worker stays available until it has its share in flight, a new worker starts (up to
// the cap) only when every worker has some, and a request that finds every worker full waits for one, as a
// deployed instance queues what exceeds its concurrency. firebase-tools is pinned by package-lock.json; if
// these internals change, the emulators refuse to start with the message below rather than run uncapped.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator.js');
const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState } = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js');

const CAP = Number(process.env.OFFICE_WORKERS_PER_FUNCTION);
// 40 unless set: the deployed `api`'s concurrency (functions/src/api.ts); a call waits mostly on the store.
const PER_WORKER = Number(process.env.OFFICE_REQUESTS_PER_WORKER ?? '40');
const originalStart = FunctionsEmulator?.prototype.startRuntime;
const originalSubmit = RuntimeWorkerPool?.prototype.submitRequest;
const originalGetIdle = RuntimeWorkerPool?.prototype.getIdleWorker;
const originalRefresh = RuntimeWorkerPool?.prototype.refresh;
const originalRequest = RuntimeWorker?.prototype.request;
if (
  !(CAP >= 1) ||
  !(PER_WORKER >= 1) ||
  [originalStart, originalSubmit, originalGetIdle, originalRefresh, originalRequest].some((f) => typeof f !== 'function') ||
  !RuntimeWorkerState?.IDLE
) {
  throw new Error(
    `emulator-worker-cap: OFFICE_WORKERS_PER_FUNCTION and OFFICE_REQUESTS_PER_WORKER must be at least 1 (they are "${process.env.OFFICE_WORKERS_PER_FUNCTION}", "${process.env.OFFICE_REQUESTS_PER_WORKER}") and firebase-tools must have FunctionsEmulator.startRuntime, RuntimeWorkerPool.submitRequest/getIdleWorker/refresh and RuntimeWorker.request`,
  );
}

/** Requests each worker is serving now. */
const inFlight = new WeakMap();
/** Workers the pool asked to finish (a reload of the functions) while they still served requests. */
const retiring = new WeakSet();
const load = (worker) => inFlight.get(worker) ?? 0;

/** The function's workers that are starting, idle or busy (not those on their way out). */
function liveWorkers(pool, triggerId, runtime) {
  return pool
    .getTriggerWorkers(triggerId, runtime)
    .filter((w) => !retiring.has(w) && w.state !== RuntimeWorkerState.FINISHING && w.state !== RuntimeWorkerState.FINISHED);
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

/**
 * The pool's worker for the next request: of those with room (IDLE), the one serving fewest, so the workers
 * (one per core) share a burst. The original returns the first IDLE one.
 */
RuntimeWorkerPool.prototype.getIdleWorker = function leastLoadedWorker(triggerId, runtime) {
  originalGetIdle.call(this, triggerId, runtime); // its bookkeeping: drops finished workers, creates the list
  let best;
  for (const w of this.getTriggerWorkers(triggerId, runtime)) {
    if (w.state === RuntimeWorkerState.IDLE && !retiring.has(w) && (!best || load(w) < load(best))) best = w;
  }
  return best;
};

/** Whether a request goes to a running worker: one is free, or every one has work and no other may start. */
RuntimeWorkerPool.prototype.readyForWork = function freeOrAtCap(triggerId, runtime) {
  const worker = this.getIdleWorker(triggerId, runtime);
  if (!worker) return false;
  return load(worker) === 0 || liveWorkers(this, triggerId, runtime).length >= CAP;
};

/**
 * A reload of the functions ends every worker: an idle one at once, a busy one after its request. A worker
 * serving several requests while IDLE would be killed under them, so it takes no more and ends after its last.
 */
RuntimeWorkerPool.prototype.refresh = function refreshAfterInFlight() {
  const serving = new Map();
  for (const [key, workers] of this.workers) {
    for (const w of workers) if (load(w) > 0) retiring.add(w);
    serving.set(key, workers);
    this.workers.set(
      key,
      workers.filter((w) => !retiring.has(w)),
    );
  }
  try {
    return originalRefresh.call(this);
  } finally {
    for (const [key, workers] of serving) this.workers.set(key, workers);
  }
};

/**
 * One more request on this worker. The original marks the worker BUSY for the request's length and IDLE when it
 * ends; here it stays IDLE (available) while it serves fewer than PER_WORKER, and the setter's IDLE event wakes
 * a request waiting below.
 */
RuntimeWorker.prototype.request = function requestBesideOthers(req, resp, body, debug) {
  inFlight.set(this, load(this) + 1);
  const done = originalRequest.call(this, req, resp, body, debug);
  if (load(this) < PER_WORKER && this.state === RuntimeWorkerState.BUSY) this.state = RuntimeWorkerState.IDLE;
  return done.finally(() => {
    inFlight.set(this, load(this) - 1);
    if (retiring.has(this) && load(this) === 0) {
      this.state = RuntimeWorkerState.FINISHING;
      this.runtime.process.kill();
    } else if (this.state === RuntimeWorkerState.BUSY && load(this) < PER_WORKER) this.state = RuntimeWorkerState.IDLE;
  });
};

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
