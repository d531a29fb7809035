import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/profile. */
export async function getProfile(signal?: AbortSignal) {
  const answer = await api('profile', signal ? { signal } : {});
  return answer.Data;
}

export const profileQueryKey = ['patient', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
