import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { KitTemplate, ReaderResult } from '@portal/contract';
import type { ReaderJob, ReaderReply } from './reader-worker';

export type ReaderPoolOptions = {
  /** Worker threads; defaults to the cores minus one (at least one). */
  size?: number;
  /** A read that takes longer fails (and its worker is replaced). */
  timeoutMs?: number;
};

type Pending = {
  resolve: (result: ReaderResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};
type Slot = { worker: Worker; busy: (Pending & { id: number }) | null };

/** The pool was closed (the process is stopping): the read did not fail, it did not happen. */
export class ReaderPoolClosedError extends Error {
  constructor() {
    super('reader pool is closed');
    this.name = 'ReaderPoolClosedError';
  }
}

const WORKER_URL = new URL('./reader-worker.ts', import.meta.url);

/** A small pool of worker threads running the reader on encoded photos; jobs queue when all are busy. */
export class ReaderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: { job: ReaderJob; pending: Pending }[] = [];
  private nextId = 1;
  private closed = false;
  private readonly timeoutMs: number;

  constructor(options: ReaderPoolOptions = {}) {
    const size = options.size ?? Math.max(1, availableParallelism() - 1);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** Decodes (JPEG/PNG, EXIF orientation applied) and reads one photo against a kit template. */
  read(image: Uint8Array, template: KitTemplate): Promise<ReaderResult> {
    if (this.closed) return Promise.reject(new ReaderPoolClosedError());
    return new Promise<ReaderResult>((resolve, reject) => {
      const id = this.nextId++;
      const pending: Pending = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.fail(id, new Error(`reader timed out after ${this.timeoutMs} ms`));
        }, this.timeoutMs),
      };
      this.queue.push({ job: { id, image, template }, pending });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { pending } of this.queue.splice(0)) {
      clearTimeout(pending.timer);
      pending.reject(new ReaderPoolClosedError());
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, { execArgv: ['--import', 'tsx'] });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: ReaderReply) => {
      const busy = slot.busy;
      if (busy?.id !== reply.id) return;
      slot.busy = null;
      clearTimeout(busy.timer);
      if ('error' in reply) busy.reject(new Error(`reader failed: ${reply.error}`));
      else busy.resolve(reply.result);
      this.dispatch();
    });
    worker.on('error', (error: unknown) => {
      this.replace(slot, error instanceof Error ? error : new Error(String(error)));
    });
    worker.unref();
    return slot;
  }

  private replace(slot: Slot, error: Error): void {
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      clearTimeout(busy.timer);
      busy.reject(error);
    }
    void slot.worker.terminate();
    if (this.closed) return;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots[index] = this.spawn();
    this.dispatch();
  }

  private fail(id: number, error: Error): void {
    const queued = this.queue.findIndex((entry) => entry.job.id === id);
    if (queued >= 0) {
      const [entry] = this.queue.splice(queued, 1);
      entry?.pending.reject(error);
      return;
    }
    const slot = this.slots.find((s) => s.busy?.id === id);
    if (slot) this.replace(slot, error);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      slot.busy = { ...next.pending, id: next.job.id };
      slot.worker.postMessage(next.job);
    }
  }
}
