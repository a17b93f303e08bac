import type { User } from 'firebase/auth';
import { createContext, use } from 'react';
import type { SessionMe } from '@office/domain/session';

/**
 * Who is signed in, as the pages need it. On a warm visit of `/` it is first the account the head script's token
 * names (the server checked that token), until Firebase Auth confirms it: then Auth's own account.
 */
export type SessionUser = Pick<User, 'uid' | 'email' | 'displayName'>;

export interface Session {
  /** Signed-in account, or null. */
  user: SessionUser | null;
  /** Firebase Auth's account once it confirmed the sign-in (null before, and when signed out): for Auth's own actions. */
  account?: User | null;
  /** The staff record's view of this user; `scopes` null while no administrator has granted access. */
  me: SessionMe | null;
  /** True until the first auth state (and its staff record) is known: navigation waits on it. */
  loading: boolean;
  error: string | null;
  /**
   * The person signed out with "Sair" and no one has signed in since: the login page then remembers no page to
   * go back to (the next person starts at the home page). Absent: false.
   */
  leaving?: boolean;
  /** Starts downloading the sign-in code (the person began typing), so submitting does not wait for it. */
  prepare: () => void;
  signIn(email: string, password: string): Promise<boolean>;
  register(name: string, email: string, password: string): Promise<boolean>;
  sendReset(email: string): Promise<boolean>;
  signOut: () => Promise<void>;
  /** Reads the staff record again (after a profile change, or when a call says access changed). */
  reload: () => Promise<void>;
  clearError(): void;
}

/** Kept apart from the provider so components (and their tests) need not load Firebase. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
