import { api } from '../../../lib/http';

/** GET patient/health-records/samples/bundle: the sample FHIR R4 Bundle, as a file to save. */
export async function getSampleBundleFile(): Promise<Blob> {
  const bundle = await api('sampleHealthBundle');
  return new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' });
}
