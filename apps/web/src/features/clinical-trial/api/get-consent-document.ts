import type { Language } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET clinical-trial/consent-document/{language}: the current Informed Consent text and its hash. */
export async function getConsentDocument(language: Language, signal?: AbortSignal) {
  const answer = await api('consentDocument', { params: { language }, ...(signal ? { signal } : {}) });
  return answer.Data;
}

export const consentDocumentQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['clinical-trial', 'consent-document', language],
    queryFn: ({ signal }) => getConsentDocument(language, signal),
  });

export function useConsentDocument(language: Language) {
  return useQuery(consentDocumentQueryOptions(language));
}
