import type { TemplateRect } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import { rectify, type RectifiedRegion } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { windowEnds, type WindowEnds } from '../locate/window-ends';

/**
 * Ends found within this (mm) of their nominal places keep the nominal window: on the tune photos located
 * well they scatter by up to 0.15 mm, and moving by that scatter only resamples the noise (faint lines at
 * 5x their noise flipped both ways).
 */
const MIN_END_SHIFT_MM = 0.3;

/**
 * The window's rows as the photo shows them. A homography off by a millimetre or a few percent of scale
 * along the strip puts the lines out of their zones; the rect returned spans the window's ends found
 * (windowEnds), or is the nominal window when they are not clear or lie within the measure's scatter.
 */
export function alignedWindowRect(window: TemplateRect, ends: WindowEnds | undefined): TemplateRect {
  if (!ends) return window;
  const shift = Math.max(Math.abs(ends.start - window.y), Math.abs(ends.end - (window.y + window.height)));
  return shift > MIN_END_SHIFT_MM
    ? { x: window.x, y: ends.start, width: window.width, height: ends.end - ends.start }
    : window;
}

/**
 * The window resampled where it was found (`alignedWindowRect`), `resolution` rows per mm of the window's
 * own length: its rows keep the template's millimetres, so line positions and widths hold. `endsFound`:
 * the window's two ends showed on its rim near where the homography puts them.
 */
export function rectifyWindow(
  image: RgbaImage,
  homography: Homography,
  window: TemplateRect,
  resolution: number,
): { readonly region: RectifiedRegion; readonly endsFound: boolean } {
  const ends = windowEnds(image, homography, window);
  const found = alignedWindowRect(window, ends);
  const endsFound = ends !== undefined;
  if (found === window) return { region: rectify(image, homography, window, resolution), endsFound };
  const region = rectify(image, homography, found, (resolution * window.height) / found.height);
  return { region: { ...region, resolution }, endsFound };
}
