import { join } from 'node:path';
import type { DocumentStore, FileStore } from './port';

export type StoreMode = 'firestore' | 'embedded';

export interface Stores {
  documents: DocumentStore;
  files: FileStore;
}

export interface StoreSettings {
  mode: StoreMode;
  /** Where files live: Cloud Storage, or a folder beside the embedded store (always so in embedded mode). */
  files?: 'cloud' | 'disk';
  /** Folder holding `store.sqlite` (embedded mode) and `files/` (disk files). */
  dataDir: string;
}

/**
 * Deployed functions run on Firestore and Cloud Storage. The local launcher sets OFFICE_STORE=embedded and
 * OFFICE_DATA_DIR when the Firestore emulator is not available, and OFFICE_FILES=disk when it runs the
 * Firestore emulator without the Storage emulator (which needs Java 21).
 */
export function storeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const mode = env.OFFICE_STORE === 'embedded' ? 'embedded' : 'firestore';
  return { mode, files: env.OFFICE_FILES === 'disk' ? 'disk' : undefined, dataDir: env.OFFICE_DATA_DIR ?? join(process.cwd(), '.local-data') };
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
  const [{ getFirestore }, { FirestoreDocumentStore }, { emulatorGateFromEnv }, { journalFromEnv }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./firestore/firestore-document-store'),
    import('./firestore/emulator-gate'),
    import('./firestore/write-journal'),
  ]);
  const documents = new FirestoreDocumentStore(getFirestore(), { gate: emulatorGateFromEnv(), journal: journalFromEnv() });
  return { documents, files: await openFiles(settings) };
}

async function openFiles(settings: StoreSettings): Promise<FileStore> {
  if (settings.files === 'disk') {
    const { DiskFileStore } = await import('./embedded/disk-file-store');
    return new DiskFileStore(join(settings.dataDir, 'files'));
  }
  const [{ getStorage }, { CloudFileStore }] = await Promise.all([import('firebase-admin/storage'), import('./firestore/cloud-file-store')]);
  return new CloudFileStore(getStorage().bucket());
}

let shared: Promise<Stores> | undefined;

/** One set of adapters per function instance. */
export function stores(): Promise<Stores> {
  shared ??= openStores(storeSettingsFromEnv());
  return shared;
}
