/**
 * The one writer of `portalAccounts` (portal do cliente): an invitation creates or renews a client account, a
 * revocation ends it. Each write is audited in the same transaction, and the account's claims follow the stored
 * record (platform/portal-sync.ts), so the next call sees the change.
 */
import { COLLECTIONS, type PortalAccountRecord, type PortalAccountView } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { syncPortalClaims, type PortalAccountDoc } from '../../platform/portal-sync';
import type { TypedReader } from '../../store/typed';
import { consentDropOps } from './notice-consent';

export const OTHER_CLIENT_EMAIL = 'Este e-mail já acessa o portal como contato de outro cliente.';

/**
 * Whether `account` still follows another client than `clientId`: active, and that client still exists. A revoked
 * account, or one whose client was deleted, is free to be invited for another client.
 */
export async function followsAnotherClient(reader: Pick<TypedReader, 'get'>, account: PortalAccountDoc | null, clientId: string): Promise<boolean> {
  if (!account || account.data.clientId === clientId || account.data.status !== 'ativo') return false;
  return !!(await reader.get(COLLECTIONS.clients, account.data.clientId));
}

const collection = COLLECTIONS.portalAccounts;

export function toPortalAccountView(doc: PortalAccountDoc): PortalAccountView {
  const { clientId, name, email, status, invitedAt } = doc.data;
  return { id: doc.id, clientId, name, email, status, invitedAt, version: doc.version };
}

async function stored(ctx: CallableContext, uid: string): Promise<PortalAccountDoc> {
  const doc = await ctx.stores.documents.get(collection, uid);
  if (!doc) throw appError('internal');
  return doc;
}

/**
 * Stores the invitation of `uid` for `clientId`: a new account, or the renewal of this client's account (again
 * active, invited now). An account that still follows another client is refused: one account follows one client
 * here; a revoked one, or one whose client was deleted, moves. The client must still exist in the same
 * transaction, so an invitation never outlives a deletion it raced with.
 */
export async function saveInvitation(
  ctx: CallableContext,
  uid: string,
  invite: Pick<PortalAccountRecord, 'clientId' | 'name' | 'email'>,
): Promise<PortalAccountDoc> {
  await ctx.stores.documents.transact(async (tx) => {
    if (!(await tx.get(COLLECTIONS.clients, invite.clientId))) throw appError('not-found');
    const current = await tx.get(collection, uid);
    if (await followsAnotherClient(tx, current, invite.clientId)) throw appError('already-exists', { fields: { email: OTHER_CLIENT_EMAIL } });
    // A freed account given to another client starts afresh there: no consent carried over from the first.
    const moving = !!current && current.data.clientId !== invite.clientId;
    const next: PortalAccountRecord = {
      ...invite,
      status: 'ativo',
      invitedBy: ctx.uid,
      invitedAt: new Date().toISOString(),
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        current ? { kind: 'update', collection, id: uid, expectedVersion: current.version, patch: next } : { kind: 'create', collection, id: uid, data: next },
        ...(moving ? await consentDropOps(tx, uid) : []),
        auditOp(ctx, {
          section: 'clients',
          action: current && !moving ? 'portal.reinvite' : 'portal.invite',
          entity: collection,
          entityId: uid,
          changedFields: changedFields(current?.data ?? null, next),
        }),
      ],
      result: null,
    };
  });
  const after = await stored(ctx, uid);
  await syncPortalClaims(after);
  return after;
}

/** Ends a client account on the version the person saw (else `conflict`); its claims and sessions end with it. */
export async function revokeAccount(ctx: CallableContext, uid: string, expectedVersion: number): Promise<PortalAccountDoc> {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, uid);
    if (!current) throw appError('not-found');
    // What the person saw changed meanwhile (another revocation, a new invitation): they decide again on what is there now.
    if (current.version !== expectedVersion) throw appError('conflict');
    if (current.data.status === 'revogado') throw appError('invalid-state', { reason: 'Este acesso ao portal já foi revogado.' });
    const next: PortalAccountRecord = { ...current.data, status: 'revogado', updatedBy: ctx.uid };
    return {
      ops: [
        { kind: 'update', collection, id: uid, expectedVersion, patch: next },
        auditOp(ctx, { section: 'clients', action: 'portal.revoke', entity: collection, entityId: uid, changedFields: ['status'] }),
      ],
      result: null,
    };
  });
  const after = await stored(ctx, uid);
  await syncPortalClaims(after);
  return after;
}
