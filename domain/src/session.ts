import { z } from './schema';
import type { Scopes } from './policy';

/** `session-me`: what the SPA needs to build the menu and guards. */
export const sessionMeInput = z.object({}).strict();

export interface SessionMe {
  uid: string;
  email: string | null;
  name: string;
  /** Null when the account exists but no administrator has granted access yet. */
  scopes: Scopes | null;
  admin: boolean;
  /** The staff record's version the answer was read at. */
  version: number | null;
}
