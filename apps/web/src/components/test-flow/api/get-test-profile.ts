import { api } from '../../../lib/http';

/** GET patient/test/profile/gs1/{gtin}: the kit's profile once the server has checked the scanned code. */
export async function getTestProfile(gtin: string, code: string, signal?: AbortSignal) {
  const answer = await api('testProfile', {
    params: { gtin },
    query: { code },
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}
