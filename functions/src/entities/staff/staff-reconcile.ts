import { getAuth } from 'firebase-admin/auth';
import { claimsFromStaffRecord, COLLECTIONS, type StaffRecord } from '@office/domain';
import type { DocumentStore, ListPage } from '../../store/port';
import { typedDocuments } from '../../store/typed';

export interface ReconcileReport {
  checked: number;
  /** Accounts whose claims or disabled flag were behind their record and were brought up to date. */
  updated: string[];
  /** Staff records with no sign-in account (Configurações offers "Recriar acesso" for them). */
  missing: { uid: string; email: string }[];
}

const sameClaims = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes every sign-in account match its staff record: the store is the truth. Run by the local launcher at
 * each start, because the Auth emulator comes back from its last export, which can predate the newest
 * records (a hard kill); in production the admin callables and the `admin/{uid}` trigger keep them in step.
 */
export async function reconcileStaffAccounts(store: DocumentStore): Promise<ReconcileReport> {
  const documents = typedDocuments(store);
  const auth = getAuth();
  const report: ReconcileReport = { checked: 0, updated: [], missing: [] };
  let after: string | null = null;
  do {
    const page: ListPage<StaffRecord> = await documents.list(COLLECTIONS.staff, { orderBy: [{ field: 'name' }], limit: 100, after });
    const found = await auth.getUsers(page.docs.map((d) => ({ uid: d.id })));
    const accounts = new Map(found.users.map((u) => [u.uid, u]));
    for (const doc of page.docs) {
      report.checked++;
      const account = accounts.get(doc.id);
      if (!account) {
        report.missing.push({ uid: doc.id, email: doc.data.email });
        continue;
      }
      const claims = claimsFromStaffRecord(doc.data, doc.version);
      if (sameClaims(account.customClaims, claims) && account.disabled === doc.data.disabled) continue;
      await auth.setCustomUserClaims(doc.id, { ...claims });
      if (account.disabled !== doc.data.disabled) await auth.updateUser(doc.id, { disabled: doc.data.disabled });
      report.updated.push(doc.data.email);
    }
    after = page.nextCursor;
  } while (after);
  return report;
}
