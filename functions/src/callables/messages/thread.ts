import { implement } from '../../platform/define-callable';
import { readThread } from './shared';

/** Mensagens: a thread the caller takes part in, every message oldest first (reading it changes nothing). */
export default implement('messages-thread', (ctx, input) => readThread(ctx.stores.documents, ctx, input.threadId));
