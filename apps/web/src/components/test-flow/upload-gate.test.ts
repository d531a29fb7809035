// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DUPLICATE_UPLOAD_WINDOW_MS } from '@portal/contract';
import { UploadGate } from './upload-gate';

describe('UploadGate', () => {
  it('ignores the same key within the duplicate window, even once the first analysis is over', () => {
    const gate = new UploadGate();
    expect(gate.admit('a', 0)).toBe('accept');
    gate.release();
    expect(gate.admit('a', DUPLICATE_UPLOAD_WINDOW_MS - 1)).toBe('duplicate');
    expect(gate.admit('a', DUPLICATE_UPLOAD_WINDOW_MS)).toBe('accept');
  });

  it('runs one analysis at a time: another key waits until the running one is released', () => {
    const gate = new UploadGate();
    expect(gate.admit('a', 0)).toBe('accept');
    expect(gate.admit('b', 10)).toBe('busy');
    expect(gate.admit('a', DUPLICATE_UPLOAD_WINDOW_MS + 10)).toBe('busy');
    gate.release();
    expect(gate.admit('b', DUPLICATE_UPLOAD_WINDOW_MS + 20)).toBe('accept');
  });
});
