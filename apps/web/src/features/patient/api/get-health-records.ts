import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthRecordKind } from '@portal/contract';
import { api } from '../../../lib/http';

/** GET patient/health-records/{kind}: the signed-in patient's imported records of one kind. */
export async function getHealthRecords(kind: HealthRecordKind, signal?: AbortSignal) {
  const answer = await api('healthRecords', { params: { kind }, ...(signal ? { signal } : {}) });
  return answer.Data;
}

export const healthRecordsQueryKey = ['patient', 'health-records'] as const;

export const healthRecordsQueryOptions = (kind: HealthRecordKind) =>
  queryOptions({
    queryKey: [...healthRecordsQueryKey, kind],
    queryFn: ({ signal }) => getHealthRecords(kind, signal),
  });

export function useHealthRecords(kind: HealthRecordKind) {
  return useQuery(healthRecordsQueryOptions(kind));
}
