// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Inference } from '@portal/contract';
import {
  IDLE,
  outcomeOf,
  overlayReducer,
  overlayTextKey,
  type OverlayEvent,
  type OverlayState,
} from './analysis-overlay';

const inference = (Status: Inference['Status'], Reason: string | null = null): Inference => ({
  ID: '6a1d7f0e-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  EncounterID: '7b2e8a1f-3c4d-4e5f-9a01-b2c3d4e5f6a7',
  Status,
  Reason,
  Results: [],
  A1c: null,
  Failure: Status === 'failed' ? { Message: 'Error analyzing image', Flags: [] } : null,
});

/** Runs events and collects the text shown after each (without repeats). */
function texts(events: OverlayEvent[], from: OverlayState = IDLE) {
  let state = from;
  const shown: string[] = [];
  for (const event of events) {
    state = overlayReducer(state, event);
    const text = overlayTextKey(state)?.split('.').at(-1);
    if (text && shown.at(-1) !== text) shown.push(text);
  }
  return { state, shown };
}

const done = outcomeOf(inference('completed'));
const failed = outcomeOf(inference('failed', 'The test is blurred.'));

describe('overlayReducer', () => {
  it('shows every stage in order even when the answer comes at once, then Complete', () => {
    if (!done) throw new Error('completed is an outcome');
    const { state, shown } = texts([
      { type: 'start', key: 'k' },
      { type: 'reading' },
      { type: 'answered', outcome: done },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
    ]);
    expect(shown).toEqual(['image', 'quality', 'results', 'complete']);
    expect(state).toMatchObject({ phase: 'complete', key: 'k', inference: { Status: 'completed' } });
  });

  it('waits on Confirming Quality while the reading is in progress, and ends Failed with the reason', () => {
    if (!failed) throw new Error('failed is an outcome');
    const { state, shown } = texts([
      { type: 'start', key: 'k' },
      { type: 'reading' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'answered', outcome: failed },
      { type: 'tick' },
      { type: 'tick' },
    ]);
    expect(shown).toEqual(['image', 'quality', 'results', 'failed']);
    expect(state).toEqual({ phase: 'failed', key: 'k', reason: 'The test is blurred.' });
  });

  it('never skips a stage: a tick before any progress keeps Processing Image', () => {
    const { state } = texts([{ type: 'start', key: 'k' }, { type: 'tick' }, { type: 'tick' }]);
    expect(state).toMatchObject({ phase: 'running', stage: 'image' });
  });

  it('ignores a second start while running, a second answer, and events while idle', () => {
    if (!done || !failed) throw new Error('outcomes');
    const running = overlayReducer(IDLE, { type: 'start', key: 'a' });
    expect(overlayReducer(running, { type: 'start', key: 'b' })).toBe(running);
    const answered = overlayReducer(running, { type: 'answered', outcome: failed });
    expect(overlayReducer(answered, { type: 'answered', outcome: done })).toBe(answered);
    expect(overlayReducer(IDLE, { type: 'tick' })).toBe(IDLE);
    expect(overlayReducer(IDLE, { type: 'answered', outcome: done })).toBe(IDLE);
  });

  it('goes back to idle (the camera) on reset', () => {
    const { state } = texts([{ type: 'start', key: 'k' }, { type: 'reset' }]);
    expect(state).toBe(IDLE);
    expect(overlayTextKey(state)).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('has none while the reading is in progress', () => {
    expect(outcomeOf(inference('in-progress'))).toBeNull();
  });
});
