import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/healthservices: the services the patient can start and their past encounters. */
export async function getHealthServices(signal?: AbortSignal) {
  const answer = await api('healthServices', signal ? { signal } : {});
  return answer.Data;
}

export const healthServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['patient', 'healthservices'],
    queryFn: ({ signal }) => getHealthServices(signal),
  });

export function useHealthServices() {
  return useQuery(healthServicesQueryOptions());
}
