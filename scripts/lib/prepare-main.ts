/**
 * `prepareLocalData` in a process of its own, for `npm start`: seeding loads firebase-admin, the stores and
 * the whole seed, about 130 MB the launcher would otherwise keep for as long as the app runs. Prints the
 * report as the last line of its output, in JSON.
 */
import { prepareLocalData } from './seed-store';
import type { LocalMode } from './mode';

const [mode, dataDir, firestoreHost] = process.argv.slice(2) as [LocalMode, string, string | undefined];
const report = await prepareLocalData(mode, dataDir, firestoreHost);
console.log(`\n${JSON.stringify(report)}`);
process.exit(0);
