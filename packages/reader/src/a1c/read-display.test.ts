import { beforeAll, describe, expect, it } from 'vitest';
import type { A1cAnalyzerTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate } from '../../templates';
import { decodeImage } from '../../tools/decode-image';
import { poseHomography } from '../../tools/render/pose';
import { renderPhoto } from '../../tools/render/render-photo';
import { sampleScene } from '../../tools/render/sample-scene';
import type { SceneSpec } from '../../tools/render/scene-spec';
import { invertHomography, projectToTemplate, type Homography } from '../geometry/homography';
import { imagePoint } from '../geometry/points';
import { rectify } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { readKit } from '../read-kit';
import { A1C_THRESHOLDS } from './a1c-thresholds';
import { measureDisplay } from './measure-display';
import { litContrast, readDisplay } from './read-display';
import { segmentRects } from './seven-segment';

type SceneDisplay = NonNullable<SceneSpec['display']>;
const template: A1cAnalyzerTemplate = a1cAnalyzerTemplate;
/** A 2 MP photo is drawn at full size (no upscaling), so the renderer's pose is the exact homography. */
const MEGAPIXELS = 2;
const SEED = 4242;

type Photo = { image: RgbaImage; homography: Homography };

/** Renders the seeded scene showing `display`; only the LCD content differs between photos of one seed. */
async function photo(display: SceneDisplay, seed = SEED): Promise<Photo> {
  const spec = { ...sampleScene(seed, template, 'good', { megapixels: MEGAPIXELS }), display };
  const rendered = await renderPhoto(spec, template);
  return { image: await decodeImage(rendered.jpeg), homography: poseHomography(spec.pose, template) };
}

/** The display resampled as read-kit does, through the true homography moved by (dx, dy) mm. */
function displayRegion(source: Photo, dx = 0, dy = 0) {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = source.homography;
  const moved = [
    h0,
    h1,
    h0 * dx + h1 * dy + h2,
    h3,
    h4,
    h3 * dx + h4 * dy + h5,
    h6,
    h7,
    h6 * dx + h7 * dy + h8,
  ] as unknown as Homography;
  return rectify(source.image, moved, template.display.rect, 6);
}

/** `base` with the pixels whose template point passes `where` taken from `other` (same scene, other LCD content). */
function composite(base: Photo, other: Photo, where: (u: number, v: number) => boolean): Photo {
  const inverse = invertHomography(base.homography);
  const data = new Uint8ClampedArray(base.image.data);
  for (let y = 0; y < base.image.height; y++) {
    for (let x = 0; x < base.image.width; x++) {
      const point = projectToTemplate(inverse, imagePoint(x, y));
      if (!where(point.x, point.y)) continue;
      for (let c = 0; c < 4; c++)
        data[(y * base.image.width + x) * 4 + c] = other.image.data[(y * base.image.width + x) * 4 + c] ?? 0;
    }
  }
  return { image: { width: base.image.width, height: base.image.height, data }, homography: base.homography };
}

/** Pixel-wise mix of two renders of the same scene: the segments where they differ are at `fraction` of their contrast. */
function blend(lit: Photo, unlit: Photo, fraction: number): Photo {
  const data = new Uint8ClampedArray(lit.image.data.length);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.round(fraction * (lit.image.data[i] ?? 0) + (1 - fraction) * (unlit.image.data[i] ?? 0));
  return { image: { width: lit.image.width, height: lit.image.height, data }, homography: lit.homography };
}

const value = (cells: string): SceneDisplay => ({ cells, decimalPoint: true, percentSign: true });
let eight: Photo;
let nine: Photo;
let errorCode: Photo;

beforeAll(async () => {
  // 8.8 and 8.9 differ in one segment only: e of the last digit.
  [eight, nine, errorCode] = await Promise.all([
    photo(value(' 88')),
    photo(value(' 89')),
    photo({ cells: 'E-3', decimalPoint: false, percentSign: false }),
  ]);
}, 120_000);

describe('readDisplay on rendered photos', () => {
  it('reads a value and an error code exactly through the whole pipeline', () => {
    expect(readKit(eight.image, template).a1c).toMatchObject({
      kind: 'value',
      displayed: '8.8',
      percent: 8.8,
    });
    expect(readKit(nine.image, template).a1c).toMatchObject({ kind: 'value', displayed: '8.9' });
    expect(readKit(errorCode.image, template).a1c).toMatchObject({ kind: 'error', displayed: 'E-3' });
  });

  it('reads with a clear margin from the undecided band', () => {
    const read = readDisplay(template, displayRegion(eight));
    expect(read.reading?.displayed).toBe('8.8');
    expect(read.margin).toBeGreaterThan(0.15);
  });

  it('finds the display when the located position is off by most of a segment width', () => {
    const offsets: [number, number][] = [
      [0.9, -0.7],
      [-0.8, 0.8],
      [0, 1.1],
    ];
    for (const [dx, dy] of offsets) {
      expect(
        readDisplay(template, displayRegion(eight, dx, dy)).reading?.displayed,
        `offset ${dx},${dy}`,
      ).toBe('8.8');
      expect(
        readDisplay(template, displayRegion(errorCode, dx, dy)).reading?.displayed,
        `offset ${dx},${dy}`,
      ).toBe('E-3');
      const measured = measureDisplay(template, displayRegion(nine, dx, dy));
      expect(Math.abs((measured?.shift.dx ?? 9) + dx)).toBeLessThan(0.15);
      expect(Math.abs((measured?.shift.dy ?? 9) + dy)).toBeLessThan(0.15);
    }
  });

  it('refuses a display with one segment faded to half its contrast, never reading 8.8 or 8.9', () => {
    const faded = blend(eight, nine, 0.5);
    const read = readDisplay(template, displayRegion(faded));
    expect(read.reading).toBeNull();
    expect(read.doubt).toMatch(/segment e of digit 3/);
    const result = readKit(faded.image, template);
    expect(result.status).toBe('refused');
    expect(result.refusal?.flags).toEqual(['display-unclear']);
    expect(result.refusal?.message).toMatch(/^The display could not be read with certainty\./);
    expect(result.a1c).toBeNull();
  });

  it('reads a partly faded segment only as the state it is nearer to, and refuses around half', () => {
    for (const fraction of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
      const displayed =
        readDisplay(template, displayRegion(blend(eight, nine, fraction))).reading?.displayed ?? null;
      const allowed = fraction > 0.5 ? ['8.8', null] : fraction < 0.5 ? ['8.9', null] : [null];
      expect(allowed, `segment at ${fraction} of its contrast read as ${String(displayed)}`).toContain(
        displayed,
      );
    }
  });

  it('refuses a segment lit along only two thirds of its length (its mean alone would say lit)', () => {
    const cell = template.display.digitCells[2];
    if (!cell) throw new Error('the template has three digit cells');
    const e = segmentRects(cell, template.display.segmentThickness).e;
    const cut = e.y + (2 / 3) * e.height;
    const broken = composite(
      eight,
      nine,
      (u, v) => u > e.x - 0.6 && u < e.x + e.width + 0.6 && v > cut && v < e.y + e.height + 0.6,
    );
    const read = readDisplay(template, displayRegion(broken));
    expect(read.reading).toBeNull();
    expect(read.doubt).toMatch(/segment e of digit 3/);
    expect(readKit(broken.image, template).status).toBe('refused');
  });

  it('refuses a display that is lit but outside the reportable range', async () => {
    const low = await photo(value(' 25'));
    const read = readDisplay(template, displayRegion(low));
    expect(read.reading).toBeNull();
    expect(read.doubt).toMatch(/2\.5% lies outside the reportable range/);
  });
});

describe('litContrast', () => {
  it('is the median of the parts at least half as dark as the darkest, so one dark outlier does not set it', () => {
    expect(litContrast([0.02, 0.01, 0.7, 0.72, 0.74, 0.03])).toBeCloseTo(0.72);
    expect(litContrast([0.02, 0.7, 0.72, 0.74, 0.98])).toBeCloseTo(0.73);
  });

  it('keeps on and off apart with an undecided band between them', () => {
    expect(A1C_THRESHOLDS.segmentOffFraction).toBeLessThan(A1C_THRESHOLDS.segmentOnFraction);
  });
});
