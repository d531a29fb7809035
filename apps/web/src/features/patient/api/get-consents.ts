import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/consents: the patient's signed consents with their state. */
export async function getConsents(signal?: AbortSignal) {
  const answer = await api('consents', signal ? { signal } : {});
  return answer.Data;
}

export const consentsQueryKey = ['patient', 'consents'] as const;

export const consentsQueryOptions = () =>
  queryOptions({ queryKey: consentsQueryKey, queryFn: ({ signal }) => getConsents(signal) });

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
