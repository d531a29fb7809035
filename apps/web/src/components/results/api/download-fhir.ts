import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { saveJsonFile } from '../save-json-file';

/**
 * GET patient/test/results/{analysisID}/fhir, or patient/test/fhir for every result: fetched with the
 * bearer token like every call (never a token in a URL), then saved from memory as a .json file.
 */
export async function downloadFhir({ analysisId, fileName }: { analysisId?: string; fileName: string }) {
  const bundle = analysisId
    ? await api('testResultFhir', { params: { analysisID: analysisId } })
    : await api('testResultsFhir');
  saveJsonFile(bundle, fileName, 'application/fhir+json');
}

export function useDownloadFhir() {
  return useMutation({ mutationFn: downloadFhir });
}
