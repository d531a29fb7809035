import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CassetteTemplate } from '@portal/contract';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { drawBrowserPhoto } from '../tools/render-browser/browser-photo';
import { sampleBrowserScene } from '../tools/render-browser/browser-scene';
import { launchChromium } from '../tools/render-browser/chromium';

// Photos of the browser renderer's look seeds (browser-look, seeds 0-149, browser-look2, 3000-3149,
// browser-look3, 5000-5149, and browser-look4, 9000-9299: looked at while building the reader; the held-out
// seeds 1000-1149, 2000-2299, 4000-4149, 6000-6149, 7000-7149, 8000-8149 and 10000-10149 are not used
// here; of 12000-12149 one false positive, looked at), drawn as write-browser-set draws them.
describe('browser-rendered photos the reader reads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function readGoodPhoto(seed: number, template: CassetteTemplate) {
    const page = await browser.newPage();
    const photo = await drawBrowserPhoto(page, sampleBrowserScene(template, seed, 'good'), template);
    await page.close();
    return readPhoto(photo, template);
  }

  /** A browser-look good photo, drawn and read: its refusal flags and its verdicts. */
  async function readGood(seed: number, template: CassetteTemplate = covidFluComboTemplate) {
    const result = await readGoodPhoto(seed, template);
    return { flags: result.refusal?.flags, verdicts: result.results.map((analyte) => analyte.result) };
  }

  it('finds a body on ruled paper of its own shade, its shadow’s edge broken at one corner', async () => {
    // browser-look combo good-35: no ring, membrane or body blob came within 25 mm of it at reader 1.33.0
    // (refused unverified-match); the body within its sealed edges is placed and verified.
    expect(await readGood(35)).toEqual({
      flags: undefined,
      verdicts: ['POSITIVE', 'POSITIVE', 'POSITIVE'],
    });
  });

  it('finds a body cut short by its label, drawn out past it', async () => {
    // browser-look combo good-86: sealed, the body's blob ends at the label, and its outline falls the
    // label's length short; refused unverified-match at reader 1.34.0.
    expect(await readGood(86)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE', 'NEGATIVE', 'NEGATIVE'],
    });
  });

  it('verifies a window rim beside its printed letters, where nothing verified under the strict rule', async () => {
    // browser-look combo good-16: the letters by one long side of the window outweighed its rim's edge
    // there (prominence 0.2); refused unverified-match at reader 1.34.0.
    expect(await readGood(16)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE', 'POSITIVE', 'NEGATIVE'],
    });
  });

  it('finds a body by its label and sample well, where neither its outline nor its rim stands out', async () => {
    // browser-look covid-ag good-88: a grey body on light ruled paper; no ring, membrane or body outline
    // verified near it, refused unverified-match at reader 1.35.0.
    expect(await readGood(88, covidAgTemplate)).toEqual({
      flags: undefined,
      verdicts: ['POSITIVE'],
    });
  });

  it('verifies the rim beside its letters at the place its label and sample well give, on a sharp photo', async () => {
    // browser-look covid-ag good-59: its label and sample well place it, but its rim there stands out
    // from the letters beside the window only under the letters' rule; refused unverified-match at 1.36.0.
    expect(await readGood(59, covidAgTemplate)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE'],
    });
  });

  it('reads a device seen 43 degrees off its normal, its 31-degree tilt steepened by the view off-centre', async () => {
    // browser-look covid-ag good-6: refused tilt at reader 1.37.0 (gate 40 degrees); read right up to 55
    // degrees on the evaluation renderer's tilt curve.
    const result = await readGoodPhoto(6, covidAgTemplate);
    expect(result.quality.metrics.tiltDeg).toBeGreaterThan(42);
    expect(result.refusal?.flags).toBeUndefined();
    expect(result.results.map((analyte) => analyte.result)).toEqual(['NEGATIVE']);
  });

  it('finds the rim a few millimetres from an outline refitted on squared paper', async () => {
    // browser-look2 combo good-3040: the best-matched outline (0.77) lay 3 mm off, its rim beyond where it
    // is looked for; no ring or other route came nearer. Refused unverified-match at reader 1.39.0.
    expect(await readGood(3040)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE', 'POSITIVE', 'POSITIVE'],
    });
  });

  it('places a body by its ring on ruled paper, one end a couple of millimetres from where the ring puts it', async () => {
    // browser-look2 combo good-3091 (no control line drawn): the ring's placement verified its rim on 4
    // sides, but one end of the body showed at 3-4 of 12 places, 1.8-2.3 mm off. Refused unverified-match
    // at reader 1.39.0; its truth is INVALID.
    expect(await readGood(3091)).toEqual({
      flags: undefined,
      verdicts: ['INVALID', 'INVALID', 'INVALID'],
    });
  });

  it('reads the lines as far apart as a strong line shows them, on a window its placement stretches', async () => {
    // browser-look3 combo good-5030 (tilted 19 and 26 degrees): the placement's perspective puts an 11% S
    // line 0.6 mm past its place, 21 mm from C, its flank at the place. Refused as unevenly lit at 1.40.0.
    expect(await readGood(5030)).toEqual({
      flags: undefined,
      verdicts: ['POSITIVE', 'NEGATIVE', 'POSITIVE'],
    });
    // good-5140: its 1% A line, sought where the template's spacing puts it, was missed at 1.40.0. Found
    // where the lines show, it scores under the floor set at 1.44.0 (0.007) and is read NEGATIVE there.
    const stretched = await readGoodPhoto(5140, covidFluComboTemplate);
    const lineA = stretched.lines.find((line) => line.name === 'A');
    expect(lineA?.intensity).toBeGreaterThan(0.006);
    expect(lineA?.snr).toBeGreaterThan(6);
    expect(stretched.results.map((analyte) => analyte.result)).toEqual(['NEGATIVE', 'NEGATIVE', 'POSITIVE']);
  });

  it('keeps the body’s ends where its label and sample well show, aligning its placement to the window rim', async () => {
    // browser-look3 covid-ag good-5063 (a plain table): the rim verified on 4 sides, but the placement
    // aligned to that small rim put the body's ends 2.5 mm off, where its label and sample well showed at
    // 0.75 and 0.56 of their places. Refused unverified-match at reader 1.41.0; its truth is NEGATIVE.
    expect(await readGood(5063, covidAgTemplate)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE'],
    });
  });

  it('places a body of the paper’s own shade by its label and sample well, moved onto their edges', async () => {
    // browser-look3 covid-ag good-5040 (squared paper, tilted 22 and 20 degrees): the window has no dark
    // rim, and the placement its label and sample well predict (a similarity, 2.8 mm off at one end) left
    // the rim unverified. Refused unverified-match at reader 1.41.0; its truth is NEGATIVE.
    expect(await readGood(5040, covidAgTemplate)).toEqual({
      flags: undefined,
      verdicts: ['NEGATIVE'],
    });
  });

  it('keeps the rim found near an outline and moves the body onto its label and sample well', async () => {
    // browser-look3 combo good-5009 (squared paper, tilted 32 degrees): the rim found near the placement
    // its features predict put the window 0.4 mm off and the body's ends 3.7 mm off, where the features
    // did not show. Refused unverified-match at reader 1.41.0; its truth is PNP.
    expect(await readGood(5009)).toEqual({
      flags: undefined,
      verdicts: ['POSITIVE', 'NEGATIVE', 'POSITIVE'],
    });
  });

  it('reads a placement verified by the letters’ rim rule where its control line is sharp, the rim’s rise not', async () => {
    // browser-look4 combo good-9036: verified only under the letters' rule; the rim rises over 0.58 mm (a
    // loss of 9% on a 1 mm line by the rim's measure), but the control line's edges fall within 0.14 mm.
    // Refused blur at reader 1.42.0; its truth is NPP.
    const result = await readGoodPhoto(9036, covidFluComboTemplate);
    expect(result.quality.metrics.rimByLetters).toBe(1);
    expect(result.quality.metrics.blurAttenuation).toBeLessThan(1);
    expect(result.refusal?.flags).toBeUndefined();
    expect(result.results.map((analyte) => analyte.result)).toEqual(['NEGATIVE', 'POSITIVE', 'POSITIVE']);
  });

  it('moves a placement whose rim verified onto its label and sample well and its rim in turn, until both show', async () => {
    // browser-look4 covid-ag good-9203 (tiles, tilted 24 and 13 degrees): its rim verified on 4 sides with
    // the body's ends 4.9 mm off, where its features showed at 0.75 of their places; moved onto them, the
    // rim showed on 3 sides. Refused unverified-match at reader 1.43.0; its truth is POSITIVE.
    expect(await readGood(9203, covidAgTemplate)).toEqual({
      flags: undefined,
      verdicts: ['POSITIVE'],
    });
  });

  it('calls no line where light quantised to 8 bits leaves a plateau one step high at T', async () => {
    // Held-out covid-ag good-12078 (seeds 12000-12149, looked at once it read POSITIVE at reader 1.43.0):
    // no T line, and a plateau 1.2 mm wide at T's place one 8-bit step above its sides, T scoring 0.0063.
    expect(await readGood(12078, covidAgTemplate)).toEqual({ flags: undefined, verdicts: ['NEGATIVE'] });
  });
});
