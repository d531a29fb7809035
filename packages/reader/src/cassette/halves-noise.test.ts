import { describe, expect, it } from 'vitest';
import type { RectifiedRegion } from '../image/rectify';
import { fitBaseline } from './baseline';
import { halvesScoreNoise } from './halves-noise';
import { absorbanceProfile, halfProfiles } from './line-profile';
import { lineScore } from './line-score';
import { seededNormal } from '../testing/seeded-noise';

const RESOLUTION = 10;
const COLUMNS = 80;
const ROWS = 200;
const GREEN = { main: 1 } as const;
const nowhere = () => false;

type Scene = {
  /** Grain's spread in levels at a row's millimetre. */
  grain: (mm: number) => number;
  /** Light (1 = level 180) at a row's millimetre. */
  light?: (mm: number) => number;
  /** A line's drop (0..1) at a row's millimetre. */
  line?: (mm: number) => number;
};

/** A rectified window of one plane in use (green), grain seeded per window. */
function windowOf({ grain, light = () => 1, line = () => 0 }: Scene, seed: number): RectifiedRegion {
  const planes = [0, 1, 2, 3].map(
    () => new Float32Array(COLUMNS * ROWS),
  ) as unknown as RectifiedRegion['planes'];
  const normal = seededNormal(seed);
  for (let row = 0; row < ROWS; row++) {
    const mm = (row + 0.5) / RESOLUTION;
    for (let column = 0; column < COLUMNS; column++)
      planes[1][row * COLUMNS + column] = 180 * light(mm) * (1 - line(mm)) + grain(mm) * normal();
  }
  return { columns: COLUMNS, rows: ROWS, resolution: RESOLUTION, planes };
}

/** The whole width's score at a row, as readLines measures it (baseline over the unmasked rows). */
function scoreAt(window: RectifiedRegion, row: number): number {
  const profile = absorbanceProfile(window, GREEN);
  const baseline = fitBaseline(profile, nowhere, RESOLUTION);
  return lineScore(
    profile.map((value, at) => value - (baseline[at] ?? 0)),
    row,
    RESOLUTION,
  ).score;
}

/** The halves' noise of a whole window, no row left out or bridged. */
const halvesNoise = (window: RectifiedRegion) =>
  halvesScoreNoise(halfProfiles(window, GREEN), RESOLUTION, nowhere, nowhere);

const seeds = Array.from({ length: 40 }, (_, i) => 1000 + 17 * i);

describe('halvesScoreNoise', () => {
  it("measures the spread the whole width's score has where no line is", () => {
    const scene: Scene = { grain: () => 6 };
    const scores = seeds.map((seed) => scoreAt(windowOf(scene, seed), ROWS / 2));
    const spread = Math.sqrt(scores.reduce((sum, score) => sum + score * score, 0) / scores.length);
    const measured = seeds.reduce((sum, seed) => sum + halvesNoise(windowOf(scene, seed)), 0) / seeds.length;
    expect(measured / spread).toBeGreaterThan(0.8);
    expect(measured / spread).toBeLessThan(1.25);
  });

  it('is left as it is by a line across the window and light falling along it', () => {
    const plain: Scene = { grain: () => 6 };
    const lit: Scene = {
      grain: () => 6,
      light: (mm) => 1.05 - 0.005 * mm,
      line: (mm) => (Math.abs(mm - 10) < 0.5 ? 0.1 : 0),
    };
    for (const seed of seeds.slice(0, 5)) {
      const ratio = halvesNoise(windowOf(lit, seed)) / halvesNoise(windowOf(plain, seed));
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    }
  });

  it('grows with the grain where the lines are, though the rest of the window is quiet', () => {
    const quiet: Scene = { grain: () => 2 };
    const grainyMiddle: Scene = { grain: (mm) => (mm > 6 && mm < 14 ? 8 : 2) };
    const ratio = halvesNoise(windowOf(grainyMiddle, 5)) / halvesNoise(windowOf(quiet, 5));
    expect(ratio).toBeGreaterThan(1.5);
  });
});
