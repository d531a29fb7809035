// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { A1C_TEST_HEADER_COUNT, RAPID_TEST_HEADER_COUNT, RAPID_TEST_STEPS } from '@portal/contract';
import {
  flowBack,
  headerBack,
  headerCount,
  isHeaderShown,
  isProgressShown,
  LAST_STEP,
  nextStep,
  type Step,
} from './test-steps';

const ALL: Step[] = [1, 2, 3, 4, 5, 6, 7];

describe('test flow steps (SPEC.md section 4)', () => {
  it('Continue goes one step on and never past 7', () => {
    expect(LAST_STEP).toBe(RAPID_TEST_STEPS);
    expect(ALL.map(nextStep)).toEqual([2, 3, 4, 5, 6, 7, 7]);
  });

  it('back lowers the step, and from step 3 reloads', () => {
    expect(flowBack(2)).toEqual({ kind: 'step', step: 1 });
    expect(flowBack(3)).toEqual({ kind: 'reload' });
    expect(flowBack(5)).toEqual({ kind: 'step', step: 4 });
    expect(flowBack(1)).toEqual({ kind: 'step', step: 1 });
  });

  it('header back at step 3 or lower leaves, above 3 steps back by one', () => {
    expect(ALL.map(headerBack)).toEqual([
      { kind: 'leave' },
      { kind: 'leave' },
      { kind: 'leave' },
      { kind: 'step', step: 3 },
      { kind: 'step', step: 4 },
      { kind: 'step', step: 5 },
      { kind: 'step', step: 6 },
    ]);
  });

  it('hides the header on steps 1, 2 and 6 and the progress bar on steps 1 to 4', () => {
    expect(ALL.filter(isHeaderShown)).toEqual([3, 4, 5, 7]);
    expect(ALL.filter(isProgressShown)).toEqual([5, 6, 7]);
  });

  it('counts 7 for the rapid test and 2 slides for A1C', () => {
    expect(headerCount('rapid-test', 5)).toEqual({ current: 5, total: RAPID_TEST_HEADER_COUNT });
    expect(headerCount('a1c-test', 5)).toEqual({ current: 1, total: A1C_TEST_HEADER_COUNT });
    expect(headerCount('a1c-test', 7)).toEqual({ current: 2, total: A1C_TEST_HEADER_COUNT });
  });
});
