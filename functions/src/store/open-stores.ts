import { join } from 'node:path';
import type { DocumentStore, FileStore } from './port';

export type StoreMode = 'firestore' | 'embedded';

export interface Stores {
  documents: DocumentStore;
  files: FileStore;
}

export interface StoreSettings {
  mode: StoreMode;
  /** Embedded mode only: folder holding `store.sqlite` and `files/`. */
  dataDir: string;
}

/**
 * Deployed functions run on Firestore; the local launcher sets OFFICE_STORE=embedded
 * and OFFICE_DATA_DIR when the official emulators are not available.
 */
export function storeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const mode = env.OFFICE_STORE === 'embedded' ? 'embedded' : 'firestore';
  return { mode, dataDir: env.OFFICE_DATA_DIR ?? join(process.cwd(), '.local-data') };
}

/** Adapters are loaded on demand, so a deployed bundle never loads the native SQLite module. */
export async function openStores(settings: StoreSettings): Promise<Stores> {
  if (settings.mode === 'embedded') {
    const [{ SqliteDocumentStore }, { DiskFileStore }] = await Promise.all([import('./embedded/sqlite-document-store'), import('./embedded/disk-file-store')]);
    return {
      documents: new SqliteDocumentStore(join(settings.dataDir, 'store.sqlite')),
      files: new DiskFileStore(join(settings.dataDir, 'files')),
    };
  }
  const [{ getFirestore }, { getStorage }, { FirestoreDocumentStore }, { CloudFileStore }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('firebase-admin/storage'),
    import('./firestore/firestore-document-store'),
    import('./firestore/cloud-file-store'),
  ]);
  return {
    documents: new FirestoreDocumentStore(getFirestore()),
    files: new CloudFileStore(getStorage().bucket()),
  };
}

let shared: Promise<Stores> | undefined;

/** One set of adapters per function instance. */
export function stores(): Promise<Stores> {
  shared ??= openStores(storeSettingsFromEnv());
  return shared;
}
