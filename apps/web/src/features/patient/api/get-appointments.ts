import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/appointments: the patient's own bookings. */
export async function getAppointments(signal?: AbortSignal) {
  const answer = await api('appointments', signal ? { signal } : {});
  return answer.Data;
}

export const appointmentsQueryKey = ['patient', 'appointments'] as const;

export function useAppointments() {
  return useQuery(
    queryOptions({ queryKey: appointmentsQueryKey, queryFn: ({ signal }) => getAppointments(signal) }),
  );
}
