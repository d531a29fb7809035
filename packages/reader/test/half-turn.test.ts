import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { projectToImage, type Homography } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { makeWorkingCopy } from '../src/image/working-copy';
import { normalisedCrossCorrelation } from '../src/locate/appearance-match';
import { featureOutlineShare } from '../src/locate/feature-outlines';
import { clearHalfTurn, halfTurned, halfTurnedView } from '../src/locate/half-turn';
import { readingAreaRect } from '../src/template/reading-area';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

function scene(template: KitTemplate): SyntheticScene {
  return {
    width: 640,
    height: 480,
    template,
    centre: { x: 320, y: 240 },
    pixelsPerMm: 5,
    rotationDeg: 200,
    background: [236, 236, 232],
  };
}

function distancePx(h: Homography, g: Homography, u: number, v: number): number {
  const a = projectToImage(h, templatePoint(u, v));
  const b = projectToImage(g, templatePoint(u, v));
  return Math.hypot(a.x - b.x, a.y - b.y);
}

describe('halfTurned', () => {
  const template = covidFluComboTemplate;
  const h = sceneHomography(scene(template));
  const turned = halfTurned(h, template);
  if (!turned) throw new Error('degenerate');
  const { x, y, width, height } = readingAreaRect(template);

  it('puts each reading-area corner where the opposite one was', () => {
    const at = (g: Homography, u: number, v: number) => projectToImage(g, templatePoint(u, v));
    const moved = at(turned, x, y);
    const opposite = at(h, x + width, y + height);
    expect(Math.hypot(moved.x - opposite.x, moved.y - opposite.y)).toBeLessThan(0.01);
  });

  it('moves the body ends (the window is off the body centre)', () => {
    // The window's centre is 5 mm from the body's: the turned top end lies 10 mm (50 px) short of where
    // the bottom end is.
    const turnedTop = projectToImage(turned, templatePoint(13, 0));
    const bottom = projectToImage(h, templatePoint(13, 80));
    expect(Math.hypot(turnedTop.x - bottom.x, turnedTop.y - bottom.y)).toBeCloseTo(50, 1);
  });

  it('is its own inverse', () => {
    const back = halfTurned(turned, template);
    if (!back) throw new Error('degenerate');
    expect(distancePx(h, back, 0, 0)).toBeLessThan(0.01);
    expect(distancePx(h, back, 26, 80)).toBeLessThan(0.01);
  });
});

describe('clearHalfTurn', () => {
  for (const template of [covidAgTemplate, covidFluComboTemplate]) {
    const truth = scene(template);
    const image = drawScene(truth);
    const copy = makeWorkingCopy(image, 480);
    const h = sceneHomography(truth);
    const right = { homography: h, matchScore: normalisedCrossCorrelation(copy, h, template) };
    const wrong = halfTurnedView(copy, template, right);
    if (!wrong) throw new Error('degenerate');

    it(`${template.id}: the features' outlines show at the true placement, much less at the half-turn`, () => {
      expect(featureOutlineShare(image, h, template)).toBeGreaterThan(0.9);
      expect(featureOutlineShare(image, wrong.homography, template)).toBeLessThan(0.6);
    });

    it(`${template.id}: picks the true placement whichever way the two are given`, () => {
      expect(clearHalfTurn(image, template, right, wrong)).toBe('a');
      expect(clearHalfTurn(image, template, wrong, right)).toBe('b');
    });

    it(`${template.id}: picks neither when the appearance does not agree with the features`, () => {
      // The correlation alone says the other way: the two cues must both say so.
      expect(
        clearHalfTurn(image, template, { ...right, matchScore: wrong.matchScore }, wrong),
      ).toBeUndefined();
    });

    it(`${template.id}: picks neither on a body without its features (only the window shows)`, () => {
      const bare = drawScene({ ...truth, template: { ...template, features: [] } });
      // The correlations say the true placement; the features, which do not show, must say so too.
      expect(right.matchScore).toBeGreaterThan(wrong.matchScore + 0.3);
      expect(clearHalfTurn(bare, template, right, wrong)).toBeUndefined();
    });
  }
});
