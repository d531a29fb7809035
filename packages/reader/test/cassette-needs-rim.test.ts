import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { locateDevice } from '../src/locate/locate-device';
import { readKit } from '../src/read-kit';
import { parseHexColour } from '../src/template/colour';
import { covidAgOnTable, drawScene } from './synthetic-scene';

const scene = covidAgOnTable;

describe('a cassette placement needs the window’s rim, the appearance alone does not verify it', () => {
  it('verifies and reads a cassette whose window’s rim shows', () => {
    const image = drawScene(scene);
    expect(locateDevice(image, covidAgTemplate)).toMatchObject({ found: true, verified: true });
    expect(readKit(image, covidAgTemplate).status).toBe('read');
  });

  it('does not verify the same cassette drawn without a rim, though its appearance matches', () => {
    // The rim the membrane's own colour: no step around the window, the rest of the face as printed.
    const image = drawScene({ ...scene, colours: { rim: [247, 245, 239] } });
    const location = locateDevice(image, covidAgTemplate);
    expect(location).toMatchObject({ found: true, verified: false, scores: { rimVerified: 0 } });
    if (!location.found) throw new Error('not found');
    expect(location.matchScore).toBeGreaterThan(0.6);
    // Placed by its outline instead (test/outline-placement.test.ts), it would need a control line, which
    // this drawing has none of.
    expect(readKit(image, covidAgTemplate).refusal?.flags).toEqual(['unverified-match']);
  });
});

describe('a cassette placement needs one of its features, not the window’s rim alone', () => {
  it('verifies the cassette by its rim when its sample well and label show', () => {
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
