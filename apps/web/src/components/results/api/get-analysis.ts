import type { Inference } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** How often the results screen asks again while the reading job has not finished. */
export const ANALYSIS_POLL_MS = 2000;

/** GET patient/test/analyses/{analysisID}: the reading of one photo (polled while IN PROGRESS). */
export async function getAnalysis(analysisId: string, signal?: AbortSignal): Promise<Inference> {
  const answer = await api('analysis', {
    params: { analysisID: analysisId },
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

/** Polls every `pollMs` while the reading is in progress, and stops once it completed or failed. */
export function analysisRefetchInterval(data: Inference | undefined, pollMs: number): number | false {
  return data?.Status === 'in-progress' ? pollMs : false;
}

export const analysisQueryOptions = (analysisId: string, pollMs = ANALYSIS_POLL_MS) =>
  queryOptions({
    queryKey: ['test-results', 'analysis', analysisId],
    queryFn: ({ signal }) => getAnalysis(analysisId, signal),
    refetchInterval: (query) => analysisRefetchInterval(query.state.data, pollMs),
    retry: false,
  });

export function useAnalysis(analysisId: string, pollMs?: number) {
  return useQuery(analysisQueryOptions(analysisId, pollMs));
}
