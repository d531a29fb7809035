// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawKitCodeFrame, type KitCodeScene } from '../../../e2e/support/kit-code-frame';
import { readInNode } from '../../../e2e/support/zxing-node';
import { decodeKitFrame } from './decode-kit-frame';

const KIT = '(01)09506000134352(17)271231(10)LOT7(21)S000001';

/** A phone's 1280 x 720 frame of a kit code, lit evenly, a little blurred and grainy. */
const scene = (overrides: Partial<KitCodeScene>): KitCodeScene => ({
  symbology: 'gs1-128',
  text: KIT,
  width: 1280,
  height: 720,
  modulePx: 2.2,
  turn: 0,
  tilt: 10,
  tiltAxis: 0,
  contrast: 150,
  lightFall: 0,
  lightDirection: 0,
  blur: 0.6,
  noise: 8,
  jpegQuality: 0,
  clutter: false,
  seed: 1,
  ...overrides,
});

/** zxing's one read of the whole frame, as the scanner did before the upright and smoothed routes. */
async function frameAloneReads(frame: Awaited<ReturnType<typeof drawKitCodeFrame>>): Promise<boolean> {
  const results = await readInNode(frame, { formats: ['DataMatrix', 'Code128', 'QRCode'], tryHarder: true });
  return results.some((r) => r.isValid && r.text === KIT);
}

describe('decodeKitFrame', () => {
  it('reads an upright GS1-128 from the frame itself', async () => {
    const decoded = await decodeKitFrame(await drawKitCodeFrame(scene({ turn: 0 })), readInNode);
    expect(decoded).toEqual({ text: KIT, symbologyIdentifier: ']C1', route: 'frame' });
  });

  const matrix = { symbology: 'datamatrix', modulePx: 3, turn: 40 } as const;
  it.each([
    { what: 'a GS1-128 turned 35 degrees', overrides: { turn: 35 }, identifier: ']C1', route: 'upright' },
    { what: 'a GS1-128 turned 160 degrees', overrides: { turn: 160 }, identifier: ']C1', route: 'upright' },
    { what: 'a GS1-128 turned 250 degrees', overrides: { turn: 250 }, identifier: ']C1', route: 'upright' },
    {
      what: 'a GS1-128 turned 70 degrees, its 2.2 px modules blurred by 1.2 px',
      overrides: { turn: 70, blur: 1.2 },
      identifier: ']C1',
      route: 'fitted',
    },
    {
      // Its bands, fitted from their plain mean, do not read: the bars fan out, one lies apart in each band.
      what: 'a GS1-128 in a portrait frame, tilted 26 degrees about a slanted axis',
      overrides: {
        width: 720,
        height: 1280,
        modulePx: 1.67,
        turn: 42.6,
        tilt: 26,
        tiltAxis: 54,
        contrast: 165,
        lightFall: 0.3,
        lightDirection: 217,
        blur: 0.6,
        noise: 6,
        clutter: true,
        seed: 150,
      },
      identifier: ']C1',
      route: 'fitted',
    },
    {
      what: 'a dim, grainy DataMatrix',
      overrides: { ...matrix, contrast: 50, noise: 20, seed: 2 },
      identifier: ']d2',
      route: 'smoothed',
    },
  ])(
    'reads $what by the $route route, which the frame alone does not',
    async ({ overrides, identifier, route }) => {
      const frame = await drawKitCodeFrame(scene(overrides));
      expect(await frameAloneReads(frame)).toBe(false);
      expect(await decodeKitFrame(frame, readInNode)).toEqual({
        text: KIT,
        symbologyIdentifier: identifier,
        route,
      });
    },
  );

  it('reads a turned GS1 DataMatrix from the frame (2D codes read at any turn)', async () => {
    const decoded = await decodeKitFrame(await drawKitCodeFrame(scene(matrix)), readInNode);
    expect(decoded).toEqual({ text: KIT, symbologyIdentifier: ']d2', route: 'frame' });
  });

  it('reads nothing from a frame of grainy paper', async () => {
    // Contrast 0 draws the code as paper.
    const frame = await drawKitCodeFrame(scene({ contrast: 0, noise: 12, turn: 30 }));
    expect(await decodeKitFrame(frame, readInNode)).toBeNull();
  });
});
