/** `npm run reset`: wipes local data so the next `npm start` begins again from the committed seed. */
import { rmSync } from 'node:fs';
import { EMULATOR_PORTS } from '@office/domain/config';
import { LOCAL_DATA } from './lib/paths';
import { portInUse } from './lib/ports';

if ((await portInUse(EMULATOR_PORTS.auth)) || (await portInUse(EMULATOR_PORTS.functions))) {
  console.error('The emulators are running. Stop `npm start` (Ctrl-C) first, then run `npm run reset` again.');
  process.exit(1);
}
rmSync(LOCAL_DATA, { recursive: true, force: true });
console.log('Local data removed. The next `npm start` loads the seed again.');
