import type { KitTemplate } from '@portal/contract';
import { pixelsPerMillimetre, projectToImage, type Homography } from '../geometry/homography';
import { rectCorners, templatePoint, type TemplatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';

/**
 * The body's corners in template mm, in the order findBody gives its outline's corners (end A left, end A
 * right, end B right, end B left) once c1, c0, c3, c2 are taken: clockwise from the top-left, starting so
 * that the long axis runs along template y.
 */
export function bodyTemplateCorners(template: KitTemplate): TemplatePoint[] {
  const { width, height } = template.body;
  return height >= width
    ? [templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height), templatePoint(0, height)]
    : [templatePoint(0, height), templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height)];
}

export function bodyCornersInImage(homography: Homography, template: KitTemplate) {
  return rectCorners({ x: 0, y: 0, ...template.body }).map((corner) => projectToImage(homography, corner));
}

/**
 * A light blob that reached the photo's border stands for a body cut by it only when the placement's
 * corners lie near that border too: on a surface of the body's own colour the blob runs on to the border,
 * while the outline refitted to the body's edges and aligned to its rim lies well inside (tune-hard combo
 * good-127 and good-160: corners 38-127 px, 2.5-6 mm, in). A body truly cut keeps a corner at the border,
 * or, placed by its rim, beyond it, where readKit's own corner test refuses it.
 */
const NEAR_BORDER_MM = 1.5;

/** Whether a body corner, placed by `homography`, lies within NEAR_BORDER_MM of the image's border. */
export function cornerNearBorder(image: RgbaImage, homography: Homography, template: KitTemplate): boolean {
  const { width, height } = template.body;
  const pixelsPerMm = pixelsPerMillimetre(homography, templatePoint(width / 2, height / 2));
  return cornerWithinPx(image, homography, template, NEAR_BORDER_MM * pixelsPerMm);
}

/** Whether a body corner, placed by `homography`, lies within `margin` pixels of the image's border. */
export function cornerWithinPx(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  margin: number,
): boolean {
  return bodyCornersInImage(homography, template).some(
    (c) => c.x < margin || c.y < margin || c.x > image.width - 1 - margin || c.y > image.height - 1 - margin,
  );
}
