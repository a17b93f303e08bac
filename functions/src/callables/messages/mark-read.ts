import { implement } from '../../platform/define-callable';
import { setMailboxFlag } from './shared';

/** Mensagens: marks one's own copy of a thread read (on opening it) or unread again. Others' copies are untouched. */
export default implement('messages-markRead', (ctx, input) =>
  setMailboxFlag(ctx, input.threadId, { unread: !input.read }, input.read ? 'messages.markRead' : 'messages.markUnread'),
);
