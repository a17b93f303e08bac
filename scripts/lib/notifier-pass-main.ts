/**
 * One periodic pass (functions/src/notifications/periodic-pass.ts) in a process of its own, for `npm start`'s
 * ticks (notifier-ticks.ts). Its environment is the functions' (emulators.ts, emulatorEnv): the same store, the
 * same mail sink. Prints the pass as the last line of its output, in JSON.
 */
import { initializeApp } from 'firebase-admin/app';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { periodicPass } from '../../functions/src/notifications/periodic-pass';
import { stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';

// Full mode: the Functions emulator tells its workers where Firestore is; this process is told here.
if (process.env.OFFICE_STORE === 'firestore') process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.firestore}`;
initializeApp({ projectId: LOCAL_PROJECT_ID });
const opened = await stores();
const pass = await periodicPass(typedStores(opened).documents);
await opened.documents.close();
console.log(`\n${JSON.stringify(pass)}`);
process.exit(0);
