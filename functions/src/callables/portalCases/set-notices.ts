import { setNoticeConsent } from '../../entities/portal/notice-consent';
import { implement } from '../../platform/define-callable';

/** Portal do cliente: the signed-in account gives or withdraws its consent to e-mail notices, dated and audited. */
export default implement('portalCases-setNotices', async (ctx, input) => setNoticeConsent(ctx, input.emailNotices, input.expectedVersion));
