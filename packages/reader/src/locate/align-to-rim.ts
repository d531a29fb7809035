import type { TemplateRect } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { rectCorners, templatePoint, type ImagePoint, type TemplatePoint } from '../geometry/points';
import { median } from '../image/statistics';
import type { RimSide } from './rim-evidence';
import type { RimRule } from './verify-rim';

/**
 * The homography refitted so that the reading area's rim lies where it was found (its corners weigh
 * twice the body's): the reading area is what is measured, and its rim is sharper than the body's
 * rounded, shaded outline.
 */
export function alignToRim(
  homography: Homography,
  quad: readonly ImagePoint[],
  templateCorners: readonly TemplatePoint[],
  rect: TemplateRect,
  sides: readonly RimSide[] | undefined,
  rule: RimRule,
): Homography | undefined {
  if (sides?.length !== 4) return undefined;
  // A concentric edge (a display's bezel) says where the rectangle is, not how large it is.
  const common = rule.uniformWithinMm === undefined ? 0 : median(sides.map((side) => side.offsetMm));
  const [top, right, bottom, left] = sides.map((side) => side.offsetMm - common) as [
    number,
    number,
    number,
    number,
  ];
  const x0 = rect.x - left;
  const x1 = rect.x + rect.width + right;
  const y0 = rect.y - top;
  const y1 = rect.y + rect.height + bottom;
  const found = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ].map(([u, v]) => projectToImage(homography, templatePoint(u ?? 0, v ?? 0)));
  const nominal = rectCorners(rect);
  return homographyFromPoints([...templateCorners, ...nominal, ...nominal], [...quad, ...found, ...found]);
}
