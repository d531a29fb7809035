import { useMutation } from '@tanstack/react-query';
import type { MfaSetupRequest, TotpSetup } from '@portal/contract';
import { api } from '../../../lib/http';

/** POST patient/settings/mfa/setup (needs the current password): a new secret's QR code, shown once. */
export async function setUpMfa(body: MfaSetupRequest): Promise<TotpSetup> {
  const answer = await api('mfaSetup', { body });
  return answer.Data;
}

export function useSetUpMfa() {
  return useMutation({ mutationFn: setUpMfa });
}
