import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SignInRequest, SignInResult } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export type SignInInput = Omit<SignInRequest, 'tenantId'>;

/** POST auth/signin; resolves with the current user, or a second-factor challenge (no session yet). */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const answer = await api('signIn', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export const signInMutation = () =>
  mutationOptions({ mutationKey: ['signIn'], mutationFn: signIn, retry: false });

export function useSignIn() {
  return useMutation(signInMutation());
}
