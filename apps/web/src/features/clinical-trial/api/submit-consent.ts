import type { SubmitConsentRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

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
  return useMutation({ mutationFn: submitConsent });
}
