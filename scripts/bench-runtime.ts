/**
 * `npm run bench:runtime`: only the local runtime's numbers (scripts/lib/runtime-bench.ts), without the
 * store-at-scale measurements of `npm run bench`. Stop `npm start` first: it runs its own.
 */
import { APP_URL, launchBrowser } from '../tests/support/browser';
import { buildForEmulators } from './lib/build';
import { printRuntime, runtimeAfterReady } from './lib/runtime-bench';
import { SEED_STAFF } from './seed/staff';

const admin = SEED_STAFF.find((s) => s.admin);
if (!admin) throw new Error('no seeded administrator');

if (process.env.OFFICE_SKIP_BUILD !== '1') buildForEmulators();
const browser = await launchBrowser();
try {
  const numbers = await runtimeAfterReady({ browser, appUrl: APP_URL, admin });
  printRuntime(numbers);
  console.log(`\n${JSON.stringify(numbers)}`);
} finally {
  await browser.close();
}
