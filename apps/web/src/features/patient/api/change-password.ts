import type { ChangePasswordRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** POST the contract's changePassword (settings page); success when Data is true. */
export async function changePassword(body: ChangePasswordRequest): Promise<boolean> {
  const answer = await api('changePassword', { body });
  return answer.Data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
