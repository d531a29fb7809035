import type { AnalyzeTestRequest } from '@portal/contract';
import { api } from '../../../lib/http';

/** SPEC.md section 7: patient/test/a1c when the test name contains "a1c" (any case), else patient/test/rapid. */
export const isA1cTest = (testName: string): boolean => testName.toLowerCase().includes('a1c');

/** Sends the stored photo for reading; the answer is the result, or IN PROGRESS to poll. */
export async function analyzeTest(testName: string, request: AnalyzeTestRequest, signal?: AbortSignal) {
  const answer = await api(isA1cTest(testName) ? 'analyzeA1cTest' : 'analyzeRapidTest', {
    body: request,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}
