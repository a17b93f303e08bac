import { getApps, initializeApp } from 'firebase-admin/app';
import { openStores, storeSettingsFromEnv, type Stores } from '../../functions/src/store/open-stores';

/** The same store the functions under test use (scripts/test.ts passes its settings in the environment). */
export function testStores(): Promise<Stores> {
  if (!process.env.OFFICE_STORE) throw new Error('OFFICE_STORE is not set: run the callable suites through `npm test`.');
  const settings = storeSettingsFromEnv();
  if (settings.mode === 'firestore' && getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return openStores(settings);
}
