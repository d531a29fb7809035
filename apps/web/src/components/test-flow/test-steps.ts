import type { HealthServiceKind } from '@portal/contract';

/** SPEC.md section 9 (RAPID_TEST_STEPS, A1C_TEST_HEADER_COUNT); copied so this file needs no zod. */
export const LAST_STEP = 7;
const RAPID_HEADER_COUNT = 7;
const A1C_HEADER_COUNT = 2;
export const SCAN_STEP = 2;
export const SUMMARY_STEP = 3;
export const INSTRUCTIONS_STEP = 5;

export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type BackAction = { kind: 'step'; step: Step } | { kind: 'reload' } | { kind: 'leave' };

const asStep = (n: number): Step => Math.min(LAST_STEP, Math.max(1, n)) as Step;

/** Continue: one step on, never beyond 7. */
export const nextStep = (step: Step): Step => asStep(step + 1);

/** The flow's own back: lowers the step; from step 3 (the kit summary) the page reloads to scan again. */
export function flowBack(step: Step): BackAction {
  return step === SUMMARY_STEP ? { kind: 'reload' } : { kind: 'step', step: asStep(step - 1) };
}

/** The header's back: at step 3 or lower it leaves to patient/dashboard; above 3 it steps back by one. */
export function headerBack(step: Step): BackAction {
  return step <= SUMMARY_STEP ? { kind: 'leave' } : { kind: 'step', step: asStep(step - 1) };
}

/** The test's header is hidden on steps 1, 2 and 6 (full-screen scanner and camera). */
export const isHeaderShown = (step: Step): boolean => step !== 1 && step !== 2 && step !== 6;

/** The progress bar is hidden on steps 1 to 4. */
export const isProgressShown = (step: Step): boolean => step > 4;

/** The header counts 7 for the rapid test (its step) and 2 for A1C (instructions, then results). */
export function headerCount(kind: HealthServiceKind, step: Step): { current: number; total: number } {
  if (kind === 'rapid-test') return { current: step, total: RAPID_HEADER_COUNT };
  return { current: step >= 6 ? 2 : 1, total: A1C_HEADER_COUNT };
}
