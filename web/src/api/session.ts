import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { sessionKeys } from './keys';

// Only the query here: this module is in the first page's bundle, the profile mutations (api/profile.ts) are not.
export const sessionQueries = {
  // Always fresh: the session provider decides when to read it (sign-in, token change, changed access).
  me: () => queryOptions({ queryKey: sessionKeys.me(), queryFn: () => call('session-me', {}), staleTime: 0 }),
};
