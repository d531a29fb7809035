import type { Encounter } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** An encounter with the server's clock minus ours when it arrived, for the countdown. */
export type LoadedEncounter = Encounter & { clockOffsetMs: number };

export const withClockOffset = (encounter: Encounter): LoadedEncounter => ({
  ...encounter,
  clockOffsetMs: Date.parse(encounter.ServerNow) - Date.now(),
});

/** GET patient/encounters/{encounterID}: the kit and the start of its wait, so a reload resumes. */
export async function getEncounter(encounterId: string, signal?: AbortSignal): Promise<LoadedEncounter> {
  const answer = await api('encounter', {
    params: { encounterID: encounterId },
    ...(signal ? { signal } : {}),
  });
  return withClockOffset(answer.Data);
}

export const encounterQueryKey = (encounterId: string) => ['test-flow', 'encounter', encounterId] as const;

export const encounterQueryOptions = (encounterId: string) =>
  queryOptions({
    queryKey: encounterQueryKey(encounterId),
    queryFn: ({ signal }) => getEncounter(encounterId, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useEncounter(encounterId: string) {
  return useQuery(encounterQueryOptions(encounterId));
}
