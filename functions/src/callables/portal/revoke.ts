import { revokeAccount, toPortalAccountView } from '../../entities/portal/portal-accounts';
import { implement } from '../../platform/define-callable';

/** Clientes: ends a client account's access to the portal; its next call is refused. */
export default implement('portal-revoke', async (ctx, input) => toPortalAccountView(await revokeAccount(ctx, input.id, input.expectedVersion)));
