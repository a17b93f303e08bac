import { implement } from '../../platform/define-callable';
import { chargeDetail } from './shared';

/** Financeiro → Cobranças: one charge with its items, QR code and account. */
export default implement('charges-get', async (ctx, input) => chargeDetail(ctx, input.id));
