import type { KitTemplate } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkLiveFrame, type LiveFrameOptions } from '../src/quality/live-frame-check';
import { a1cAnalyzerTemplate, covidAgTemplate, covidFluComboTemplate } from '../templates';
import { decodeImage } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import type { SceneCategory, SceneSpec } from '../tools/render/scene-spec';

const VGA_MEGAPIXELS = 0.3072;
/** The frames stand for the preview of a 1920 x 1440 video, the size the photo is taken at. */
const CAPTURE = { captureWidth: 1920, captureHeight: 1440 };

async function frame(seed: number, category: SceneCategory) {
  const photo = await renderPhoto(
    sampleScene(seed, covidAgTemplate, category, { megapixels: VGA_MEGAPIXELS }),
    covidAgTemplate,
  );
  return { photo, image: await decodeImage(photo.jpeg) };
}

describe('renderer', () => {
  it('is reproducible from its seed and varies between seeds', async () => {
    const first = await frame(3, 'good');
    const again = await frame(3, 'good');
    const other = await frame(4, 'good');
    expect(again.photo.jpeg.equals(first.photo.jpeg)).toBe(true);
    expect(other.photo.jpeg.equals(first.photo.jpeg)).toBe(false);
    expect(first.image.width).toBe(640);
    expect(first.image.height).toBe(480);
  });
});

describe('checkLiveFrame', () => {
  it('says ready for well-framed frames and names the problem otherwise', async () => {
    const readyCount = (await Promise.all([1, 2, 3, 5, 6].map((seed) => frame(seed, 'good')))).filter(
      ({ image }) => checkLiveFrame(image, covidAgTemplate, CAPTURE).ready,
    ).length;
    expect(readyCount).toBeGreaterThanOrEqual(4);
    expect(checkLiveFrame((await frame(7, 'not-found')).image, covidAgTemplate, CAPTURE).flags).toContain(
      'not-found',
    );
    expect(checkLiveFrame((await frame(8, 'dark')).image, covidAgTemplate, CAPTURE).flags[0]).toBe(
      'exposure',
    );
  });
});

async function check(spec: SceneSpec, template: KitTemplate, options: LiveFrameOptions = CAPTURE) {
  return checkLiveFrame(await decodeImage((await renderPhoto(spec, template)).jpeg), template, options);
}

// One good 640x480 scene per template (seeds whose device lies wholly inside the frame), then the same
// scene defocused, motion-blurred or moved away: the check must tell them apart.
describe.each([
  { template: covidAgTemplate, seed: 2 },
  { template: covidFluComboTemplate, seed: 4 },
  { template: a1cAnalyzerTemplate, seed: 4 },
])('checkLiveFrame on $template.id', ({ template, seed }) => {
  const scene = sampleScene(seed, template, 'good', { megapixels: VGA_MEGAPIXELS });
  const pixelsPerMm = scene.pose.pixelsPerMm;

  it("says ready for the sharp frame, its reading area's rim verified and sharp", async () => {
    const quality = await check(scene, template);
    expect(quality.flags).toEqual([]);
    expect(quality.ready).toBe(true);
    expect(quality.metrics.rimVerified).toBe(1);
    expect(quality.metrics.sharpEdgeWidthMm).toBeLessThan(0.65);
    expect(quality.metrics.pixelsPerMm).toBeCloseTo(3 * pixelsPerMm, -1);
  });

  it("flags 'blur' for the same scene defocused (sigma 0.7 mm) or moved 2.5 mm during exposure", async () => {
    const defocused = await check(
      { ...scene, camera: { ...scene.camera, defocusSigma: 0.7 * pixelsPerMm, motionLength: 0 } },
      template,
    );
    expect(defocused.ready).toBe(false);
    expect(defocused.flags[0]).toBe('blur');
    const moved = await check(
      { ...scene, camera: { ...scene.camera, motionLength: 2.5 * pixelsPerMm } },
      template,
    );
    expect(moved.ready).toBe(false);
    expect(moved.flags[0]).toBe('blur');
  });

  it("flags 'too-small' for the same scene with the device at 2.6 px/mm (under half the frame)", async () => {
    // Without the capture's size the frame is the photo: 2.6 px/mm is under every template's minimum.
    const quality = await check({ ...scene, pose: { ...scene.pose, pixelsPerMm: 2.6 } }, template, {});
    expect(quality.ready).toBe(false);
    expect(quality.flags[0]).toBe('too-small');
    expect(quality.flags).not.toContain('blur');
  });
});

describe('checkLiveFrame on a dim cassette window', () => {
  it("asks for more light under the evidence rule's too-dark level (100), which the full read may refuse", async () => {
    const quality = await check(
      sampleScene(5, covidFluComboTemplate, 'good', { megapixels: VGA_MEGAPIXELS }),
      covidFluComboTemplate,
    );
    expect(quality.flags).toEqual(['exposure']);
    expect(quality.metrics.windowLevel).toBeGreaterThan(60);
    expect(quality.metrics.windowLevel).toBeLessThan(100);
  });
});

describe('checkLiveFrame on an A1C analyzer running off the frame', () => {
  it("says 'framing' (not 'too-small') when only the display is found as a light outline", async () => {
    const quality = await check(
      sampleScene(700_005, a1cAnalyzerTemplate, 'framing', { megapixels: VGA_MEGAPIXELS }),
      a1cAnalyzerTemplate,
    );
    expect(quality.ready).toBe(false);
    expect(quality.flags[0]).toBe('framing');
    expect(quality.flags).not.toContain('too-small');
  });
});

// A glare spot on the reading area (the window, the display) of a scene whose device lies inside the
// frame: the frame-wide clipped share stays under 1% (the check said ready before it looked at the
// reading area), the same scene without the spot must stay ready.
describe.each([
  { template: covidAgTemplate, seed: 11 },
  { template: covidFluComboTemplate, seed: 8 },
  { template: a1cAnalyzerTemplate, seed: 8 },
])('checkLiveFrame on a glare frame of $template.id', ({ template, seed }) => {
  const scene = sampleScene(seed, template, 'glare', { megapixels: VGA_MEGAPIXELS });

  it("flags 'glare' for the spot on the reading area and says ready without it", async () => {
    expect(scene.light.glare).toHaveLength(1);
    const glare = await check(scene, template);
    expect(glare.ready).toBe(false);
    expect(glare.flags[0]).toBe('glare');
    expect(glare.metrics.clippedFraction).toBeLessThan(0.01);
    const clean = await check({ ...scene, light: { ...scene.light, glare: [] } }, template);
    expect(clean.flags).toEqual([]);
    expect(clean.ready).toBe(true);
    expect(clean.metrics.windowGlare).toBeLessThan(0.001);
  });
});
