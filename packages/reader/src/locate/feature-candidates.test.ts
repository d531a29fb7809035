import type { CassetteTemplate } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import type { WorkingCopy } from '../image/working-copy';
import { insideRect } from '../template/appearance';
import { featureCandidates } from './feature-candidates';

type Point = { x: number; y: number };

const PX_PER_MM = 4;
const TURN = Math.PI / 6;
const ORIGIN: Point = { x: 150, y: 40 };
const SURFACE = 200;

/** Template mm to copy pixels: the body turned by 30 degrees, its top-left corner at ORIGIN. */
function toCopy(x: number, y: number): Point {
  return {
    x: ORIGIN.x + PX_PER_MM * (x * Math.cos(TURN) - y * Math.sin(TURN)),
    y: ORIGIN.y + PX_PER_MM * (x * Math.sin(TURN) + y * Math.cos(TURN)),
  };
}

/** Copy pixels to template mm (toCopy's inverse). */
function toTemplate(px: number, py: number): Point {
  const dx = (px - ORIGIN.x) / PX_PER_MM;
  const dy = (py - ORIGIN.y) / PX_PER_MM;
  return { x: dx * Math.cos(TURN) + dy * Math.sin(TURN), y: -dx * Math.sin(TURN) + dy * Math.cos(TURN) };
}

/**
 * A 480 x 360 copy: the body as light as the surface around it (no outline to find), its features printed
 * dark as `shade` gives them (template mm in, grey level out, undefined where nothing is printed).
 */
function copyWith(shade: (at: Point) => number | undefined, surface = SURFACE): WorkingCopy {
  const width = 480;
  const height = 360;
  const luminance = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) luminance[y * width + x] = shade(toTemplate(x, y)) ?? surface;
  return { width, height, factor: 1, luminance, whiteness: luminance };
}

function insideEllipse(at: Point, rect: { x: number; y: number; width: number; height: number }): boolean {
  const u = (at.x - rect.x - rect.width / 2) / (rect.width / 2);
  const v = (at.y - rect.y - rect.height / 2) / (rect.height / 2);
  return u * u + v * v <= 1;
}

const [label, well] = covidAgTemplate.features as [
  CassetteTemplate['features'][number],
  CassetteTemplate['features'][number],
];

/**
 * The label and the sample well printed where covid-ag has them, `wellScale` times the well's size; with
 * `look`, the body and both prints drawn in their own shades on a surface of another.
 */
function printedCassette(
  wellScale = 1,
  look?: { body: number; surface: number; print: number },
): WorkingCopy {
  const grown = {
    x: well.rect.x + (well.rect.width * (1 - wellScale)) / 2,
    y: well.rect.y + (well.rect.height * (1 - wellScale)) / 2,
    width: well.rect.width * wellScale,
    height: well.rect.height * wellScale,
  };
  const body = { x: 0, y: 0, ...covidAgTemplate.body };
  return copyWith(
    (at) =>
      insideRect(label.rect, at.x, at.y)
        ? (look?.print ?? 60)
        : insideEllipse(at, grown)
          ? (look?.print ?? 90)
          : look && insideRect(body, at.x, at.y)
            ? look.body
            : undefined,
    look?.surface,
  );
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('featureCandidates', () => {
  it.each([
    ['the surface’s shade', undefined],
    // A light print (a gold label) on a body on a dark surface: the mean light around it is the surface's.
    ['on a dark surface', { body: 200, surface: 30, print: 120 }],
    ['darker than a light surface', { body: 160, surface: 220, print: 90 }],
  ])('predicts the body outline from its label and sample well, the body %s', (_, look) => {
    const candidates = featureCandidates(printedCassette(1, look), covidAgTemplate);
    expect(candidates.length).toBeGreaterThan(0);
    const { width, height } = covidAgTemplate.body;
    const truth = [toCopy(0, 0), toCopy(width, 0), toCopy(width, height), toCopy(0, height)];
    const [first] = candidates;
    // Every true corner has one of the outline's within 1.5 mm (6 px).
    for (const corner of truth)
      expect(Math.min(...(first?.corners ?? []).map((at) => distance(at, corner)))).toBeLessThan(6);
  });

  it('predicts nothing from one print alone', () => {
    const labelOnly = copyWith((at) => (insideRect(label.rect, at.x, at.y) ? 60 : undefined));
    expect(featureCandidates(labelOnly, covidAgTemplate)).toEqual([]);
  });

  it('predicts nothing from two prints whose sizes do not fit their distance', () => {
    // A "well" twice the template's size for the distance between the prints.
    expect(featureCandidates(printedCassette(2), covidAgTemplate)).toEqual([]);
  });
});
