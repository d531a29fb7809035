import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** POST patient/consents/{id}/pdf-link: a short-lived link to the signed copy. */
export async function consentPdfLink(id: string) {
  const answer = await api('consentPdfLink', { params: { id } });
  return answer.Data;
}

export function useConsentPdfLink() {
  return useMutation({ mutationFn: consentPdfLink });
}
