import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, projectToImage } from '../geometry/homography';
import type { RotatedRect } from '../geometry/min-area-rect';
import { imagePoint, templatePoint } from '../geometry/points';
import { readingAreaRect } from '../template/reading-area';
import type { BodyCandidate } from './find-body';

type Point = { x: number; y: number };
export type Quad = [Point, Point, Point, Point];

/** The body's outline when the reading area is `rect` and template +y (long axis) runs along sign x axis. */
export function bodyFromWindow(
  rect: RotatedRect,
  quad: Quad | undefined,
  sign: number,
  template: KitTemplate,
  width: number,
  height: number,
): BodyCandidate {
  const area = readingAreaRect(template);
  const tall = template.body.height >= template.body.width;
  // Template axes: `along` runs the body's long axis, `across` its short one.
  const bodyLong = tall ? template.body.height : template.body.width;
  const bodyShort = tall ? template.body.width : template.body.height;
  const areaAlong = tall ? area.y + area.height / 2 : area.x + area.width / 2;
  const areaAcross = tall ? area.x + area.width / 2 : area.y + area.height / 2;
  const areaLongMm = tall ? area.height : area.width;
  const areaShortMm = tall ? area.width : area.height;
  // The reading area's own long side may run across the body (a display): match it to the rect's.
  const alongIsLong = areaLongMm >= areaShortMm;
  const pxAlong = (alongIsLong ? rect.halfLong : rect.halfShort) * (2 / areaLongMm);
  const pxAcross = (alongIsLong ? rect.halfShort : rect.halfLong) * (2 / areaShortMm);
  const axisLong = { x: sign * rect.axis.x, y: sign * rect.axis.y };
  const along = alongIsLong ? axisLong : { x: -axisLong.y, y: axisLong.x };
  // Template x (across) is template y (along) turned by -90 degrees in the image (both y-down).
  const across = { x: along.y, y: -along.x };
  const at = (a: number, b: number): Point => ({
    x: rect.centre.x + (a - areaAlong) * pxAlong * along.x + (b - areaAcross) * pxAcross * across.x,
    y: rect.centre.y + (a - areaAlong) * pxAlong * along.y + (b - areaAcross) * pxAcross * across.y,
  });
  const place = perspectiveFromQuad(quad, at, {
    along: [
      areaAlong - (tall ? area.height : area.width) / 2,
      areaAlong + (tall ? area.height : area.width) / 2,
    ],
    across: [
      areaAcross - (tall ? area.width : area.height) / 2,
      areaAcross + (tall ? area.width : area.height) / 2,
    ],
  });
  const corners: Quad = [place(0, 0), place(0, bodyShort), place(bodyLong, bodyShort), place(bodyLong, 0)];
  const centre = place(bodyLong / 2, bodyShort / 2);
  const touches = corners.some((c) => c.x < 0.5 || c.y < 0.5 || c.x > width - 1.5 || c.y > height - 1.5);
  const sideA = Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y);
  const sideB = Math.hypot(corners[2].x - corners[1].x, corners[2].y - corners[1].y);
  return {
    corners,
    centre,
    areaFraction: (sideA * sideB) / (width * height),
    touchesBorder: touches,
    aspect: Math.max(sideA, sideB) / Math.max(Math.min(sideA, sideB), 1e-6),
    threshold: Number.NaN,
  };
}

/**
 * Body coordinates (mm along and across) to working pixels: through the homography that takes the
 * reading area's corners to the ring's quad (each corner the one nearest its rectangle-based place), or
 * the rectangle-based `at` itself when there is no quad.
 */
function perspectiveFromQuad(
  quad: Quad | undefined,
  at: (along: number, across: number) => Point,
  window: { along: [number, number]; across: [number, number] },
): (along: number, across: number) => Point {
  if (!quad) return at;
  const [a0, a1] = window.along;
  const [b0, b1] = window.across;
  const from = [templatePoint(a0, b0), templatePoint(a0, b1), templatePoint(a1, b1), templatePoint(a1, b0)];
  const nearest = from.map((corner) => {
    const expected = at(corner.x, corner.y);
    const distances = quad.map((point) => Math.hypot(point.x - expected.x, point.y - expected.y));
    return distances.indexOf(Math.min(...distances));
  });
  if (new Set(nearest).size < 4) return at;
  const to = nearest.map((index) => imagePoint(quad[index]?.x ?? 0, quad[index]?.y ?? 0));
  const homography = homographyFromPoints(from, to);
  if (!homography) return at;
  return (along, across) => projectToImage(homography, templatePoint(along, across));
}
