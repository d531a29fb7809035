import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** POST patient/healthservices/{serviceID}/encounters: starting a test creates its encounter. */
export async function startEncounter(serviceId: string) {
  const answer = await api('startEncounter', { params: { serviceID: serviceId } });
  return answer.Data;
}

export function useStartEncounter() {
  return useMutation({ mutationFn: startEncounter });
}
