import { api } from '../http';

/** POST the contract's signOut; the answer carries a success flag (SPEC.md section 7). */
export async function signOutRequest(): Promise<boolean> {
  const answer = await api('signOut');
  return answer.Data.success;
}
