import type { KitTemplate } from '@portal/contract';
import { A1C_THRESHOLDS } from '../a1c/a1c-thresholds';
import { readDisplay } from '../a1c/read-display';
import { pixelsPerMillimetre, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import { rectify } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { locateDevice } from '../locate/locate-device';
import { MAX_DISPLAY_RESOLUTION } from '../template/reading-area';
import { placedCorners, type LivePlacement } from './live-frame-check';

/**
 * An analyzer's display resolved this finely on the preview (px/mm) shows its lit segments. Coarser, the
 * segments blur into the LCD (tune-hard previews: no display measured under 1.2 px/mm).
 */
const DISPLAY_RESOLVED_PX_PER_MM = 1.2;

/**
 * Whether an analyzer placed on the preview shows its display's lit segments, as the full read needs
 * (A1C_THRESHOLDS.minSegmentContrast): the full locator's analyzer rim also verifies on a square of a
 * cutting mat's grid (main renderer, empty frames: 5 of 60), where the "display" is plain. Tune-hard
 * analyzers resolved on the preview: contrast 0.56-0.81; the grid squares 0.09-0.15.
 */
function displayShows(frame: RgbaImage, template: KitTemplate, homography: Homography): boolean {
  if (template.kind !== 'a1c-analyzer') return true;
  const rect = template.display.rect;
  const centre = templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const resolution = pixelsPerMillimetre(homography, centre);
  if (resolution < DISPLAY_RESOLVED_PX_PER_MM) return true;
  const region = rectify(frame, homography, rect, Math.min(MAX_DISPLAY_RESOLUTION, resolution));
  return readDisplay(template, region).contrast >= A1C_THRESHOLDS.minSegmentContrast;
}

/**
 * The full read's whole locator on a live frame (every route, not only the first): a verified placement.
 * Tens to hundreds of ms on a 640 x 480 frame, so the camera page runs it in a worker of its own.
 */
export function searchLiveFrame(frame: RgbaImage, template: KitTemplate): LivePlacement | undefined {
  const location = locateDevice(frame, template);
  if (!location.found || !location.verified) return undefined;
  if (!displayShows(frame, template, location.homography)) return undefined;
  return {
    homography: location.homography,
    corners: placedCorners(location.homography, template),
    touchesBorder: location.touchesBorder,
    areaFraction: location.areaFraction,
  };
}
