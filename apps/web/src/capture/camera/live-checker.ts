import type { KitTemplate } from '@portal/contract';
import type { CheckReply, CheckRequest } from './worker-messages';

/** The live check sees the preview at about this long side: cheap, and enough for its rules. */
export const CHECK_LONG_SIDE = 640;

/** Downscales video frames and has the worker check them, one frame in flight at a time. */
export class LiveChecker {
  private readonly worker = new Worker(new URL('./live-check.worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true });

  /** The check in flight: a new one waits for it, so each reply answers its own frame. */
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(private readonly template: KitTemplate) {}

  /** Checks the video's current frame (after the check in flight, if any). */
  check(video: HTMLVideoElement): Promise<CheckReply> {
    const next = this.inFlight.then(() => this.checkNow(video));
    this.inFlight = next;
    return next;
  }

  private checkNow(video: HTMLVideoElement): Promise<CheckReply> {
    const { context, canvas } = this;
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0) return Promise.resolve({ quality: null, checkMs: 0 });
    const scale = Math.min(1, CHECK_LONG_SIDE / Math.max(videoWidth, videoHeight));
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => {
      this.worker.addEventListener(
        'message',
        (event: MessageEvent<CheckReply>) => {
          resolve(event.data);
        },
        { once: true },
      );
      const request: CheckRequest = { image, template: this.template };
      this.worker.postMessage(request, [image.data.buffer]);
    });
  }

  close(): void {
    this.worker.terminate();
  }
}
