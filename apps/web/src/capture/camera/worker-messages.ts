import type { KitTemplate } from '@portal/contract';
import type { LiveFrameQuality } from '@portal/reader';

/** Main thread → live-check worker: one downscaled video frame and the kit's template. */
export interface CheckRequest {
  image: ImageData;
  template: KitTemplate;
}

/** Live-check worker → main thread: the frame's quality, and how long the check took. */
export interface CheckReply {
  quality: LiveFrameQuality | null;
  checkMs: number;
  error?: string;
}
