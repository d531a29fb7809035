import type { BookAppointmentRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { appointmentSlotsQueryKey } from './get-appointment-slots';
import { appointmentsQueryKey } from './get-appointments';

/** POST patient/appointments. */
export async function bookAppointment(body: BookAppointmentRequest) {
  const answer = await api('bookAppointment', { body });
  return answer.Data;
}

/** POST patient/appointments/{id}/cancel. */
export async function cancelAppointment(id: string) {
  const answer = await api('cancelAppointment', { params: { id } });
  return answer.Data;
}

/** POST patient/appointments/{id}/reschedule: moves the booking to another offered slot. */
export async function rescheduleAppointment({ id, slot }: { id: string; slot: BookAppointmentRequest }) {
  const answer = await api('rescheduleAppointment', { params: { id }, body: slot });
  return answer.Data;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentSlotsQueryKey }),
      queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
    ]);
}

export function useBookAppointment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: bookAppointment, onSettled: refresh });
}

export function useCancelAppointment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: cancelAppointment, onSettled: refresh });
}

export function useRescheduleAppointment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: rescheduleAppointment, onSettled: refresh });
}
