// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate, covidAgTemplate } from '@portal/reader';
import { GUIDE_FILL, guideShape } from './guide-shape';

describe('guideShape', () => {
  it('turns a tall cassette to lie along a landscape frame, its long side filling most of the short side', () => {
    const shape = guideShape(covidAgTemplate, 1280, 960);
    const { body } = covidAgTemplate;
    expect(shape.turned).toBe(true);
    expect(shape.body.width).toBeCloseTo(GUIDE_FILL * 960);
    expect(shape.body.height).toBeCloseTo((GUIDE_FILL * 960 * body.width) / body.height);
    // Centred, inside the frame.
    expect(shape.body.x + shape.body.width / 2).toBeCloseTo(640);
    expect(shape.body.y + shape.body.height / 2).toBeCloseTo(480);
    // The window, turned with the body, lies inside its outline.
    const { readingArea: r } = shape;
    expect(r.x).toBeGreaterThan(shape.body.x);
    expect(r.y).toBeGreaterThan(shape.body.y);
    expect(r.x + r.width).toBeLessThan(shape.body.x + shape.body.width);
    expect(r.y + r.height).toBeLessThan(shape.body.y + shape.body.height);
    expect(r.width / r.height).toBeCloseTo(
      covidAgTemplate.window.rect.height / covidAgTemplate.window.rect.width,
    );
  });

  it('keeps a tall analyzer upright in a portrait frame, with its display where the template puts it', () => {
    const shape = guideShape(a1cAnalyzerTemplate, 720, 1280);
    const scale = (GUIDE_FILL * 720) / a1cAnalyzerTemplate.body.height;
    const display = a1cAnalyzerTemplate.display.rect;
    expect(shape.turned).toBe(false);
    expect(shape.body.height).toBeCloseTo(GUIDE_FILL * 720);
    expect(shape.readingArea.x - shape.body.x).toBeCloseTo(display.x * scale);
    expect(shape.readingArea.y - shape.body.y).toBeCloseTo(display.y * scale);
    expect(shape.readingArea.width).toBeCloseTo(display.width * scale);
  });
});
