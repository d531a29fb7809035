import { api } from '../../../lib/http';

/** GET patient/health-records/samples/smart-health-card: a sample card signed by the demo issuer, as a file. */
export async function getSampleHealthCardFile(): Promise<Blob> {
  const card = await api('sampleHealthCard');
  return new Blob([JSON.stringify(card)], { type: 'application/smart-health-card' });
}
