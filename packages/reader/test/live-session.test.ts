import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../src/image/rgba-image';
import { checkLiveFrame } from '../src/quality/live-frame-check';
import { LIVE_SEARCH_INTERVAL_MS, LiveCheckSession } from '../src/quality/live-session';
import { searchLiveFrame } from '../src/quality/live-search';
import { a1cAnalyzerTemplate, covidAgTemplate as template } from '../templates';
import { decodeImage } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';
import { previewFrame } from '../tools/eval/preview-frame';

/** Tune-hard covid-ag good photos (never held-out ones), each rendered once for the whole file. */
const rendered = new Map<number, Promise<Buffer>>();
function tuneHardPhoto(seed: number): Promise<Buffer> {
  let jpeg = rendered.get(seed);
  if (!jpeg) {
    jpeg = renderEvalPhoto(sampleEvalScene(seed, 'tune-hard', 'good', template), template).then(
      (photo) => photo.jpeg,
    );
    rendered.set(seed, jpeg);
  }
  return jpeg;
}

/**
 * A tune-hard covid-ag good photo as the camera page's 640 x 480 preview of it, `shiftPx` frame pixels to
 * the right (the hand's small movement between two frames), and its size.
 */
async function preview(seed: number, shiftPx = 0) {
  const { frame, capture } = await previewFrame(await tuneHardPhoto(seed));
  const { width, height, data } = frame;
  const shifted = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + Math.max(0, x - shiftPx)) * 4;
      shifted.set(data.subarray(from, from + 4), (y * width + x) * 4);
    }
  return { frame: { width, height, data: shifted } satisfies RgbaImage, capture };
}

/** A frame with no device in it: the camera turned to a plain grey table. */
function emptyFrame(): RgbaImage {
  const data = new Uint8ClampedArray(640 * 480 * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : 118 + ((i * 7919) % 13);
  return { width: 640, height: 480, data };
}

/**
 * Tune-hard covid-ag good-10: a device on a surface where the live check's first route finds no body,
 * while the full read's whole locator verifies its rim on the preview (as on 260 of the 474 tune-hard
 * covid-ag good photos the full read reads).
 */
describe('LiveCheckSession', () => {
  it('finds a device the first route misses, then follows it from frame to frame', async () => {
    const { frame, capture } = await preview(10);
    expect(checkLiveFrame(frame, template, capture).flags).toContain('not-found');
    const session = new LiveCheckSession(template, searchLiveFrame);
    const first = session.check(frame, capture, 0);
    expect(first).toMatchObject({ route: 'search', quality: { ready: true } });
    const moved = await preview(10, 8);
    expect(session.check(moved.frame, capture, 33)).toMatchObject({
      route: 'followed',
      quality: { ready: true },
    });
  }, 60_000);

  it('lets go of a device that leaves the frame, and searches again only after its interval', async () => {
    const { frame, capture } = await preview(10);
    const session = new LiveCheckSession(template, searchLiveFrame);
    expect(session.check(frame, capture, 0).quality.ready).toBe(true);
    const empty = emptyFrame();
    const gone = session.check(empty, capture, 33);
    expect(gone.quality.ready).toBe(false);
    expect(gone.quality.flags).toContain('not-found');
    // The device is back, but the last search was under LIVE_SEARCH_INTERVAL_MS ago: only the first route.
    expect(session.check(frame, capture, 66)).toMatchObject({ route: 'none', quality: { ready: false } });
    expect(session.check(frame, capture, LIVE_SEARCH_INTERVAL_MS + 66)).toMatchObject({
      route: 'search',
      quality: { ready: true },
    });
  }, 60_000);

  it('after a slow search waits at least as long as it took before the next', async () => {
    const { frame, capture } = await preview(10);
    const session = new LiveCheckSession(template, searchLiveFrame);
    expect(session.check(frame, capture, 0).route).toBe('search');
    // The next frame came 2 s later (a slow phone): the search took that long.
    expect(session.check(emptyFrame(), capture, 2000).quality.ready).toBe(false);
    expect(session.check(frame, capture, 2000 + LIVE_SEARCH_INTERVAL_MS + 100).route).toBe('none');
    expect(session.check(frame, capture, 4000).route).toBe('search');
  }, 60_000);

  it('is never ready on a frame without the device, however often it searches', () => {
    const session = new LiveCheckSession(template, searchLiveFrame);
    for (const nowMs of [0, LIVE_SEARCH_INTERVAL_MS, 2 * LIVE_SEARCH_INTERVAL_MS]) {
      const { quality } = session.check(emptyFrame(), {}, nowMs);
      expect(quality.ready).toBe(false);
      expect(quality.flags).toContain('not-found');
    }
  });
});

describe('LiveCheckSession with its search deferred (run in a worker of its own)', () => {
  it('asks for the search instead of running it, then follows what it found into the next frame', async () => {
    const { frame, capture } = await preview(10);
    const session = new LiveCheckSession(template, 'deferred');
    const asked = session.check(frame, capture, 0);
    expect(asked).toMatchObject({ route: 'none', searchThisFrame: true, quality: { ready: false } });
    // While the search runs (here past its interval, on a slow phone), frames get the first route's check
    // and no second search.
    const meanwhile = session.check(frame, capture, LIVE_SEARCH_INTERVAL_MS + 100);
    expect(meanwhile.route).toBe('none');
    expect(meanwhile.searchThisFrame).toBeUndefined();
    session.searchDone(searchLiveFrame(frame, template), 700);
    // The hand moved the device 8 px while the search ran: it is followed there from the searched frame.
    const moved = await preview(10, 8);
    expect(session.check(moved.frame, capture, 333)).toMatchObject({
      route: 'search',
      quality: { ready: true },
    });
    expect(session.check(moved.frame, capture, 766)).toMatchObject({
      route: 'followed',
      quality: { ready: true },
    });
  }, 60_000);

  it('after a slow search waits as long as it took, and drops an answer no check asked for', async () => {
    const { frame, capture } = await preview(10);
    const found = searchLiveFrame(frame, template);
    expect(found).toBeDefined();
    const session = new LiveCheckSession(template, 'deferred');
    session.searchDone(found, 0);
    expect(session.check(frame, capture, 10)).toMatchObject({ route: 'none', searchThisFrame: true });
    // That search took 2 s and found nothing.
    session.searchDone(undefined, 2010);
    expect(
      session.check(frame, capture, 2010 + LIVE_SEARCH_INTERVAL_MS + 100).searchThisFrame,
    ).toBeUndefined();
    expect(session.check(frame, capture, 4020).searchThisFrame).toBe(true);
  }, 60_000);
});

describe('LiveCheckSession on an analyzer', () => {
  it('is not ready on a cutting mat whose grid squares pass for a display’s rim, their “display” plain', async () => {
    // The main renderer's empty frame 700000: the full locator verifies an analyzer's rim on one square.
    const spec = sampleScene(700_000, a1cAnalyzerTemplate, 'not-found', { megapixels: 0.3072 });
    const frame = await decodeImage((await renderPhoto(spec, a1cAnalyzerTemplate)).jpeg);
    const { quality } = new LiveCheckSession(a1cAnalyzerTemplate, searchLiveFrame).check(frame, {}, 0);
    expect(quality.ready).toBe(false);
    expect(quality.flags).toContain('not-found');
  }, 60_000);
});
