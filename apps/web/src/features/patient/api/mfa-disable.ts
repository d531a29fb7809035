import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableRequest } from '@portal/contract';
import { api } from '../../../lib/http';
import { mfaStatusQueryKey } from './get-mfa-status';

/** POST patient/settings/mfa/disable with the current password or a code. */
export async function disableMfa(body: MfaDisableRequest): Promise<true> {
  const answer = await api('mfaDisable', { body });
  return answer.Data;
}

export function useDisableMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => client.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
