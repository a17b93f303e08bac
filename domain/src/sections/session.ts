/** Who is signed in. */
import { query, slice } from './define';
import { type SessionMe, sessionMeInput } from '../session';

export const sessionSlice = slice({
  operations: {
    'session-me': query<SessionMe>()('signed-in', sessionMeInput),
  },
});
