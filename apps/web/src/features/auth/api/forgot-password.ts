import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export type ForgotPasswordInput = Omit<ForgotPasswordRequest, 'tenantId'>;

/** POST auth/forgot-password: the same answer whether or not the e-mail has an account. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<true> {
  const answer = await api('forgotPassword', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export const forgotPasswordMutation = () =>
  mutationOptions({ mutationKey: ['forgotPassword'], mutationFn: forgotPassword, retry: false });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutation());
}
