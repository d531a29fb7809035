import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearCurrentUser } from '../current-user';
import { signOutRequest } from './sign-out-request';

/** Logout, for every screen that offers it: asks the server, then ends the local session whatever it said. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let success = false;
    try {
      success = await signOutRequest();
    } catch (error) {
      console.error('Error signing out:', error);
    }
    // SPEC.md section 2: a logout that does not report success navigates to authentication/signin.
    // A successful one ends there too. Leaving first keeps the guard from offering a way back here.
    if (!success) console.warn('The server did not confirm the logout.');
    await navigate('/authentication/signin', { replace: true });
    // The local session ends whatever the server answered (SECURITY.md: storage cleared on logout).
    clearCurrentUser();
    queryClient.clear();
  }, [navigate, queryClient]);
}
