// Preloaded into the emulators' process (emulators.ts): the Auth emulator compiles a validator for every
// request and response schema of the Identity Toolkit API when it starts (exegesis with ajv), about 10 s of CPU
// on this machine, every `npm start` and every test run. exegesis can compile each one on its first use instead
// (its `lazyCompileValidationSchemas` option); firebase-tools does not ask for it. The requests are validated
// exactly as before, each schema once, when a request first needs it. firebase-tools (and its exegesis) is pinned
// by package-lock.json; if this internal changes, the emulators refuse to start with the message below.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fromFirebase = createRequire(require.resolve('firebase-tools/package.json'));
const options = fromFirebase('exegesis/lib/options.js');
const compile = options.compileOptions;
if (typeof compile !== 'function') {
  throw new Error('auth-emulator-lazy-schemas: exegesis/lib/options.js no longer exports compileOptions');
}
options.compileOptions = (given = {}) => compile({ ...given, lazyCompileValidationSchemas: true });
