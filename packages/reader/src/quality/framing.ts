import type { KitTemplate } from '@portal/contract';
import { affineFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { rectCorners, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { bodyCornersInImage } from '../locate/body-corners';

/** Pixels a corner may lie past the photo's edge and still count as inside it (the outline's fit error). */
const CORNER_TOLERANCE_PX = 2;

/**
 * The body's corners in the photo, as framing judges them. Placed by its outline: where the homography
 * puts them. Placed by an analyzer's display alone: where the affine map nearest the display's four
 * corners puts them. A homography fitted to the four corners of a display a quarter of the body's size
 * swings the far body corners through its perspective terms, some 10 mm per mm of corner error
 * (tune-hard a1c good-335: a corner put 3 mm outside the photo, truly 7 mm inside; the affine map put it
 * 1.5 mm from the truth). A body the photo cuts stays outside (fixture a1c-analyzer-framing-1002: its
 * cut corners 10 mm and more outside by either map).
 */
export function framingCorners(
  homography: Homography,
  template: KitTemplate,
  placedByDisplay: boolean,
): ImagePoint[] {
  if (!placedByDisplay || template.kind !== 'a1c-analyzer') return bodyCornersInImage(homography, template);
  const display = rectCorners(template.display.rect);
  const affine = affineFromPoints(
    display,
    display.map((corner) => projectToImage(homography, corner)),
  );
  return bodyCornersInImage(affine ?? homography, template);
}

/** Whether any of `corners` lies outside the photo. */
export function cornersOutsidePhoto(image: RgbaImage, corners: readonly ImagePoint[]): boolean {
  return corners.some(
    (c) =>
      c.x < -CORNER_TOLERANCE_PX ||
      c.y < -CORNER_TOLERANCE_PX ||
      c.x > image.width - 1 + CORNER_TOLERANCE_PX ||
      c.y > image.height - 1 + CORNER_TOLERANCE_PX,
  );
}
