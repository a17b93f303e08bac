import { implement } from '../../platform/define-callable';
import { listOwnJobs } from './shared';

/** Processos: the caller's last imports of lawsuits (an administrator's: everyone's), newest first. */
export default implement('imports-list', async (ctx) => listOwnJobs(ctx, 'lawsuits'));
