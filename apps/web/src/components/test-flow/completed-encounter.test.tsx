import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Encounter } from '@portal/contract';
import { RAPID_TEST_SERVICE_ID } from '../../lib/contract';
import { resetCurrentUserCache } from '../../lib/current-user';
import { renderShell, signInAs, stubFetch } from '../../test/shell-test-utils';
import { ANALYSIS_ID, ENCOUNTER_ID, inference, ok, testResult } from '../results/results-fixtures';
import { latestCompleted } from './completed-encounter';
import { EncounterFlow } from './encounter-flow';

const OLDER_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5e';
const encounter: Encounter = {
  ID: ENCOUNTER_ID,
  ServiceID: RAPID_TEST_SERVICE_ID,
  Kind: 'rapid-test',
  Status: 'completed',
  Kit: {
    GTIN: '09506000134352',
    ExpirationDate: '2027-12-31',
    Lot: 'LOT1',
    Serial: 'SN1',
    Custom: {},
    FullGS1String: '(01)09506000134352(17)271231(10)LOT1(21)SN1',
  },
  TestProfileID: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b',
  TimerStartedAt: '2026-11-20T09:20:00.000Z',
  ServerNow: '2026-11-20T09:45:00.000Z',
};

beforeEach(() => {
  signInAs('Patient');
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetCurrentUserCache();
});

describe('a completed encounter route', () => {
  it('shows step 7 (header with progress 7 of 7) for the latest completed analysis, without re-checking the kit', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === `/api/patient/encounters/${ENCOUNTER_ID}`) return ok(encounter);
      if (url === '/api/patient/test/results') return ok([testResult()]);
      if (url === `/api/patient/test/analyses/${ANALYSIS_ID}`) return ok(inference());
      return undefined;
    });
    await renderShell(
      [
        {
          path: '/rapidtest/test/:serviceID/:encounterID',
          element: (
            <EncounterFlow
              config={{
                kind: 'rapid-test',
                base: '/rapidtest',
                serviceId: RAPID_TEST_SERVICE_ID,
                titleKey: 'testFlow.rapidTitle',
              }}
              encounterId={ENCOUNTER_ID}
            />
          ),
        },
      ],
      `/rapidtest/test/${RAPID_TEST_SERVICE_ID}/${ENCOUNTER_ID}`,
    );
    const header = await screen.findByTestId('test-header');
    expect(within(header).getByText('Step 7 of 7')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Influenza A (flu)' })).toHaveTextContent('POSITIVE');
    expect(
      fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('/test/profile/')),
    ).toBe(false);
  });

  it('picks the newest completed analysis of this encounter only', () => {
    const results = [
      testResult({ ID: OLDER_ID, Completed: '2026-11-20T09:00:00.000Z' }),
      testResult({ Completed: '2026-11-20T09:40:00.000Z' }),
      testResult({
        ID: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
        Status: 'failed',
        Completed: '2026-11-20T09:50:00.000Z',
      }),
      testResult({
        ID: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
        EncounterID: OLDER_ID,
        Completed: '2026-11-21T09:00:00.000Z',
      }),
    ];
    expect(latestCompleted(results, ENCOUNTER_ID)?.ID).toBe(ANALYSIS_ID);
    expect(latestCompleted(results, '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b')).toBeUndefined();
  });
});
