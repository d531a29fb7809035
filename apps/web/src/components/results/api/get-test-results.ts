import type { TestResult } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** GET patient/test/results: every result of the signed-in patient, newest first. */
export async function getTestResults(signal?: AbortSignal): Promise<TestResult[]> {
  const answer = await api('testResults', signal ? { signal } : {});
  return answer.Data;
}

export const testResultsQueryOptions = () =>
  queryOptions({
    queryKey: ['test-results', 'list'],
    queryFn: ({ signal }) => getTestResults(signal),
  });

export function useTestResults(options: { enabled?: boolean } = {}) {
  return useQuery({ ...testResultsQueryOptions(), enabled: options.enabled ?? true });
}
