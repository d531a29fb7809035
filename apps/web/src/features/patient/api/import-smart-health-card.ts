import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmartHealthCardFile } from '@portal/contract';
import { api } from '../../../lib/http';
import { healthRecordsQueryKey } from './get-health-records';

/** POST patient/health-records/import-smart-health-card: a `.smart-health-card` file, or a scanned card. */
export async function importSmartHealthCard(file: SmartHealthCardFile) {
  const answer = await api('importSmartHealthCard', { body: file });
  return answer.Data;
}

export function useImportSmartHealthCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSmartHealthCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthRecordsQueryKey }),
  });
}
