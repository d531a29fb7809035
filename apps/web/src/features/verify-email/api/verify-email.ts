import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { OnboardRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

export interface VerifyEmailInput {
  email: string;
  code: string;
}

/** POST patient/onboard, Step EMAIL_VERIFY (SPEC.md section 7). Resolves with the sign-up ticket. */
export async function verifyEmail({ email, code }: VerifyEmailInput): Promise<string> {
  const body: OnboardRequest = {
    Data: { Step: 'EMAIL_VERIFY', User: { Email: email, TenantID: getRuntimeConfig().tenantId }, Data: code },
  };
  const answer = await api('onboard', { body });
  return answer.Data.SignupTicket;
}

export const verifyEmailMutation = () =>
  mutationOptions({ mutationKey: ['onboard', 'EMAIL_VERIFY'], mutationFn: verifyEmail, retry: false });

export function useVerifyEmail() {
  return useMutation(verifyEmailMutation());
}
