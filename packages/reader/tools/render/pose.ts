import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, type Homography } from '../../src/geometry/homography';
import { imagePoint, templatePoint } from '../../src/geometry/points';
import type { SceneSpec } from './scene-spec';

const CAMERA_DISTANCE_MM = 300;

/** The pinhole projection of the tilted, rotated device plane, as a template-to-image homography. */
export function poseHomography(pose: SceneSpec['pose'], template: KitTemplate): Homography {
  const { width, height } = template.body;
  const theta = (pose.rotationDeg * Math.PI) / 180;
  const alpha = (pose.tiltXDeg * Math.PI) / 180;
  const beta = (pose.tiltYDeg * Math.PI) / 180;
  const focal = pose.pixelsPerMm * CAMERA_DISTANCE_MM;
  const corners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ];
  const projected = corners.map(({ x, y }) => {
    const u = x - width / 2;
    const v = y - height / 2;
    const x1 = u * Math.cos(theta) - v * Math.sin(theta);
    const y1 = u * Math.sin(theta) + v * Math.cos(theta);
    // tilt about the image x axis, then the y axis
    const y2 = y1 * Math.cos(alpha);
    const z2 = y1 * Math.sin(alpha);
    const x3 = x1 * Math.cos(beta) + z2 * Math.sin(beta);
    const z3 = -x1 * Math.sin(beta) + z2 * Math.cos(beta);
    const depth = CAMERA_DISTANCE_MM + z3;
    return imagePoint(pose.centreX + (focal * x3) / depth, pose.centreY + (focal * y2) / depth);
  });
  const homography = homographyFromPoints(corners, projected);
  if (!homography) throw new Error('degenerate pose');
  return homography;
}
