import { availableParallelism } from 'node:os';

/**
 * At most `size` image decodes at once: decoding is CPU-bound, so more in parallel than cores only adds
 * memory (each 12 MP decode holds tens of MB), never speed. The others wait their turn in order.
 */
export class DecodeSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
      });
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

export const decodeSlots = new DecodeSlots(Math.max(1, availableParallelism()));
