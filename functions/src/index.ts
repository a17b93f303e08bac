// Every deployed function. The operations come from `office:callables`, which functions/build.mjs generates
// from the files under callables/ (one per contract in CALLABLES, checked by callables/callables.test.ts).
import { answerHostErrorsInPortuguese } from './http/host-errors';
import { OPERATIONS } from 'office:callables';
import { apiFunction, ownFunction } from './api';
import { withLocalPass } from './triggers/local-pass';

// Before the host builds its app: bodies and paths it refuses are answered as JSON in pt-BR (see host-errors).
answerHostErrorsInPortuguese();

/** Every interactive operation: `POST /api/<operation>` (api.ts); in the emulators also `npm start`'s notifier pass (local-pass.ts). */
export const api = withLocalPass(apiFunction(OPERATIONS));

// The long-running operations of OWN_FUNCTION_TIMEOUTS, each its own function with the timeout it needs;
// grouped as deployed: `integrations.syncDjen` deploys as `integrations-syncDjen`.
export const integrations = {
  syncDatajud: ownFunction(OPERATIONS['integrations-syncDatajud']),
  syncDjen: ownFunction(OPERATIONS['integrations-syncDjen']),
};
export const lawsuits = { syncMovements: ownFunction(OPERATIONS['lawsuits-syncMovements']) };
const exportFunctions = { run: ownFunction(OPERATIONS['exports-run']) };
export { exportFunctions as exports };

export { files } from './http/files';
export { agendaFeed } from './http/calendar-feed';
export { site } from './http/site/serve';
export { publicMedia } from './http/public-media';
export { staffClaimsSync } from './triggers/staff-claims';
export { datajudDaily, djenDaily } from './triggers/court-sync';
export { agreementHorizonDaily } from './triggers/agreement-horizon';
export { notifierEvery5Minutes, notifierTick } from './triggers/notifier';
