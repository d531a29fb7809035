import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import type { ImagePoint, TemplatePoint } from '../geometry/points';

/**
 * The homography from the template's body corners to an image quad (and the quad in the order it takes
 * them), never a mirror image: a photo shows the device's front, so the template's corners keep their
 * turn in the image. An outline whose corners wind the other way (the reading area's ring gives no
 * handedness) is taken with each end's two corners swapped. A mirrored analyzer would put its display (centred across the body) where it is, nearly match
 * its face and read the digits mirrored.
 */
export function properHomography(
  templateCorners: readonly TemplatePoint[],
  quad: readonly ImagePoint[],
): { homography: Homography; quad: ImagePoint[] } | undefined {
  const homography = homographyFromPoints(templateCorners, quad);
  if (!homography) return undefined;
  if (!mirrored(homography, templateCorners)) return { homography, quad: [...quad] };
  const [a, b, c, d] = quad as [ImagePoint, ImagePoint, ImagePoint, ImagePoint];
  const swapped = homographyFromPoints(templateCorners, [b, a, d, c]);
  return swapped ? { homography: swapped, quad: [b, a, d, c] } : undefined;
}

/** Whether the corners wind the other way round in the image than in the template (both y-down). */
function mirrored(homography: Homography, templateCorners: readonly TemplatePoint[]): boolean {
  const twiceArea = (points: readonly { x: number; y: number }[]) =>
    points.reduce((sum, p, i) => {
      const q = points[(i + 1) % points.length] ?? p;
      return sum + p.x * q.y - q.x * p.y;
    }, 0);
  const image = templateCorners.map((corner) => projectToImage(homography, corner));
  return Math.sign(twiceArea(image)) !== Math.sign(twiceArea(templateCorners));
}
