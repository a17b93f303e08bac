import { implement } from '../../platform/define-callable';
import { agreementDetail } from './shared';

/** Contratos de honorários: one agreement with its versions, recorded results and acts, and its lançamentos. */
export default implement('feeAgreements-get', async (ctx, input) => agreementDetail(ctx, input.id));
