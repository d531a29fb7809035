import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export type RegisterInput = Omit<RegisterRequest, 'tenantId'>;

/** POST auth/register: the same answer whether or not the e-mail has an account. */
export async function register(input: RegisterInput): Promise<true> {
  const answer = await api('register', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export const registerMutation = () =>
  mutationOptions({ mutationKey: ['register'], mutationFn: register, retry: false });

export function useRegister() {
  return useMutation(registerMutation());
}
