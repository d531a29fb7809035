import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { consentsQueryKey } from './get-consents';

/** POST patient/consents/{id}/withdraw. */
export async function withdrawConsent(id: string) {
  const answer = await api('withdrawConsent', { params: { id } });
  return answer.Data;
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentsQueryKey }),
  });
}
