import { implement } from '../../platform/define-callable';
import { transactionDetail } from './shared';

/** Financeiro: one lançamento with its payments (reversed ones too) and the rest of its series. */
export default implement('finance-get', async (ctx, input) => transactionDetail(ctx, input.id));
