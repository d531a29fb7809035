import type { Homography } from '../geometry/homography';
import type { DeviceLocation } from './device-location';

/**
 * A location found in a resized copy of a photo, in the photo's own pixels: `scale` full pixels per copy
 * pixel, pixel centres kept (full = (copy + 0.5) * scale - 0.5).
 */
export function scaleLocation(location: DeviceLocation, scale: number): DeviceLocation {
  if (!location.found) return location;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = location.homography;
  const offset = (scale - 1) / 2;
  const homography = [
    scale * h0 + offset * h6,
    scale * h1 + offset * h7,
    scale * h2 + offset * h8,
    scale * h3 + offset * h6,
    scale * h4 + offset * h7,
    scale * h5 + offset * h8,
    h6,
    h7,
    h8,
  ] as unknown as Homography;
  return { ...location, homography };
}
