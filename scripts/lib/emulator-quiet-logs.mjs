// Preloaded into every process of the emulators' tree (emulators.ts puts it in NODE_OPTIONS, which the function
// workers inherit). Left alone, each API call printed five or six lines: the Functions emulator's "Beginning
// execution" and "Finished", its workers' state changes and work queue (debug lines for firebase-debug.log), the
// platform's "Callable request verification passed" and the function's own `call` line, each formatted by winston
// and written through a pipe that a busy emulator drains late, so a worker's synchronous write to stdout waited for
// it. Of 500 calls at once, that was about a third of the emulators' CPU and a quarter of the workers'
// (docs/local-runtime.md). Here:
// - in a function worker, DEBUG lines are dropped (console.debug, which the platform's logger captures at load:
//   only its "verification passed" line uses it); the function logs failed calls only (OFFICE_CALL_LOG, api.ts);
// - in the emulators' process, the per-request bullets and every DEBUG line of the emulators' own loggers are
//   dropped. Warnings, errors, the functions' other output, start-up and the Hosting emulator's lines stay.
// `OFFICE_EMULATOR_LOGS=all` keeps every line (emulators.ts then leaves this module out). firebase-tools is
// pinned by package-lock.json; if these internals change, the emulators refuse to start with the message below.
import { createRequire } from 'node:module';

const inWorker = process.argv.some((arg) => arg.includes('functionsEmulatorRuntime'));
const inEmulators = process.argv.includes('emulators:start') || process.argv.includes('emulators:exec');

if (inWorker) {
  console.debug = () => undefined;
} else if (inEmulators) {
  const require = createRequire(import.meta.url);
  const { RuntimeWorker } = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js');
  const { EmulatorLogger } = require('firebase-tools/lib/emulator/emulatorLogger.js');
  const { WorkQueue } = require('firebase-tools/lib/emulator/workQueue.js');
  const originalLogInfo = RuntimeWorker?.prototype.logInfo;
  const originalLog = EmulatorLogger?.prototype.log;
  const originalLogLabeled = EmulatorLogger?.prototype.logLabeled;
  if ([originalLogInfo, originalLog, originalLogLabeled, WorkQueue?.prototype.logState].some((f) => typeof f !== 'function')) {
    throw new Error(
      'emulator-quiet-logs: firebase-tools must have RuntimeWorker.logInfo, EmulatorLogger.log/logLabeled and WorkQueue.logState (or set OFFICE_EMULATOR_LOGS=all)',
    );
  }

  /** The two lines the Functions emulator writes around every request. */
  const PER_REQUEST = /^(Beginning execution of "|Finished ")/;
  RuntimeWorker.prototype.logInfo = function quietLogInfo(message) {
    if (!PER_REQUEST.test(String(message))) originalLogInfo.call(this, message);
  };
  // The work queue's state as JSON, at every request's start and end, for a DEBUG line.
  WorkQueue.prototype.logState = () => undefined;
  EmulatorLogger.prototype.log = function quietLog(type, ...rest) {
    if (type !== 'DEBUG') originalLog.call(this, type, ...rest);
  };
  EmulatorLogger.prototype.logLabeled = function quietLogLabeled(type, ...rest) {
    if (type !== 'DEBUG') originalLogLabeled.call(this, type, ...rest);
  };
}
