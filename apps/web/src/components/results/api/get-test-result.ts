import type { TestResultDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/**
 * The photo link lives OBJECT_LINK_TTL_SECONDS (300 s by default): the detail counts as stale well before,
 * so opening More Details again asks for a fresh link (and a failed photo load asks at once).
 */
const DETAIL_STALE_MS = 60_000;

/** GET patient/test/results/{analysisID}: one result with a short-lived link to its photo. */
export async function getTestResult(analysisId: string, signal?: AbortSignal): Promise<TestResultDetail> {
  const answer = await api('testResult', {
    params: { analysisID: analysisId },
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

export const testResultQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: ['test-results', 'detail', analysisId],
    queryFn: ({ signal }) => getTestResult(analysisId, signal),
    staleTime: DETAIL_STALE_MS,
    retry: false,
  });

export function useTestResult(analysisId: string) {
  return useQuery(testResultQueryOptions(analysisId));
}
