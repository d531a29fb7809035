import { useEffect, useState, type RefObject } from 'react';
import { markCapture } from '../capture-timing';
import type { CardCheckReply, CardCheckRequest } from './card-check-messages';
import { HintDebouncer, hintOf, type CardHint } from './card-hint';

/** Frames are checked at this long side: plenty for finding a card, cheap to copy to the worker. */
const CHECK_LONG_SIDE = 640;
/** At most about 8 checks a second: the hint needs no more, and the phone's battery thanks us. */
const MIN_INTERVAL_MS = 120;
/** Before the first frame the video is looked at again after this long. */
const NO_FRAME_RETRY_MS = 50;

/** Draws the video's current frame, downscaled, into an ImageData (null before the first frame). */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (w === 0 || h === 0) return null;
  const scale = Math.min(1, CHECK_LONG_SIDE / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The live card check: while `active`, the video's frames go to a Web Worker (one in flight at a time)
 * running the reader's ID-1 card check; the answer is a steady hint (null until the first check).
 */
export function useCardCheck(videoRef: RefObject<HTMLVideoElement | null>, active: boolean): CardHint | null {
  const [hint, setHint] = useState<CardHint | null>(null);
  useEffect(() => {
    if (!active) return;
    const worker = new Worker(new URL('./card-check.worker.ts', import.meta.url), { type: 'module' });
    const canvas = document.createElement('canvas');
    const debouncer = new HintDebouncer();
    let stopped = false;
    let timer = 0;
    let first = true;
    let sentAt = 0;
    const next = () => {
      if (!stopped)
        timer = window.setTimeout(check, Math.max(0, MIN_INTERVAL_MS - (performance.now() - sentAt)));
    };
    worker.addEventListener('message', (event: MessageEvent<CardCheckReply>) => {
      if (stopped) return;
      const reply = event.data;
      if (reply) {
        if (first) {
          first = false;
          markCapture('first-hint');
        }
        setHint(debouncer.push(hintOf(reply.flags)));
      }
      next();
    });
    function check() {
      const video = videoRef.current;
      const image = video ? frameOf(video, canvas) : null;
      if (!image) {
        timer = window.setTimeout(check, NO_FRAME_RETRY_MS);
        return;
      }
      sentAt = performance.now();
      const request: CardCheckRequest = { image };
      worker.postMessage(request, [image.data.buffer]);
    }
    check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      worker.terminate();
    };
  }, [active, videoRef]);
  return hint;
}
