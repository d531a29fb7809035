import type { KitTemplate } from '@portal/contract';
import type { LiveFrameQuality, LivePlacement, LiveRoute } from '@portal/reader';

/**
 * The video's full size: the photo is taken at it, so the live check judges the device's scale in its
 * pixels, not the downscaled frame's.
 */
export interface CaptureSize {
  captureWidth: number;
  captureHeight: number;
}

/**
 * Main thread → live-check worker: one video frame and the kit's template. Where WebCodecs exists the
 * frame itself is handed over (no copy on the page's thread) with the size to check it at; elsewhere the
 * page sends the downscaled pixels.
 */
export type CheckRequest = CaptureSize &
  (
    | { frame: VideoFrame; width: number; height: number; template: KitTemplate }
    | { image: ImageData; template: KitTemplate }
  );

/** Live-check worker → main thread: the frame's quality, and how long the worker took (pixels and check). */
export interface CheckReply {
  quality: LiveFrameQuality | null;
  /** How the live check found the device in this frame (followed, first route, full search, none). */
  route?: LiveRoute;
  checkMs: number;
  error?: string;
}

/**
 * Main thread → live-check worker, once, before any frame: its end of a channel to the live-search worker,
 * where the full locator runs (LiveCheckSession's deferred search), so that no frame's check waits for it.
 */
export interface SearchChannel {
  searchPort: MessagePort;
}

/** Live-check worker → live-search worker: a frame to run the full locator on, and the kit's template. */
export interface SearchRequest {
  /** Matches the reply to the request: a search for an earlier session's kit is dropped. */
  id: number;
  image: ImageData;
  template: KitTemplate;
}

/** Live-search worker → live-check worker: the verified placement found, or null (also when it failed). */
export interface SearchReply {
  id: number;
  found: LivePlacement | null;
}
