import type { Role } from '@portal/contract';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../lib/current-user';

export const SIGN_IN_PATH = '/authentication/signin';

/**
 * Route guard (SPEC.md section 6): lets a signed-in user in; when roles are listed the user's role must be
 * one of them. Anyone else goes to authentication/signin.
 */
export function RequireAuth({ roles }: { roles?: readonly Role[] }) {
  const user = useCurrentUser();
  if (!user?.token) return <Navigate to={SIGN_IN_PATH} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to={SIGN_IN_PATH} replace />;
  return <Outlet />;
}
