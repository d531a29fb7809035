import type { KitTemplate } from '@portal/contract';
import type { CheckReply, CheckRequest, SearchChannel } from './worker-messages';

/** The live check sees the preview at about this long side: cheap, and enough for its rules. */
export const CHECK_LONG_SIDE = 640;

/**
 * Sends video frames to the live-check worker. The worker answers in order, so the page can hand over the
 * next frame while the worker checks the previous one. The full locator, which takes tens to hundreds of
 * ms a frame, runs in a second worker (live-search) that the first asks over a channel of their own.
 */
export class LiveChecker {
  private readonly worker = new Worker(new URL('./live-check.worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly searchWorker = new Worker(new URL('./live-search.worker.ts', import.meta.url), {
    type: 'module',
  });
  private readonly waiting: ((reply: CheckReply) => void)[] = [];
  private canvas: HTMLCanvasElement | null = null;

  constructor(private readonly template: KitTemplate) {
    const channel = new MessageChannel();
    const checkEnd: SearchChannel = { searchPort: channel.port1 };
    const searchEnd: SearchChannel = { searchPort: channel.port2 };
    this.worker.postMessage(checkEnd, [channel.port1]);
    this.searchWorker.postMessage(searchEnd, [channel.port2]);
    this.worker.addEventListener('message', (event: MessageEvent<CheckReply>) => {
      this.waiting.shift()?.(event.data);
    });
  }

  /** Frames sent and not yet answered. */
  get inFlight(): number {
    return this.waiting.length;
  }

  /** Sends the video's current frame to be checked; resolves with its reply. */
  check(video: HTMLVideoElement): Promise<CheckReply> {
    const { videoWidth, videoHeight } = video;
    if (videoWidth === 0) return Promise.resolve({ quality: null, checkMs: 0 });
    const scale = Math.min(1, CHECK_LONG_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    // The photo is the video's frame at its full size (grabFrame).
    const capture = { captureWidth: videoWidth, captureHeight: videoHeight };
    const reply = new Promise<CheckReply>((resolve) => {
      this.waiting.push(resolve);
    });
    if (typeof VideoFrame === 'function') {
      const frame = new VideoFrame(video, { timestamp: Math.round(performance.now() * 1000) });
      const request: CheckRequest = { frame, width, height, template: this.template, ...capture };
      this.worker.postMessage(request, [frame]);
    } else {
      const image = this.pixels(video, width, height);
      const request: CheckRequest = { image, template: this.template, ...capture };
      this.worker.postMessage(request, [image.data.buffer]);
    }
    return reply;
  }

  /** Without WebCodecs: the downscaled pixels, read on the page's thread. */
  private pixels(video: HTMLVideoElement, width: number, height: number): ImageData {
    this.canvas ??= document.createElement('canvas');
    this.canvas.width = width;
    this.canvas.height = height;
    const context = this.canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2d context.');
    context.drawImage(video, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  }

  close(): void {
    this.worker.terminate();
    this.searchWorker.terminate();
  }
}
