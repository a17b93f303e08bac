import { getApps, initializeApp } from 'firebase-admin/app';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { openStores } from '../../functions/src/store/open-stores';
import { completeDerivedFields } from '../../functions/src/platform/derived';
import { isEmpty, loadSeed } from '../seed/load';
import type { LocalMode } from './mode';

/**
 * Seeds the store through the port when it holds no staff yet. Returns the counts written, or null when it
 * already had data; then records saved by an older version get their derived fields (the search prefixes)
 * brought up to date, which costs one lookup when they already are.
 */
export async function seedIfEmpty(mode: LocalMode, embeddedDataDir: string): Promise<Record<string, number> | null> {
  if (mode === 'full') {
    // The launcher talks to the official emulators the way the functions do.
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.firestore}`;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.storage}`;
    if (getApps().length === 0) initializeApp({ projectId: LOCAL_PROJECT_ID, storageBucket: `${LOCAL_PROJECT_ID}.appspot.com` });
  }
  const stores = await openStores({ mode: mode === 'full' ? 'firestore' : 'embedded', dataDir: embeddedDataDir });
  try {
    if (!(await isEmpty(stores.documents))) {
      const completed = await completeDerivedFields(stores.documents);
      if (completed > 0) console.log(`Completed the search fields of ${completed} record(s) saved by an older version.`);
      return null;
    }
    return await loadSeed(stores.documents);
  } finally {
    await stores.documents.close();
  }
}
