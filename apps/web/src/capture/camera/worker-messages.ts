import type { KitTemplate } from '@portal/contract';
import type { LiveFrameQuality } from '@portal/reader';

/**
 * Main thread → live-check worker: one video frame and the kit's template. Where WebCodecs exists the
 * frame itself is handed over (no copy on the page's thread) with the size to check it at; elsewhere the
 * page sends the downscaled pixels.
 */
export type CheckRequest =
  | { frame: VideoFrame; width: number; height: number; template: KitTemplate }
  | { image: ImageData; template: KitTemplate };

/** Live-check worker → main thread: the frame's quality, and how long the worker took (pixels and check). */
export interface CheckReply {
  quality: LiveFrameQuality | null;
  checkMs: number;
  error?: string;
}
