// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QualityFlag } from '@portal/contract';
import { HINT_GAP_MS, HINT_SETTLE_MS, HintAnnouncer, hintFor } from './hints';

const quality = (
  flags: QualityFlag[],
  deviceBrightness = 150,
  windowLevel = Number.NaN,
  windowUnevenness = Number.NaN,
) => ({
  ready: flags.length === 0,
  flags,
  metrics: {
    brightness: 120,
    deviceBrightness,
    clippedFraction: 0,
    rimVerified: 0,
    deviceSize: 0.8,
    deviceAreaFraction: 0.2,
    surroundWhite: 0,
    edgeRiseMm: 0.5,
    readingGlare: 0,
    readingClipped: 0,
    pixelsPerMm: Number.NaN,
    previewPixelsPerMm: Number.NaN,
    tiltDeg: Number.NaN,
    rimEdgeWidthMm: Number.NaN,
    sharpEdgeWidthMm: Number.NaN,
    windowLevel,
    windowGlare: Number.NaN,
    windowGlareRows: Number.NaN,
    windowClipped: Number.NaN,
    controlPeakKept: Number.NaN,
    windowUnevenness,
  },
});

describe('hintFor', () => {
  it.each([
    [[], 'ready'],
    [['not-found', 'exposure'], 'fit'],
    [['framing'], 'fit'],
    [['too-small', 'blur'], 'closer'],
    [['glare', 'blur'], 'glare'],
    [['blur'], 'still'],
    [['tilt', 'blur'], 'straight'],
    // The live check lists the most helpful first: the first flag decides.
    [['blur', 'too-small'], 'still'],
    [['unverified-match', 'too-small'], 'closer'],
  ] as const)('%j -> %s', (flags, hint) => {
    expect(hintFor(quality([...flags]))).toBe(hint);
  });

  it('tells more light for a dark device and avoiding glare for a bright one', () => {
    expect(hintFor(quality(['exposure'], 20))).toBe('light');
    expect(hintFor(quality(['exposure'], 240))).toBe('glare');
    // No device found: the frame's brightness decides.
    expect(hintFor(quality(['exposure'], Number.NaN))).toBe('light');
    // A verified reading area: its own level decides (a bright window on a mid-grey device).
    expect(hintFor(quality(['exposure'], 150, 250))).toBe('glare');
    expect(hintFor(quality(['exposure'], 150, 40))).toBe('light');
  });

  it('tells even light for a window a shadow crosses, lit well enough', () => {
    expect(hintFor(quality(['exposure'], 150, 150, 1.4))).toBe('even');
    // Measured and within the limit: the level decides, as before.
    expect(hintFor(quality(['exposure'], 150, 40, 0.6))).toBe('light');
  });
});

describe('HintAnnouncer', () => {
  it('says the first hint at once, then a new one only once it has settled and the last was heard', () => {
    const a = new HintAnnouncer();
    expect(a.next('fit', 0)).toBe('fit');
    expect(a.next('fit', 100)).toBeNull();
    expect(a.next('closer', 200)).toBeNull();
    // Settled, but too soon after the first announcement.
    expect(a.next('closer', 200 + HINT_SETTLE_MS)).toBeNull();
    expect(a.next('closer', HINT_GAP_MS)).toBe('closer');
    expect(a.next('closer', HINT_GAP_MS + 5000)).toBeNull();
  });

  it('never announces a hint that flickers frame by frame', () => {
    const a = new HintAnnouncer();
    a.next('fit', 0);
    const said: (string | null)[] = [];
    for (let t = 2000; t < 6000; t += 100) said.push(a.next(t % 200 === 0 ? 'still' : 'glare', t));
    expect(said.filter((h) => h !== null)).toEqual([]);
  });
});
