import { implement } from '../../platform/define-callable';
import { myWorkItems } from './shared';

/**
 * "Meu trabalho": the caller's open tasks, the tasks waiting for their review and their open prazos, in order of
 * urgency. Three pages of `limit`, merged and cut to `limit`: never every task (the home page's summary brings its five).
 */
export default implement('tasks-myWork', (ctx, input) => myWorkItems(ctx, input.limit));
