import { FhirBundle, type SmartHealthCardFile } from '@portal/contract';
import { notFound } from '../../lib/errors';
import sampleBundleJson from '../../seed/sample-bundle.json';
import sampleCardBundleJson from '../../seed/sample-health-card-bundle.json';
import { readDemoIssuerKey } from './smart-health-card/demo-issuer';
import { signHealthCard } from './smart-health-card/sign-card';

/** The sample FHIR R4 Bundle (fictional data) the import page offers to try. */
export const sampleBundle = (): FhirBundle => FhirBundle.parse(sampleBundleJson);

/**
 * A sample `.smart-health-card` file: the sample card bundle signed now by the demo issuer, whose key the
 * seed made in DATA_DIR; 404 when there is none (SEED_DEMO off).
 */
export async function sampleCard(dataDir: string): Promise<SmartHealthCardFile> {
  const key = readDemoIssuerKey(dataDir);
  if (!key) throw notFound();
  return { verifiableCredential: [await signHealthCard(sampleCardBundleJson, key)] };
}
