import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { sampleBrowserScene } from '../tools/render-browser/browser-scene';
import { launchChromium } from '../tools/render-browser/chromium';
import { dyeOpacity, membraneRgb, sceneHtml } from '../tools/render-browser/scene-html';
import { trueBodyCorners } from '../tools/render-browser/true-corners';

/** Zero-size marks at the body's four corners, in the order trueBodyCorners gives them. */
const CORNER_MARKS = ['left:0;top:0', 'right:0;top:0', 'right:0;bottom:0', 'left:0;bottom:0']
  .map((place, k) => `<i id="corner${String(k)}" style="position:absolute;${place};width:0;height:0"></i>`)
  .join('');

describe('the browser renderer’s truth', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('puts the body’s corners where Chromium lays them out, through its 3D transform and perspective', async () => {
    const page = await browser.newPage();
    for (const [template, seed] of [
      [covidAgTemplate, 3],
      [covidFluComboTemplate, 11],
    ] as const) {
      const scene = sampleBrowserScene(template, seed, 'good');
      await page.setViewportSize(scene.frame);
      await page.setContent(
        sceneHtml(scene, template).replace('<div id="gloss"></div>', `<div id="gloss"></div>${CORNER_MARKS}`),
      );
      const laidOut = await Promise.all(
        [0, 1, 2, 3].map((k) => page.locator(`#corner${String(k)}`).boundingBox()),
      );
      const predicted = trueBodyCorners(scene, template);
      for (const [k, corner] of predicted.entries()) {
        expect(Math.abs(corner.x - (laidOut[k]?.x ?? Number.NaN))).toBeLessThan(0.5);
        expect(Math.abs(corner.y - (laidOut[k]?.y ?? Number.NaN))).toBeLessThan(0.5);
      }
    }
    await page.close();
  });

  it('lowers the measuring channel by the line’s drop over the membrane', () => {
    const membrane = membraneRgb(covidAgTemplate, -3);
    const opacity = dyeOpacity(covidAgTemplate, membrane, 0.02);
    const green = membrane[1] + opacity * (0x2a - membrane[1]);
    expect(1 - green / membrane[1]).toBeCloseTo(0.02, 6);
  });
});
