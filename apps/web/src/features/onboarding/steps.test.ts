// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HeaderRecord } from '@portal/contract';
import { backFrom, pendingSteps, skipFrom } from './steps';

const record = (flags: Partial<HeaderRecord>): HeaderRecord => ({
  FirstName: 'A',
  LastName: 'B',
  AthenaID: null,
  Attributes: {},
  HasSelfie: false,
  HasInsurance: false,
  HasIDCard: false,
  HasHealthRecords: false,
  ...flags,
});

describe('onboarding steps', () => {
  it('lists only the unfinished steps, in order, never the health-record import', () => {
    expect(pendingSteps(record({})).map((s) => s.path)).toEqual([
      '/onboarding/capture-selfie',
      '/onboarding/capture-insurance',
      '/onboarding/capture-id',
    ]);
    expect(pendingSteps(record({ HasSelfie: true, HasHealthRecords: false })).map((s) => s.id)).toEqual([
      'insurance',
      'id',
    ]);
    expect(pendingSteps(record({ HasSelfie: true, HasInsurance: true, HasIDCard: true }))).toEqual([]);
  });

  it('skips to the next step and past the last to the dashboard (null); back stops at the first', () => {
    expect(skipFrom(0, 3)).toBe(1);
    expect(skipFrom(2, 3)).toBeNull();
    expect(backFrom(2)).toBe(1);
    expect(backFrom(0)).toBeNull();
  });
});
