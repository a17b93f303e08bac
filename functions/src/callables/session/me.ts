import { COLLECTIONS, normalizeScopes } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { callerSignIn } from '../../platform/second-factor';

/**
 * The signed-in user's own access, read from `admin/<uid>`: the SPA builds its menu and guards from this. It
 * answers before the second factor too: its state tells the SPA to ask for the code (or the setup) first.
 */
export default implement('session-me', async (ctx) => {
  const record = ctx.staff;
  const active = record && !record.data.disabled;
  // A client account (portal do cliente) gets no staff data: only which clients it follows, while it is active.
  const portalAccount = record ? null : await ctx.stores.documents.get(COLLECTIONS.portalAccounts, ctx.uid);
  const portal = portalAccount?.data.status === 'ativo' ? { clientIds: [portalAccount.data.clientId] } : null;
  return {
    uid: ctx.uid,
    email: record?.data.email ?? null,
    name: record?.data.name ?? '',
    scopes: active ? normalizeScopes(record.data.scopes) : null,
    admin: Boolean(active && record.data.admin),
    version: record?.version ?? null,
    phone: record?.data.phone ?? null,
    photoPath: record?.data.photoPath ?? null,
    secondFactor: callerSignIn(ctx).secondFactor,
    portal,
  };
});
