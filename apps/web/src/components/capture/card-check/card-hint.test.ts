// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HintDebouncer, hintOf } from './card-hint';

describe('HintDebouncer', () => {
  it('shows the first hint at once and changes only after three checks agree', () => {
    const d = new HintDebouncer(3);
    expect(d.push('not-found')).toBe('not-found');
    expect(d.push('ready')).toBe('not-found');
    expect(d.push('blur')).toBe('not-found');
    expect(d.push('ready')).toBe('not-found');
    expect(d.push('ready')).toBe('not-found');
    expect(d.push('ready')).toBe('ready');
    expect(d.push('glare')).toBe('ready');
  });

  it('names the first flag, or ready without one', () => {
    expect(hintOf(['too-small', 'glare'])).toBe('too-small');
    expect(hintOf([])).toBe('ready');
  });
});
