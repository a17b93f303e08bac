import { getApps, initializeApp } from 'firebase-admin/app';
import { openStores, storeSettingsFromEnv, type Stores } from '../../functions/src/store/open-stores';

let firestoreStores: Promise<Stores> | undefined;

/**
 * The same store the functions under test use (scripts/test.ts passes its settings in the environment). On
 * Firestore every caller shares one client, and `close()` leaves it open: terminating the default app's
 * client would leave every later caller with a client that can no longer answer.
 */
export function testStores(): Promise<Stores> {
  if (!process.env.OFFICE_STORE) throw new Error('OFFICE_STORE is not set: run the callable suites through `npm test`.');
  const settings = storeSettingsFromEnv();
  if (settings.mode !== 'firestore') return openStores(settings);
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  firestoreStores ??= openStores(settings).then(({ documents, files }) => ({
    files,
    documents: Object.assign(Object.create(documents) as typeof documents, { close: async () => undefined }),
  }));
  return firestoreStores;
}
