import type { Role } from '@portal/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionEndedOnThisPage, useCurrentUser } from '../lib/current-user';
import { signInPathReturningTo } from '../lib/return-path';

export const SIGN_IN_PATH = '/authentication/signin';

/**
 * Route guard (SPEC.md section 6): lets a signed-in user in; when roles are listed the user's role must be
 * one of them. Anyone else goes to authentication/signin; a signed-out visitor comes back to the page
 * asked for after signing in.
 */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user?.token) {
    if (sessionEndedOnThisPage()) return <Navigate to={SIGN_IN_PATH} replace />;
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathReturningTo(SIGN_IN_PATH, asked)} replace />;
  }
  if (roles && !roles.includes(user.role)) return <Navigate to={SIGN_IN_PATH} replace />;
  return <Outlet />;
}
