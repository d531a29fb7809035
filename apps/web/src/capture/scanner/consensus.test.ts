// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FrameConsensus } from './consensus';

describe('FrameConsensus', () => {
  it('accepts a code on the second consecutive frame that reads it', () => {
    const c = new FrameConsensus();
    expect(c.next('(01)1')).toBeNull();
    expect(c.next('(01)1')).toBe('(01)1');
  });

  it('starts over after a frame without a code or with another code', () => {
    const c = new FrameConsensus();
    expect(c.next('A')).toBeNull();
    expect(c.next(null)).toBeNull();
    expect(c.next('A')).toBeNull();
    expect(c.next('B')).toBeNull();
    expect(c.next('A')).toBeNull();
    expect(c.next('A')).toBe('A');
  });

  it('needs two fresh frames again after an acceptance', () => {
    const c = new FrameConsensus();
    c.next('A');
    expect(c.next('A')).toBe('A');
    expect(c.next('A')).toBeNull();
    expect(c.next('A')).toBe('A');
  });
});
