import type { KitTemplate } from '@portal/contract';
import { centreRoom, type EvalScene } from './eval-scene';

/**
 * The scene viewed at `tiltDeg` instead of its own tilt (the tilt gate's curve draws scenes past the 35
 * degrees the split samples). The device's offset from the frame's centre is scaled into the room the
 * steeper view leaves, as `sampleEvalScene` keeps it inside the frame.
 */
export function steepenedScene(scene: EvalScene, template: KitTemplate, tiltDeg: number): EvalScene {
  const { pixelsPerMm } = scene.pose;
  const rescale = (centre: number, side: number) => {
    const before = centreRoom(side, template, pixelsPerMm, scene.pose.tiltDeg);
    const after = centreRoom(side, template, pixelsPerMm, tiltDeg);
    return before > 0 ? side / 2 + ((centre - side / 2) / before) * after : side / 2;
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
