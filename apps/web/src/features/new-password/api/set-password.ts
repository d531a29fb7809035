import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { PasswordRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export interface SetPasswordInput {
  token: string;
  email: string;
  password: string;
}

/** POST patient/password with the credentials (SPEC.md section 7); true when the password was set. */
export async function setPassword({ token, email, password }: SetPasswordInput): Promise<boolean> {
  const body: PasswordRequest = {
    Data: { Token: token, Email: email, Password: password, TenantID: getRuntimeConfig().tenantId },
  };
  const answer = await api('setPassword', { body });
  return answer.Data;
}

export const setPasswordMutation = () =>
  mutationOptions({ mutationKey: ['setPassword'], mutationFn: setPassword, retry: false });

export function useSetPassword() {
  return useMutation(setPasswordMutation());
}
