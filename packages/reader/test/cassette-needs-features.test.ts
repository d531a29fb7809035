import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { locateDevice } from '../src/locate/locate-device';
import { parseHexColour } from '../src/template/colour';
import { drawScene, type SyntheticScene } from './synthetic-scene';

describe('a cassette placement needs one of its features, not the window’s rim alone', () => {
  const scene: SyntheticScene = {
    width: 960,
    height: 720,
    template: covidAgTemplate,
    centre: { x: 480, y: 360 },
    pixelsPerMm: 8,
    rotationDeg: 20,
    background: [90, 80, 70],
  };

  it('verifies the cassette when its sample well and label show', () => {
    expect(locateDevice(drawScene(scene), covidAgTemplate)).toMatchObject({
      found: true,
      verified: true,
      scores: { rimVerified: 1 },
    });
  });

  it('does not verify a light card with a window-like frame and no well or label (printed paper, a box)', () => {
    const body = parseHexColour(covidAgTemplate.body.colour);
    const image = drawScene({ ...scene, colours: { feature: body } });
    expect(locateDevice(image, covidAgTemplate)).toMatchObject({ verified: false });
  });
});
