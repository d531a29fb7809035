import type { RectifiedRegion } from '../image/rectify';
import { median } from '../image/statistics';

export type RegionLight = { readonly level: number; readonly glareFraction: number; readonly clippedFraction: number };

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
    if (value > Math.min(250, luminanceLevel * 1.18 + 8)) glare++;
    if ((region.planes[0][i] ?? 0) >= 252 || (region.planes[1][i] ?? 0) >= 252 || (region.planes[2][i] ?? 0) >= 252) clipped++;
  }
  return { level, glareFraction: count ? glare / count : 1, clippedFraction: count ? clipped / count : 1 };
}
