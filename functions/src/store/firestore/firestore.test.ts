import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, it } from 'vitest';
import { documentStoreContract } from '../contract/document-store.contract';
import { fileStoreContract } from '../contract/file-store.contract';
import { CloudFileStore } from './cloud-file-store';
import { FirestoreDocumentStore } from './firestore-document-store';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

if (firestoreHost) {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-escritorio', storageBucket: 'demo-escritorio.appspot.com' }, 'contract');
  documentStoreContract(`Firestore emulator at ${firestoreHost}`, async () => new FirestoreDocumentStore(getFirestore(app)));
  if (storageHost) fileStoreContract(`Storage emulator at ${storageHost}`, async () => new CloudFileStore(getStorage(app).bucket()));
} else {
  const reason = 'FIRESTORE_EMULATOR_HOST is not set: the official Firestore emulator (Java 21) is not running here';
  console.log(`[skipped] Firestore adapter contract: ${reason}`);
  describe.skip(`DocumentStore contract: Firestore (${reason})`, () => {
    it('runs against the official emulator only', () => undefined);
  });
}
