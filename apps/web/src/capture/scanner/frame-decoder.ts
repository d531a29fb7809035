import type { DecodeReply, DecodeRequest } from './worker-messages';

/** Grabs video frames and has the worker decode them, one frame in flight at a time. */
export class FrameDecoder {
  private readonly worker = new Worker(new URL('./scanner.worker.ts', import.meta.url), { type: 'module' });
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true });

  /** Decodes the video's current frame; resolves with the first symbol's text and symbology, or nulls. */
  decode(video: HTMLVideoElement): Promise<DecodeReply> {
    const { context, canvas } = this;
    if (!context || video.videoWidth === 0)
      return Promise.resolve({ text: null, symbologyIdentifier: null, route: null, decodeMs: 0 });
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => {
      this.worker.addEventListener(
        'message',
        (event: MessageEvent<DecodeReply>) => {
          resolve(event.data);
        },
        { once: true },
      );
      const request: DecodeRequest = { image };
      this.worker.postMessage(request, [image.data.buffer]);
    });
  }

  close(): void {
    this.worker.terminate();
  }
}
