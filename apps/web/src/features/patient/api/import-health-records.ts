import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { healthRecordsQueryKey } from './get-health-records';

/** POST patient/health-records/import: a FHIR R4 Bundle, as parsed from the patient's file. */
export async function importHealthRecords(bundle: unknown) {
  const answer = await api('importHealthRecords', { body: bundle });
  return answer.Data;
}

export function useImportHealthRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importHealthRecords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthRecordsQueryKey }),
  });
}
