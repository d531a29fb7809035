import type { CassetteTemplate } from '@portal/contract';
import { imagePoint, rectCorners, type ImagePoint } from '../../src/geometry/points';
import type { BrowserScene } from './browser-scene';

/**
 * Where a point of the device (template mm) lands in the photo: the CSS transform rotateZ rotateX rotateY
 * about the device's centre, then the stage's perspective about the frame's centre (CSS Transforms 2:
 * rotate3d matrices in y-down coordinates, w = 1 - z / perspective).
 */
export function deviceToPhoto(
  scene: BrowserScene,
  template: CassetteTemplate,
  mmX: number,
  mmY: number,
): ImagePoint {
  const mm = scene.pixelsPerMm;
  let x = (mmX - template.body.width / 2) * mm;
  let y = (mmY - template.body.height / 2) * mm;
  let z = 0;
  const rad = Math.PI / 180;
  const b = scene.pose.tiltYDeg * rad;
  [x, z] = [x * Math.cos(b) + z * Math.sin(b), -x * Math.sin(b) + z * Math.cos(b)];
  const a = scene.pose.tiltXDeg * rad;
  [y, z] = [y * Math.cos(a) - z * Math.sin(a), y * Math.sin(a) + z * Math.cos(a)];
  const t = scene.pose.turnDeg * rad;
  [x, y] = [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)];
  const w = 1 - z / scene.pose.perspectivePx;
  const ox = scene.frame.width / 2;
  const oy = scene.frame.height / 2;
  return imagePoint(ox + (scene.centre.x + x - ox) / w, oy + (scene.centre.y + y - oy) / w);
}

/** The body's corners in the photo: top-left, top-right, bottom-right, bottom-left of the template. */
export function trueBodyCorners(scene: BrowserScene, template: CassetteTemplate): ImagePoint[] {
  return rectCorners({ x: 0, y: 0, ...template.body }).map((corner) =>
    deviceToPhoto(scene, template, corner.x, corner.y),
  );
}
