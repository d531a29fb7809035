import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

/** POST auth/mfa/verify: a code from the app or a recovery code gives the session. */
export async function verifyMfaCode(input: { challenge: string; code: string }): Promise<CurrentUser> {
  const answer = await api('mfaVerify', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export function useVerifyMfaCode() {
  return useMutation({ mutationFn: verifyMfaCode, retry: false });
}
