import type { KitTemplate } from '@portal/contract';
import type { EvalScene } from './eval-scene';

/** Half the body's diagonal in pixels at `tiltDeg`: how far the projected device may reach from its centre. */
function halfDiagonalPx(scene: EvalScene, template: KitTemplate, tiltDeg: number): number {
  const { width, height } = template.body;
  return (0.5 * Math.hypot(width, height) * scene.pose.pixelsPerMm) / Math.cos((tiltDeg * Math.PI) / 180);
}

/**
 * The scene viewed at `tiltDeg` instead of its own tilt (the tilt gate's curve draws scenes past the 35
 * degrees the split samples). The device's offset from the frame's centre is scaled into the room the
 * steeper view leaves, as `sampleEvalScene` keeps it inside the frame.
 */
export function steepenedScene(scene: EvalScene, template: KitTemplate, tiltDeg: number): EvalScene {
  const room = (side: number, tilt: number) =>
    Math.max(0, side / 2 - halfDiagonalPx(scene, template, tilt) * 1.05);
  const rescale = (centre: number, side: number) => {
    const before = room(side, scene.pose.tiltDeg);
    return before > 0 ? side / 2 + ((centre - side / 2) / before) * room(side, tiltDeg) : side / 2;
  };
  return {
    ...scene,
    pose: {
      ...scene.pose,
      tiltDeg,
      centreX: rescale(scene.pose.centreX, scene.width),
      centreY: rescale(scene.pose.centreY, scene.height),
    },
  };
}
