import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { encounterQueryKey, withClockOffset } from './get-encounter';

/** POST patient/encounters/{encounterID}/timer: the kit is stored with the encounter and its wait starts. */
export async function startTestTimer(encounterId: string, code: string) {
  const answer = await api('startTestTimer', { params: { encounterID: encounterId }, body: { Code: code } });
  return withClockOffset(answer.Data);
}

export function useStartTestTimer(encounterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => startTestTimer(encounterId, code),
    onSuccess: (encounter) => {
      queryClient.setQueryData(encounterQueryKey(encounterId), encounter);
    },
  });
}
