import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/http';

/** GET patient/header: the header record (name, photo, onboarding flags). */
export async function getPatientHeader(signal?: AbortSignal) {
  const answer = await api('header', signal ? { signal } : {});
  return answer.Data.Record;
}

export const patientHeaderQueryOptions = () =>
  queryOptions({ queryKey: ['patient', 'header'], queryFn: ({ signal }) => getPatientHeader(signal) });

/** Header load errors are only logged (SPEC.md section 8). */
export function usePatientHeader(enabled: boolean) {
  const query = useQuery({ ...patientHeaderQueryOptions(), enabled });
  useEffect(() => {
    if (query.error) console.error('Error loading header:', query.error);
  }, [query.error]);
  return query;
}
