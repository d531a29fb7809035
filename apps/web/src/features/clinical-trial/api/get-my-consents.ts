import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/consents: the patient's signed consents, to know whether this one is signed already. */
export async function getMyConsents(signal?: AbortSignal) {
  const answer = await api('consents', signal ? { signal } : {});
  return answer.Data;
}

export const myConsentsQueryKey = ['patient', 'consents'] as const;

export function useMyConsents() {
  return useQuery(
    queryOptions({ queryKey: myConsentsQueryKey, queryFn: ({ signal }) => getMyConsents(signal) }),
  );
}
