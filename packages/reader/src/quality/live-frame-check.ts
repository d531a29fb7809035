import type { KitTemplate, QualityFlag } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy } from '../image/working-copy';
import { findBody } from '../locate/find-body';

export type LiveFrameQuality = {
  /** true when the frame is good enough to take the photo. */
  readonly ready: boolean;
  readonly flags: QualityFlag[];
  readonly metrics: { brightness: number; clippedFraction: number; sharpness: number; deviceAreaFraction: number };
};

const WORKING_LONG_SIDE = 320;
// At 640x480 the device spans about 3 px/mm: only gross blur shows; the full read gates finer blur.
const MIN_SHARPNESS = 0.12;

/**
 * Cheap guidance for the camera page, run on video frames (about 2 ms per 640x480): is the device in
 * the frame, large enough, sharp, evenly lit. The full read still applies its own gates to the photo.
 */
export function checkLiveFrame(frame: RgbaImage, template: KitTemplate): LiveFrameQuality {
  const copy = makeWorkingCopy(frame, WORKING_LONG_SIDE);
  const { width, height, luminance } = copy;
  const flags: QualityFlag[] = [];
  let sum = 0;
  let clipped = 0;
  for (const value of luminance) {
    sum += value;
    if (value >= 250) clipped++;
  }
  const brightness = sum / luminance.length;
  const clippedFraction = clipped / luminance.length;
  if (brightness < 35 || brightness > 225) flags.push('exposure');
  else if (clippedFraction > 0.01) flags.push('glare');

  const { width: w, height: h } = template.body;
  const body = findBody(copy, Math.max(w, h) / Math.min(w, h));
  let sharpness = 0;
  let deviceAreaFraction = 0;
  if (!body) flags.push('not-found');
  else {
    deviceAreaFraction = body.areaFraction;
    if (body.touchesBorder) flags.push('framing');
    if (body.areaFraction < 0.025) flags.push('too-small');
    // Gradient energy over contrast inside the device's bounding box: edges of marks and window.
    const xs = body.corners.map((c) => c.x);
    const ys = body.corners.map((c) => c.y);
    const x0 = Math.max(1, Math.floor(Math.min(...xs)));
    const x1 = Math.min(width - 2, Math.ceil(Math.max(...xs)));
    const y0 = Math.max(1, Math.floor(Math.min(...ys)));
    const y1 = Math.min(height - 2, Math.ceil(Math.max(...ys)));
    let gradient = 0;
    let total = 0;
    let totalSquares = 0;
    let n = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        const value = luminance[i] ?? 0;
        const gx = (luminance[i + 1] ?? 0) - (luminance[i - 1] ?? 0);
        const gy = (luminance[i + width] ?? 0) - (luminance[i - width] ?? 0);
        gradient += Math.max(Math.abs(gx), Math.abs(gy));
        total += value;
        totalSquares += value * value;
        n++;
      }
    }
    const deviation = Math.sqrt(Math.max(1, totalSquares / Math.max(n, 1) - (total / Math.max(n, 1)) ** 2));
    sharpness = n ? gradient / n / deviation : 0;
    if (sharpness < MIN_SHARPNESS) flags.push('blur');
  }
  return { ready: flags.length === 0, flags, metrics: { brightness, clippedFraction, sharpness, deviceAreaFraction } };
}
