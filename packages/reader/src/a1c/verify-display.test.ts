import { beforeAll, describe, expect, it } from 'vitest';
import type { A1cAnalyzerTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate } from '../../templates';
import { decodeImage } from '../../tools/decode-image';
import { poseHomography } from '../../tools/render/pose';
import { renderPhoto } from '../../tools/render/render-photo';
import { sampleScene } from '../../tools/render/sample-scene';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import { rectify } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { readDisplay } from './read-display';
import { displayTakenForBody, turnedHalf, verifyByDisplay } from './verify-display';

const template: A1cAnalyzerTemplate = a1cAnalyzerTemplate;
let image: RgbaImage;
let truth: Homography;

/** The display read through `homography` at 6 samples per mm, or null. */
function displayed(homography: Homography | null): string | null {
  if (!homography) return null;
  return (
    readDisplay(template, rectify(image, homography, template.display.rect, 6)).reading?.displayed ?? null
  );
}

/** `homography` moved by (dx, dy) mm in template space. */
function moved(homography: Homography, dx: number, dy: number): Homography {
  const [a, b, c, d, e, f, g, h, i] = homography;
  return [
    a,
    b,
    a * dx + b * dy + c,
    d,
    e,
    d * dx + e * dy + f,
    g,
    h,
    g * dx + h * dy + i,
  ] as unknown as Homography;
}

/** `homography` with template space scaled by `factor` about the display's centre. */
function scaledAboutDisplay(homography: Homography, factor: number): Homography {
  const { x, y, width, height } = template.display.rect;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const [a, b, c, d, e, f, g, h, i] = homography;
  const k = 1 / factor;
  // p -> centre + (p - centre) / factor, then the homography.
  return [
    a * k,
    b * k,
    a * cx * (1 - k) + b * cy * (1 - k) + c,
    d * k,
    e * k,
    d * cx * (1 - k) + e * cy * (1 - k) + f,
    g * k,
    h * k,
    g * cx * (1 - k) + h * cy * (1 - k) + i,
  ] as unknown as Homography;
}

beforeAll(async () => {
  // A 2 MP photo is drawn at full size, so the renderer's pose is the exact homography.
  const spec = {
    ...sampleScene(4243, template, 'good', { megapixels: 2 }),
    display: { cells: ' 68', decimalPoint: true, percentSign: true },
  };
  image = await decodeImage((await renderPhoto(spec, template)).jpeg);
  truth = poseHomography(spec.pose, template);
});

describe('verifyByDisplay', () => {
  it('accepts the located analyzer by its display and reads the value shown', () => {
    const check = verifyByDisplay(image, truth, template, 6);
    expect(check.margin).toBeGreaterThan(0.1);
    expect(displayed(check.homography)).toBe('6.8');
  });

  it('finds the orientation when the body was located upside down', () => {
    const check = verifyByDisplay(image, turnedHalf(truth, template), template, 6);
    expect(displayed(check.homography)).toBe('6.8');
  });

  it('fits the display by its own rim when the located body is off in scale (a bezel taken for the outline)', () => {
    const off = scaledAboutDisplay(truth, 1.08);
    expect(displayed(off)).not.toBe('6.8');
    expect(displayed(verifyByDisplay(image, off, template, 6).homography)).toBe('6.8');
  });

  it('maps the display onto the outline found when that outline was the display itself', () => {
    const { x, y, width, height } = template.display.rect;
    const asDisplay = displayTakenForBody(truth, template);
    // The display's corners land on the body's (the 40 x 24 display turned a quarter fills the 56 x 96 body).
    const displayCorner = projectToImage(asDisplay, templatePoint(x + width, y));
    const bodyCorner = projectToImage(truth, templatePoint(0, 0));
    expect(Math.hypot(displayCorner.x - bodyCorner.x, displayCorner.y - bodyCorner.y)).toBeLessThan(1e-6);
    const opposite = projectToImage(asDisplay, templatePoint(x, y + height));
    const far = projectToImage(truth, templatePoint(template.body.width, template.body.height));
    expect(Math.hypot(opposite.x - far.x, opposite.y - far.y)).toBeLessThan(1e-6);
  });

  it('refuses a location that puts no readable display anywhere near (another device, a wrong outline)', () => {
    const check = verifyByDisplay(image, moved(truth, 9, 12), template, 6);
    expect(check.homography).toBeNull();
  });

  it('refuses a blank display: nothing the grammar allows', async () => {
    const spec = {
      ...sampleScene(4243, template, 'good', { megapixels: 2 }),
      display: { cells: '   ', decimalPoint: false, percentSign: false },
    };
    const blank = await decodeImage((await renderPhoto(spec, template)).jpeg);
    expect(verifyByDisplay(blank, truth, template, 6).homography).toBeNull();
  });
});
