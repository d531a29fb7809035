import type { RectifiedRegion } from '../image/rectify';
import { median } from '../image/statistics';

const GLARE_MIN_LUMINANCE = 228;

export type RegionLight = {
  readonly level: number;
  readonly glareFraction: number;
  readonly clippedFraction: number;
};

/** Brightness of a rectified region in one channel, and how much of it is glare or clipped. */
export function regionLight(region: RectifiedRegion, channel: 0 | 1 | 2): RegionLight {
  const values = Array.from(region.planes[channel]);
  const level = median(values);
  const luminance = region.planes[3];
  const luminanceLevel = median(Array.from(luminance));
  let glare = 0;
  let clipped = 0;
  let count = 0;
  for (let i = 0; i < luminance.length; i++) {
    const value = luminance[i] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    count++;
    // Glare is added white light: far above the region's level and near the top of the range (a shadow edge is neither).
    if (value > luminanceLevel * 1.18 + 8 && value >= GLARE_MIN_LUMINANCE) glare++;
    if (
      (region.planes[0][i] ?? 0) >= 252 ||
      (region.planes[1][i] ?? 0) >= 252 ||
      (region.planes[2][i] ?? 0) >= 252
    )
      clipped++;
  }
  return { level, glareFraction: count ? glare / count : 1, clippedFraction: count ? clipped / count : 1 };
}
