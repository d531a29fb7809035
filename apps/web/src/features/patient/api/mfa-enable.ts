import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaEnableRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { mfaStatusQueryKey } from './get-mfa-status';

/** POST patient/settings/mfa/enable: the first code turns it on; the recovery codes, shown once. */
export async function enableMfa(body: MfaEnableRequest): Promise<string[]> {
  const answer = await api('mfaEnable', { body });
  return answer.Data.recoveryCodes;
}

export function useEnableMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => client.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
