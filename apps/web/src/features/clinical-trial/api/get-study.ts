import type { Language } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET clinical-trial/study/{language}: the tenant's study steps 0 to 3. */
export async function getStudy(language: Language, signal?: AbortSignal) {
  const answer = await api('studyContent', { params: { language }, ...(signal ? { signal } : {}) });
  return answer.Data;
}

export const studyQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['clinical-trial', 'study', language],
    queryFn: ({ signal }) => getStudy(language, signal),
  });

export function useStudy(language: Language) {
  return useQuery(studyQueryOptions(language));
}
