import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/appointment-slots: open slots of the tenant's study coordinators (UTC instants). */
export async function getAppointmentSlots(signal?: AbortSignal) {
  const answer = await api('appointmentSlots', signal ? { signal } : {});
  return answer.Data;
}

export const appointmentSlotsQueryKey = ['patient', 'appointment-slots'] as const;

export function useAppointmentSlots() {
  return useQuery(
    queryOptions({
      queryKey: appointmentSlotsQueryKey,
      queryFn: ({ signal }) => getAppointmentSlots(signal),
    }),
  );
}
