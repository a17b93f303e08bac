import { COLLECTIONS } from '@office/domain';
import { toPortalNotices } from '../../entities/portal/notice-consent';
import { implement } from '../../platform/define-callable';

/** Portal do cliente: whether the signed-in account takes e-mail notices (never presumed: off until it says yes). */
export default implement('portalCases-notices', async (ctx) => toPortalNotices(await ctx.stores.documents.get(COLLECTIONS.portalConsents, ctx.uid)));
