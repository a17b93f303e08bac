/** Who is signed in. */
import { query } from './define';
import { type SessionMe, sessionMeInput } from '../session';

export const sessionOperations = {
  'session-me': query<SessionMe>()({ policy: 'signed-in', input: sessionMeInput }),
} as const;
