// Worker thread: decodes an uploaded JPEG/PNG with sharp and reads it, off the event loop.
import { parentPort } from 'node:worker_threads';
import type { KitTemplate, ReaderResult } from '@portal/contract';
import { readPhoto } from '@portal/reader/node-decode';

export type ReaderJob = { id: number; image: Uint8Array; template: KitTemplate };
export type ReaderReply = { id: number; result: ReaderResult } | { id: number; error: string };

parentPort?.on('message', (job: ReaderJob) => {
  readPhoto(job.image, job.template)
    .then((result) => {
      const reply: ReaderReply = { id: job.id, result };
      parentPort?.postMessage(reply);
    })
    .catch((error: unknown) => {
      const reply: ReaderReply = {
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(reply);
    });
});
