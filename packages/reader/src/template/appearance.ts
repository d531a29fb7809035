import type { KitTemplate, TemplateFeature, TemplateRect } from '@portal/contract';
import { lineMarkOrigin, MARK_HEIGHT_MM, MARK_WIDTH_MM } from './cassette-marks';
import { parseHexColour, type Rgb } from './colour';
import { glyphCovers } from './glyphs';

export const WINDOW_RIM_MM = 0.6;
const RIM_COLOUR: Rgb = [150, 150, 148];
const MARK_COLOUR: Rgb = [60, 60, 64];

export function insideRoundedRect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): boolean {
  if (x < 0 || y < 0 || x > width || y > height) return false;
  const cx = Math.min(Math.max(x, radius), width - radius);
  const cy = Math.min(Math.max(y, radius), height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

export function insideRect(rect: TemplateRect, x: number, y: number): boolean {
  return x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
}

function insideFeature(feature: TemplateFeature, x: number, y: number): boolean {
  const { rect } = feature;
  if (feature.shape === 'rect') return insideRect(rect, x, y);
  const dx = (x - rect.x - rect.width / 2) / (rect.width / 2);
  const dy = (y - rect.y - rect.height / 2) / (rect.height / 2);
  return dx * dx + dy * dy <= 1;
}

export type TemplateRegion = 'outside' | 'body' | 'feature' | 'mark' | 'rim' | 'window' | 'display';

export type Appearance = { readonly region: TemplateRegion; readonly colour: Rgb };

/**
 * The printed, moulded appearance of a device at a template point, without anything that varies from
 * test to test (lines, digits). The reader verifies its match against this; the renderer draws from it.
 */
export function createAppearance(template: KitTemplate): (x: number, y: number) => Appearance {
  const body = parseHexColour(template.body.colour);
  const features = template.features.map((feature) => ({ feature, colour: parseHexColour(feature.colour) }));
  const outside: Appearance = { region: 'outside', colour: [0, 0, 0] };
  const bodyAppearance: Appearance = { region: 'body', colour: body };
  const rim: Appearance = { region: 'rim', colour: RIM_COLOUR };
  const mark: Appearance = { region: 'mark', colour: MARK_COLOUR };
  const featureAppearances = features.map(({ colour }): Appearance => ({ region: 'feature', colour }));
  const { width, height, cornerRadius } = template.body;

  if (template.kind === 'cassette') {
    const windowRect = template.window.rect;
    const membrane: Appearance = { region: 'window', colour: parseHexColour(template.window.membraneColour) };
    const rimRect = {
      x: windowRect.x - WINDOW_RIM_MM,
      y: windowRect.y - WINDOW_RIM_MM,
      width: windowRect.width + 2 * WINDOW_RIM_MM,
      height: windowRect.height + 2 * WINDOW_RIM_MM,
    };
    const marks = template.lines.map((line) => ({
      letter: line.name,
      origin: lineMarkOrigin(template, line.position),
    }));
    return (x, y) => {
      if (!insideRoundedRect(x, y, width, height, cornerRadius)) return outside;
      if (insideRect(windowRect, x, y)) return membrane;
      if (insideRect(rimRect, x, y)) return rim;
      for (const { letter, origin } of marks) {
        const u = ((x - origin.x) / MARK_WIDTH_MM) * 5;
        const v = ((y - origin.y) / MARK_HEIGHT_MM) * 7;
        if (glyphCovers(letter, u, v)) return mark;
      }
      for (const [index, { feature }] of features.entries()) {
        if (insideFeature(feature, x, y)) return featureAppearances[index] ?? bodyAppearance;
      }
      return bodyAppearance;
    };
  }

  const display: Appearance = {
    region: 'display',
    colour: parseHexColour(template.display.backgroundColour),
  };
  const displayRect = template.display.rect;
  const bezel = {
    x: displayRect.x - 1.2,
    y: displayRect.y - 1.2,
    width: displayRect.width + 2.4,
    height: displayRect.height + 2.4,
  };
  const bezelAppearance: Appearance = { region: 'rim', colour: [70, 74, 78] };
  return (x, y) => {
    if (!insideRoundedRect(x, y, width, height, cornerRadius)) return outside;
    if (insideRect(displayRect, x, y)) return display;
    if (insideRect(bezel, x, y)) return bezelAppearance;
    for (const [index, { feature }] of features.entries()) {
      if (insideFeature(feature, x, y)) return featureAppearances[index] ?? bodyAppearance;
    }
    return bodyAppearance;
  };
}
