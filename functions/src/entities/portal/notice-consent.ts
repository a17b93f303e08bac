/**
 * The one writer of `portalConsents`: a client account gives or withdraws its consent to e-mail notices on
 * /portal, dated and audited (Lei 13.709/2018 art. 8, §5: consent may be revoked at any time, free of charge).
 */
import { COLLECTIONS, type PortalConsentRecord, type PortalNotices } from '@office/domain';
import { auditOp } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedWriteOp } from '../../store/typed';

const collection = COLLECTIONS.portalConsents;

export function toPortalNotices(doc: StoredDoc<PortalConsentRecord> | null): PortalNotices {
  return doc
    ? { emailNotices: doc.data.emailNotices, changedAt: doc.data.changedAt, version: doc.version }
    : { emailNotices: false, changedAt: null, version: 0 };
}

/** Records the signed-in client account's choice on the version it saw (0: never chosen), else `conflict`. */
export async function setNoticeConsent(ctx: CallableContext, emailNotices: boolean, expectedVersion: number): Promise<PortalNotices> {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const uid = ctx.uid;
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, uid);
    if ((current?.version ?? 0) !== expectedVersion) throw appError('conflict');
    const next: PortalConsentRecord = { clientId: portal.account.data.clientId, emailNotices, changedAt: new Date().toISOString() };
    return {
      ops: [
        current ? { kind: 'update', collection, id: uid, expectedVersion, patch: next } : { kind: 'create', collection, id: uid, data: next },
        auditOp(ctx, { section: 'clients', action: 'portalCases.consent', entity: collection, entityId: uid, changedFields: ['emailNotices'] }),
      ],
      result: null,
    };
  });
  return toPortalNotices(await ctx.stores.documents.get(collection, uid));
}

/**
 * Forgets an account's consent, read in the caller's transaction: the account is being given to another client
 * (portal-accounts.ts), and what it consented to was notices about the first client's cases.
 */
export async function consentDropOps(tx: Pick<TypedReader, 'get'>, uid: string): Promise<TypedWriteOp[]> {
  const current = await tx.get(collection, uid);
  return current ? [{ kind: 'delete', collection, id: uid, expectedVersion: current.version }] : [];
}
