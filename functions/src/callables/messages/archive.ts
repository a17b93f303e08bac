import { implement } from '../../platform/define-callable';
import { setMailboxFlag } from './shared';

/** Mensagens: moves one's own copy of a thread to Arquivadas or back; a new message from someone brings it back. */
export default implement('messages-archive', (ctx, input) =>
  setMailboxFlag(ctx, input.threadId, { archived: input.archived }, input.archived ? 'messages.archive' : 'messages.unarchive'),
);
