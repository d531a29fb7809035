// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { a1cValue } from '../../../../../packages/reader/src/a1c/a1c-value';
import { a1cHistory, pointLabels } from './a1c-history-points';
import { a1cResult, testResult } from './results-fixtures';

const ids = [
  '0a000000-0000-4000-8000-000000000001',
  '0a000000-0000-4000-8000-000000000002',
  '0a000000-0000-4000-8000-000000000003',
] as const;

describe('a1cHistory', () => {
  it('keeps A1C values up to the current result, oldest first, without rapid tests or error codes', () => {
    const results = [
      a1cResult(ids[2], '2026-11-01T10:00:00.000Z', a1cValue('7.1', 7.1)),
      a1cResult(ids[1], '2026-08-01T10:00:00.000Z', a1cValue('6.2', 6.2)),
      testResult(),
      a1cResult('0a000000-0000-4000-8000-000000000009', '2026-09-01T10:00:00.000Z', {
        kind: 'error',
        displayed: 'E-2',
        meaning: 'Not enough blood',
      }),
      a1cResult(ids[0], '2026-05-01T10:00:00.000Z', a1cValue('5.4', 5.4)),
    ];
    expect(a1cHistory(results, ids[1]).map((p) => p.percent)).toEqual([5.4, 6.2]);
    expect(a1cHistory(results, ids[2]).map((p) => p.percent)).toEqual([5.4, 6.2, 7.1]);
  });

  it('labels points by date, adding the time only when two share a day', () => {
    const day = (iso: string, id: string) => ({ id, date: iso, percent: 5 });
    expect(pointLabels([day('2026-05-01T10:00:00Z', 'a'), day('2026-06-01T10:00:00Z', 'b')])).toEqual([
      expect.stringMatching(/^2026-05-01$/),
      expect.stringMatching(/^2026-06-01$/),
    ]);
    const sameDay = pointLabels([day('2026-05-01T10:00:00Z', 'a'), day('2026-05-01T11:30:00Z', 'b')]);
    expect(sameDay).toHaveLength(2);
    expect(sameDay[0]).not.toBe(sameDay[1]);
    expect(sameDay[0]).toMatch(/^2026-05-01 \d{2}:\d{2}$/);
  });
});
