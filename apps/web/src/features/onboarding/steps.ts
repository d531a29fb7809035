import type { HeaderRecord } from '@portal/contract';

/** An onboarding step of the intro (SPEC.md section 2, "Onboarding intro"). */
export interface OnboardingStep {
  id: 'selfie' | 'insurance' | 'id';
  path: string;
  done: (r: HeaderRecord) => boolean;
}

// Import Health Records (patient/import-health-record, opened in a new tab) is recognised but not offered.
export const STEPS: readonly OnboardingStep[] = [
  { id: 'selfie', path: '/onboarding/capture-selfie', done: (r) => r.HasSelfie },
  { id: 'insurance', path: '/onboarding/capture-insurance', done: (r) => r.HasInsurance },
  { id: 'id', path: '/onboarding/capture-id', done: (r) => r.HasIDCard },
];

/** The unfinished steps, in order. */
export const pendingSteps = (record: HeaderRecord): OnboardingStep[] => STEPS.filter((s) => !s.done(record));

/** Skip: the next incomplete step, or null past the last (the dashboard). */
export const skipFrom = (index: number, count: number): number | null =>
  index + 1 < count ? index + 1 : null;

/** Back: the nearest earlier incomplete step; none before the first. */
export const backFrom = (index: number): number | null => (index > 0 ? index - 1 : null);
