import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

/** POST auth/mfa/enrol/confirm: the first code confirms the app; the session and the recovery codes. */
export async function confirmMfaEnrolment(input: {
  challenge: string;
  code: string;
}): Promise<{ user: CurrentUser; recoveryCodes: string[] }> {
  const answer = await api('mfaEnrolConfirm', { body: { ...input, tenantId: getRuntimeConfig().tenantId } });
  return answer.Data;
}

export function useConfirmMfaEnrolment() {
  return useMutation({ mutationFn: confirmMfaEnrolment, retry: false });
}
