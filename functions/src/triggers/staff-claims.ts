import '../platform/firebase';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SYSTEM_COLLECTIONS, type StaffRecord } from '@office/domain';
import { syncStaffClaims, type StaffDoc } from '../platform/staff-sync';
import { fromFirestoreData } from '../store/firestore/firestore-document-store';
import type { DocData } from '../store/port';

/**
 * Keeps claims in step with `admin/{uid}` however the record changed (console,
 * script, import). Same code path as the admin callables; setting the same
 * claims twice is harmless, and claims never write back to the document.
 */
export const staffClaimsSync = onDocumentWritten(`${SYSTEM_COLLECTIONS.staff}/{uid}`, async (event) => {
  const uid = event.params.uid;
  const before = event.data?.before.exists ? (fromFirestoreData(uid, event.data.before.data() ?? {}) as StaffDoc) : null;
  const after = event.data?.after.exists ? (fromFirestoreData(uid, event.data.after.data() ?? {}) as StaffDoc) : null;
  await syncStaffClaims(uid, (before?.data as (StaffRecord & DocData) | undefined) ?? null, after);
});
