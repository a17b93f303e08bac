import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import type { SessionMe } from '@office/domain/session';
import type { Scopes } from '@office/domain/policy';
import type { SecondFactorState } from '@office/domain/second-factor';
import { SessionContext, type Session } from '../lib/session-context';

/** A session value for component tests: the guards and menus read only this context. */
export function fakeSession(
  over: { signedIn?: boolean; loading?: boolean; scopes?: Scopes | null; admin?: boolean; secondFactor?: SecondFactorState } = {},
): Session {
  const signedIn = over.signedIn ?? true;
  const me: SessionMe | null = signedIn
    ? {
        uid: 'u1',
        email: 'ana@x.test',
        name: 'Ana Souza',
        scopes: over.scopes === undefined ? { read: ['Agenda'], write: [] } : over.scopes,
        admin: over.admin ?? false,
        version: 1,
        phone: null,
        photoPath: null,
        secondFactor: {
          state: over.secondFactor ?? 'off',
          enabled: over.secondFactor === 'verified' || over.secondFactor === 'challenge',
          required: over.secondFactor === 'setup-required',
          enabledAt: null,
          recoveryCodesLeft: null,
          verifiedUntil: null,
        },
      }
    : null;
  return {
    user: signedIn ? { uid: 'u1', email: 'ana@x.test', displayName: 'Ana Souza' } : null,
    // Firebase's own account object is for Auth's actions (the e-mail confirmation), which these tests do not run.
    account: signedIn ? ({ uid: 'u1', email: 'ana@x.test', displayName: 'Ana Souza', emailVerified: false } as User) : null,
    me,
    loading: over.loading ?? false,
    error: null,
    prepare: () => undefined,
    signIn: async () => true,
    register: async () => true,
    sendReset: async () => true,
    signOut: async () => undefined,
    reload: async () => undefined,
    clearError: () => undefined,
  };
}

export function WithSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}
