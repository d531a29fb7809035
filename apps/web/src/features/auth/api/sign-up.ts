import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CurrentUser, SignUpRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export type SignUpInput = Omit<SignUpRequest, 'tenantId'>;

/** POST auth/signup with the ticket from e-mail verification; resolves with the signed-in user. */
export async function signUp(input: SignUpInput): Promise<CurrentUser> {
  const answer = await api('signUp', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export const signUpMutation = () =>
  mutationOptions({ mutationKey: ['signUp'], mutationFn: signUp, retry: false });

export function useSignUp() {
  return useMutation(signUpMutation());
}
