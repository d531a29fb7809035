import type { Inference } from '@portal/contract';

/** The processing overlay's stages, in the order SPEC.md section 4 gives their texts. */
export const STAGES = ['image', 'quality', 'results'] as const;
export type Stage = (typeof STAGES)[number];

/** Each stage stays on screen at least this long, so every text can be read and is announced. */
export const STAGE_MS = 600;

export type Outcome = { kind: 'complete'; inference: Inference } | { kind: 'failed'; reason: string | null };

export type OverlayState =
  | { phase: 'idle' }
  /** `stage` is shown; `reached` is how far the analysis really is; `outcome` once the answer is in. */
  | { phase: 'running'; key: string; stage: Stage; reached: Stage; outcome: Outcome | null }
  | { phase: 'complete'; key: string; inference: Inference }
  | { phase: 'failed'; key: string; reason: string | null };

export type OverlayEvent =
  /** A photo key was accepted: it is being sent for reading (Processing Image...). */
  | { type: 'start'; key: string }
  /** The photo went to the server's reader, which checks its quality first (Confirming Quality...). */
  | { type: 'reading' }
  /** The answer is in (Processing Results..., then Complete or Failed). */
  | { type: 'answered'; outcome: Outcome }
  /** STAGE_MS have passed on the shown stage. */
  | { type: 'tick' }
  /** Back to the camera (after the failure dialog). */
  | { type: 'reset' };

export const IDLE: OverlayState = { phase: 'idle' };

const rank = (stage: Stage) => STAGES.indexOf(stage);
const later = (a: Stage, b: Stage): Stage => (rank(a) >= rank(b) ? a : b);

/**
 * The overlay's texts follow the analysis one stage at a time, never skipping one and never going back:
 * Processing Image..., Confirming Quality..., Processing Results..., then Processing Complete! or
 * Processing Failed!.
 */
export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle'
        ? { phase: 'running', key: event.key, stage: 'image', reached: 'image', outcome: null }
        : state;
    case 'reading':
      return state.phase === 'running' ? { ...state, reached: later(state.reached, 'quality') } : state;
    case 'answered':
      return state.phase === 'running' && state.outcome === null
        ? { ...state, reached: 'results', outcome: event.outcome }
        : state;
    case 'tick': {
      if (state.phase !== 'running') return state;
      if (rank(state.stage) < rank(state.reached)) {
        return { ...state, stage: STAGES[rank(state.stage) + 1] ?? state.stage };
      }
      const { outcome } = state;
      if (state.stage !== 'results' || !outcome) return state;
      return outcome.kind === 'complete'
        ? { phase: 'complete', key: state.key, inference: outcome.inference }
        : { phase: 'failed', key: state.key, reason: outcome.reason };
    }
    case 'reset':
      return IDLE;
  }
}

/** The i18n key of the overlay's text (exact SPEC texts in English), or null while idle. */
export function overlayTextKey(state: OverlayState): string | null {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'running':
      return `testFlow.photo.processing.${state.stage}`;
    case 'complete':
      return 'testFlow.photo.processing.complete';
    case 'failed':
      return 'testFlow.photo.processing.failed';
  }
}

/** An answer's outcome: a completed reading, or a failure with the server's plain-language reason. */
export function outcomeOf(inference: Inference): Outcome | null {
  if (inference.Status === 'in-progress') return null;
  return inference.Status === 'completed'
    ? { kind: 'complete', inference }
    : { kind: 'failed', reason: inference.Reason };
}
