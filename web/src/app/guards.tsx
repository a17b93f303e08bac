import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner';
import { useSession } from '../lib/session-context';

export const LOGIN_PATH = '/auth/Login';
export const WAITING_PATH = '/auth/Access';
/** The code after the password, or the setup the office requires: before anything of the app. */
export const SECOND_FACTOR_PATH = '/auth/SecondFactor';
/** Where a client account lands (Portal do cliente): never a staff page. */
export const PORTAL_PATH = '/portal';

/**
 * Waits while auth is loading; sends signed-out people to the login page, remembering where they were going —
 * unless they just left with "Sair": where they were is not where the next person should land.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, leaving } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    if (leaving) return <Navigate to={LOGIN_PATH} replace />;
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}

/**
 * Signed in, but no administrator has granted access yet: the waiting page instead of errors. A sign-in that
 * still owes its second factor (or its setup) goes to that screen first, remembering where it was going.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (me?.portal) return <Navigate to={PORTAL_PATH} replace />;
  if (!me?.scopes) return <Navigate to={WAITING_PATH} replace />;
  const { state } = me.secondFactor;
  if (state === 'challenge' || state === 'setup-required') {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${SECOND_FACTOR_PATH}?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}
