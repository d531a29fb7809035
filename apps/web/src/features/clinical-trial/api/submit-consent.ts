import type { SubmitConsentRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { myConsentsQueryKey } from './get-my-consents';

export interface ConsentSubmission {
  body: SubmitConsentRequest;
  /** The same key for every retry of one signature, so it lands once. */
  idempotencyKey: string;
}

/** POST clinical-trial/consents. */
export async function submitConsent({ body, idempotencyKey }: ConsentSubmission) {
  const answer = await api('submitConsent', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.Data;
}

export function useSubmitConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitConsent,
    // The page knows on its return from the ID capture that this consent is signed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myConsentsQueryKey }),
  });
}
