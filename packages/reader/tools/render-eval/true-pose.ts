import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, type Homography } from '../../src/geometry/homography';
import { imagePoint, templatePoint, type ImagePoint } from '../../src/geometry/points';
import { apply, deviceToImage } from './camera-pose';
import type { EvalScene } from './eval-scene';

export type TruePose = {
  /** The body's corners (template (0,0), (w,0), (w,h), (0,h)) in the photo's pixels. */
  readonly corners: ImagePoint[];
  /** Template millimetres to the photo's pixels, through those corners. */
  readonly homography: Homography | undefined;
  readonly pixelsPerMm: number;
};

/** Where the renderer put the body in a photo decoded `photoWidth` pixels wide (diagnostics only). */
export function truePose(scene: EvalScene, template: KitTemplate, photoWidth: number): TruePose {
  const scale = photoWidth / scene.width;
  const toImage = deviceToImage(scene.pose, template.body.width, template.body.height);
  const { width, height } = template.body;
  const bodyCorners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ];
  const corners = bodyCorners.map((corner) => {
    const at = apply(toImage, corner.x, corner.y);
    return imagePoint(at.x * scale, at.y * scale);
  });
  return {
    corners,
    homography: homographyFromPoints(bodyCorners, corners),
    pixelsPerMm: scene.pose.pixelsPerMm * scale,
  };
}
