/**
 * The court stand-in as a process of its own: `npm test` waits on its suites synchronously, which would stall
 * a server living in its event loop. Prints "listening <url>" once ready; options come from the environment.
 */
import { EMULATOR_PORTS } from '@office/domain/config';
import { startCourtStandin } from '../../tests/support/court-standin/server';
import { seededNumbers } from './courts';

const standin = await startCourtStandin({
  port: Number(process.env.STANDIN_PORT ?? EMULATOR_PORTS.courts),
  officeNumbers: seededNumbers(),
  djenLimit: process.env.STANDIN_DJEN_LIMIT ? Number(process.env.STANDIN_DJEN_LIMIT) : undefined,
});
console.log(`listening ${standin.url}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent's end ends the stand-in too.
process.stdin.on('end', stop);
process.stdin.resume();
