import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CurrentUser, SignInRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export type SignInInput = Omit<SignInRequest, 'tenantId'>;

/** POST auth/signin; resolves with the current user (role, names, token). */
export async function signIn(input: SignInInput): Promise<CurrentUser> {
  const answer = await api('signIn', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export const signInMutation = () =>
  mutationOptions({ mutationKey: ['signIn'], mutationFn: signIn, retry: false });

export function useSignIn() {
  return useMutation(signInMutation());
}
