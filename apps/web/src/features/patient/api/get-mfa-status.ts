import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/settings/mfa: whether two-step sign-in is on. */
export async function getMfaStatus(signal?: AbortSignal) {
  const answer = await api('mfaStatus', signal ? { signal } : {});
  return answer.Data;
}

export const mfaStatusQueryKey = ['patient', 'mfa'] as const;

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaStatusQueryKey, queryFn: ({ signal }) => getMfaStatus(signal) });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
