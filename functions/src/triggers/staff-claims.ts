import '../platform/firebase';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, type StaffRecord } from '@office/domain';
import { syncStaffClaims } from '../platform/staff-sync';
import { fromFirestoreData } from '../store/firestore/firestore-document-store';

/**
 * Keeps claims in step with `admin/{uid}` however the record changed (console,
 * script, import). Same code path as the admin callables; setting the same
 * claims twice is harmless, and claims never write back to the document.
 */
export const staffClaimsSync = onDocumentWritten(`${COLLECTIONS.staff}/{uid}` as const, async (event) => {
  const uid = event.params.uid;
  const before = event.data?.before.exists ? fromFirestoreData<StaffRecord>(uid, event.data.before.data() ?? {}) : null;
  const after = event.data?.after.exists ? fromFirestoreData<StaffRecord>(uid, event.data.after.data() ?? {}) : null;
  await syncStaffClaims(uid, before?.data ?? null, after);
});
