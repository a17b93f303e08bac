import { implement } from '../../platform/define-callable';
import { listOwnJobs } from '../imports/shared';

/** Financeiro: the caller's last imports of lançamentos (an administrator's: everyone's), newest first. */
export default implement('financeImports-list', async (ctx) => listOwnJobs(ctx, 'finance'));
