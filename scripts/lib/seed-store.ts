import { getApps, initializeApp } from 'firebase-admin/app';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { openStores } from '../../functions/src/store/open-stores';
import { completeDerivedFields } from './derived';
import { reconcileStaffAccounts, type ReconcileReport } from '../../functions/src/entities/staff/staff-reconcile';
import { isEmpty, loadSeed } from '../seed/load';
import { loadSeedCovers } from '../seed/articles';
import { loadSeedTemplates } from '../seed/templates';
import type { LocalMode } from './mode';

export interface PreparedData {
  /** The counts written when the store was empty and got the seed; null when it already had data. */
  seeded: Record<string, number> | null;
  accounts: ReconcileReport;
}

/**
 * Readies the store the emulators serve: seeds it through the port when it holds no staff yet (records saved
 * by an older version get their derived fields, the search prefixes, brought up to date instead), then makes
 * every sign-in account match its staff record — the Auth emulator may have come back from an older export.
 */
export async function prepareLocalData(mode: LocalMode, embeddedDataDir: string, firestoreHost?: string): Promise<PreparedData> {
  // The launcher talks to the emulators the way the functions do.
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.auth}`;
  if (mode === 'full') {
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.firestore}`;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${EMULATOR_PORTS.storage}`;
  }
  if (firestoreHost) process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  if (getApps().length === 0) initializeApp({ projectId: LOCAL_PROJECT_ID, storageBucket: `${LOCAL_PROJECT_ID}.appspot.com` });
  const stores = await openStores(
    firestoreHost
      ? { mode: 'firestore', files: 'disk', dataDir: embeddedDataDir }
      : { mode: mode === 'full' ? 'firestore' : 'embedded', dataDir: embeddedDataDir },
  );
  try {
    let seeded: Record<string, number> | null = null;
    if (await isEmpty(stores.documents)) {
      seeded = await loadSeed(stores.documents);
      seeded.covers = await loadSeedCovers(stores.files);
      seeded.documentTemplates = await loadSeedTemplates(stores.documents, stores.files);
    } else {
      const completed = await completeDerivedFields(stores.documents);
      if (completed.records > 0) console.log(`Completed the derived fields of ${completed.records} record(s) saved by an older version.`);
      if (completed.projections > 0) console.log(`Rebuilt ${completed.projections} open-prazo count(s) of lawsuits.`);
    }
    return { seeded, accounts: await reconcileStaffAccounts(stores.documents) };
  } finally {
    await stores.documents.close();
  }
}
