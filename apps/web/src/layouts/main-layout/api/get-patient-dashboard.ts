import { DashboardRecord, endpointUrl } from '../../../lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET patient/dashboard, read at Data.Record (FirstName, LastName, BirthDate, Attributes.PatientImageURL).
 * Resolves to null when the answer holds no Data.Record (the sidebar then logs and shows nothing).
 */
export async function getPatientDashboard(signal?: AbortSignal): Promise<DashboardRecord | null> {
  const body = (await http(endpointUrl('dashboard'), signal ? { signal } : {})) as
    { Data?: { Record?: unknown } } | undefined;
  const record = body?.Data?.Record;
  if (record === undefined || record === null) return null;
  const parsed = DashboardRecord.safeParse(record);
  if (!parsed.success) throw new Error('The dashboard record is not valid.');
  return parsed.data;
}

export const patientDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['patient', 'dashboard'], queryFn: ({ signal }) => getPatientDashboard(signal) });

export function usePatientDashboard(enabled: boolean) {
  return useQuery({ ...patientDashboardQueryOptions(), enabled });
}
