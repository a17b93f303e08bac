/** `npm run reset`: wipes local data so the next `npm start` begins again from the committed seed. */
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { EMULATOR_PORTS } from '@office/domain/config';
import { LOCAL_DATA } from './lib/paths';

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

if ((await portInUse(EMULATOR_PORTS.auth)) || (await portInUse(EMULATOR_PORTS.functions))) {
  console.error('The emulators are running. Stop `npm start` (Ctrl-C) first, then run `npm run reset` again.');
  process.exit(1);
}
rmSync(LOCAL_DATA, { recursive: true, force: true });
console.log('Local data removed. The next `npm start` loads the seed again.');
