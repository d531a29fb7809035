import { api } from '../../../lib/http';

/** POST patient/test/photo-ticket: a short-lived single-use upload ticket and the kit's template. */
export async function getPhotoTicket(encounterId: string, signal?: AbortSignal) {
  const answer = await api('testPhotoTicket', {
    body: { EncounterID: encounterId },
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}
