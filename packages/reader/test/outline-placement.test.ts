import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import type { DeviceLocation } from '../src/locate/device-location';
import { locateDevice } from '../src/locate/locate-device';
import { placedByOutline } from '../src/locate/outline-placement';
import { readKit } from '../src/read-kit';
import { parseHexColour } from '../src/template/colour';
import { covidAgOnTable, drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

// A cassette whose window shows no rim: the rim drawn in the membrane's own colour.
const membrane = parseHexColour(covidAgTemplate.window.membraneColour);
const rimless: SyntheticScene = {
  ...covidAgOnTable,
  colours: { rim: membrane },
};

function verdicts(scene: SyntheticScene) {
  const result = readKit(drawScene(scene), covidAgTemplate);
  return {
    answer: result.status === 'read' ? result.results.map((r) => r.result) : result.refusal?.flags,
    placedByOutline: result.quality.metrics.placedByOutline,
  };
}

describe('a cassette without a window rim, placed by its body outline alone', () => {
  it('is not verified by the search, whose placements rest on the rim', () => {
    expect(locateDevice(drawScene({ ...rimless, lineDrops: { C: 0.3 } }), covidAgTemplate)).toMatchObject({
      found: true,
      verified: false,
    });
  });

  it('reads where its body’s edges, a feature and its control line show', () => {
    expect(verdicts({ ...rimless, lineDrops: { C: 0.3, T: 0.1 } })).toEqual({
      answer: ['POSITIVE'],
      placedByOutline: 1,
    });
    expect(verdicts({ ...rimless, lineDrops: { C: 0.3 } })).toEqual({
      answer: ['NEGATIVE'],
      placedByOutline: 1,
    });
  });

  it('is refused, never called INVALID, when no control line shows where the outline puts it', () => {
    expect(verdicts({ ...rimless, lineDrops: { T: 0.1 } }).answer).toEqual(['unverified-match']);
  });
});

describe('placedByOutline, at the true placement', () => {
  const at = (scene: SyntheticScene, matchScore: number) => {
    const image = drawScene(scene);
    const location: DeviceLocation = {
      found: true,
      homography: sceneHomography(scene),
      matchScore,
      verified: false,
      scores: {},
      touchesBorder: false,
      areaFraction: 0.1,
    };
    return placedByOutline(image, covidAgTemplate, location);
  };

  it('places a rimless cassette whose edges, features and appearance show', () => {
    expect(at(rimless, 0.9)).toBe(true);
  });

  it('does not place it where the appearance matches less than a verified search asks', () => {
    expect(at(rimless, 0.7)).toBe(false);
  });

  it('does not place a light card of the body’s size without its label and well', () => {
    const body = parseHexColour(covidAgTemplate.body.colour);
    expect(at({ ...rimless, colours: { ...rimless.colours, feature: body } }, 0.9)).toBe(false);
  });

  it('does not place a body whose edges do not show (a surface of its own colour all round)', () => {
    const body = parseHexColour(covidAgTemplate.body.colour);
    expect(at({ ...rimless, background: body }, 0.9)).toBe(false);
  });
});
