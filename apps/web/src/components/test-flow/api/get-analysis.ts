import { api } from '../../../lib/http';

/** GET patient/test/analyses/{analysisID}: polled while the reading is IN PROGRESS. */
export async function getAnalysis(analysisId: string, signal?: AbortSignal) {
  const answer = await api('analysis', {
    params: { analysisID: analysisId },
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}
