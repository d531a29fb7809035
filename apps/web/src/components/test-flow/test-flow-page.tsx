import { useParams } from 'react-router';
import { NEW_ENCOUNTER_ID } from '../../lib/contract';
import { EncounterFlow } from './encounter-flow';
import type { FlowConfig } from './flow-config';
import { StartEncounter } from './start-encounter';

/**
 * test, test/{serviceID}/{encounterID} and the fixed route test/{serviceID}/{NEW_ENCOUNTER_ID}: without
 * an encounter (or with the fixed one) a new encounter starts; otherwise that encounter's flow runs.
 */
export function TestFlowPage({ config }: { config: FlowConfig }) {
  const { serviceID, encounterID } = useParams();
  if (!serviceID || !encounterID || encounterID === NEW_ENCOUNTER_ID) {
    return <StartEncounter config={config} serviceId={serviceID ?? config.serviceId} />;
  }
  return <EncounterFlow key={encounterID} config={config} encounterId={encounterID} />;
}
