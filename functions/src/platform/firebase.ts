import { getApps, initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { FUNCTIONS_REGION } from '@office/domain';

// Deployed and emulated alike: one region, a ceiling on instances as a cost guard.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 20, timeoutSeconds: 70 });

if (getApps().length === 0) initializeApp();
