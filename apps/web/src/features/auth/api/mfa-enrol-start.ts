import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@portal/contract';
import { api } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';

/** POST auth/mfa/enrol: the new secret's QR code and manual key, shown once per challenge. */
export async function startMfaEnrolment(challenge: string): Promise<TotpSetup> {
  const answer = await api('mfaEnrolStart', { body: { tenantId: getRuntimeConfig().tenantId, challenge } });
  return answer.Data;
}

export function useStartMfaEnrolment() {
  return useMutation({ mutationFn: startMfaEnrolment, retry: false });
}
