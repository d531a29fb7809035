import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** POST the contract's signOut; the answer carries a success flag (SPEC.md section 7). */
export async function signOut(): Promise<boolean> {
  const answer = await api('signOut');
  return answer.Data.success;
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
