import { describe, expect, it } from 'vitest';
import { DecodeSlots } from './decode-slots';

describe('DecodeSlots', () => {
  it('runs at most `size` jobs at once, all of them, in order', async () => {
    const slots = new DecodeSlots(2);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const job = (i: number) =>
      slots.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        done.push(i);
        return i;
      });
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map(job));
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(done).toHaveLength(6);
  });

  it('frees the slot when a job fails', async () => {
    const slots = new DecodeSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await slots.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});
