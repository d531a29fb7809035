import type { TemplateRect } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import { rectify } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { median, quantile, trimmedMean } from '../image/statistics';

const SAMPLES_PER_MM = 10;
/** The rim is sought this far outside the window's nominal ends (mm), and this far inside them. */
const SEARCH_OUTSIDE_MM = 2;
const SEARCH_INSIDE_MM = 1.5;
/** The membrane's level is the median of the window's rows this far (mm) from its nominal ends... */
const INTERIOR_MARGIN_MM = 2.5;
/**
 * ...or, where the ends do not show by that, the level beside each end's rim: over this length (mm)
 * inward from its darkest row, as this quantile of its rows (a line there is darker, never lighter). A
 * shadow's edge or a gradient along the strip darkens one end of the membrane (tune-hard combo good-328,
 * an INVALID test: 172 at one end, 100 at the other; the rim at the light end, 116, is darker than the
 * membrane beside it, not than the median). Only as a second try: ends found by the median are kept as
 * they were (a 0.03 mm change of a blurred window's alignment turned a tune motion-fault photo, refused,
 * into a wrong NEGATIVE through its control line's measured spread).
 */
const LOCAL_MEMBRANE_MM = 2.5;
const LOCAL_MEMBRANE_QUANTILE = 0.75;
/** Only the central part of the width is read: a window placed off across the strip keeps its side rims out. */
const CENTRAL_WIDTH = 0.6;
/** The rim must be this much darker than the membrane (levels) to place the window's end. */
const MIN_RIM_CONTRAST = 12;
/** A found window whose ends move more than this (mm), or whose length is off by more, is not trusted. */
const MAX_END_SHIFT_MM = 1.5;
const MAX_LENGTH_ERROR = 0.05;

/**
 * The strip along the window: its luminance per row, and a colour channel's level at a row, each a
 * trimmed mean across its central width. Colours are read only at the few rows a step is judged on.
 */
type Strip = {
  readonly luminance: Float64Array;
  readonly colourAt: (channel: 0 | 1 | 2, row: number) => number;
};

function stripAlong(image: RgbaImage, homography: Homography, rect: TemplateRect): Strip {
  const region = rectify(image, homography, rect, SAMPLES_PER_MM);
  const values: number[] = [];
  const levelAt = (plane: Float32Array, row: number): number => {
    if (row < 0 || row >= region.rows) return Number.NaN;
    values.length = 0;
    for (let column = 0; column < region.columns; column++)
      values.push(plane[row * region.columns + column] ?? Number.NaN);
    return trimmedMean(values, 0.2);
  };
  const luminance = new Float64Array(region.rows);
  for (let row = 0; row < region.rows; row++) luminance[row] = levelAt(region.planes[3], row);
  return { luminance, colourAt: (channel, row) => levelAt(region.planes[channel], row) };
}

/**
 * A rim is the body's plastic in shade: it darkens every colour channel alike. A line is dyed: it takes
 * one channel far more than another. Unless the step darkens its least-darkened channel by at least this
 * share of its most-darkened one, it is a line, not the window's end. Tune-hard covid-ag good-306: a
 * placement 2.5 mm off along the strip and 10% small had its top "end" on the control line (0.29). The
 * steps judged in locating and reading tune-hard cassette seeds 0-499: 0.23 and 0.34 (8 of 2,018), then
 * 0.53 and up.
 */
const MIN_RIM_NEUTRALITY = 0.45;

function darkensAlike(strip: Strip, darkest: number, inward: 1 | -1): boolean {
  const drops = ([0, 1, 2] as const).map((channel) => {
    const levelAt = (row: number) => strip.colourAt(channel, row);
    return levelBeside(levelAt, darkest, inward) - levelAt(darkest);
  });
  return Math.min(...drops) >= MIN_RIM_NEUTRALITY * Math.max(...drops);
}

/** The membrane's level at one end of the window, given the rim's darkest row there. */
type MembraneLevel = (darkest: number, inward: 1 | -1) => number;

/**
 * Where the membrane meets the rim: from the rim's darkest row, walking inward, the row (interpolated)
 * where the level crosses halfway up to the membrane's. NaN without a rim darker than the membrane, or
 * where the step is a dyed line's (darkensAlike).
 */
function rimEdgeRow(
  strip: Strip,
  from: number,
  to: number,
  inward: 1 | -1,
  membraneAt: MembraneLevel,
): number {
  const profile = strip.luminance;
  let darkest = -1;
  for (let row = Math.max(0, from); row <= Math.min(profile.length - 1, to); row++) {
    const value = profile[row] ?? Number.NaN;
    if (Number.isFinite(value) && (darkest < 0 || value < (profile[darkest] ?? Number.NaN))) darkest = row;
  }
  if (darkest < 0) return Number.NaN;
  const low = profile[darkest] ?? Number.NaN;
  const membrane = membraneAt(darkest, inward);
  if (!(membrane - low >= MIN_RIM_CONTRAST) || !darkensAlike(strip, darkest, inward)) return Number.NaN;
  const half = (low + membrane) / 2;
  for (let row = darkest; row + inward >= 0 && row + inward < profile.length; row += inward) {
    const here = profile[row] ?? Number.NaN;
    const next = profile[row + inward] ?? Number.NaN;
    if (!Number.isFinite(next)) return Number.NaN;
    if (next >= half) return row + inward * ((half - here) / (next - here));
  }
  return Number.NaN;
}

/** A level's 75th percentile (LOCAL_MEMBRANE_QUANTILE) beside the rim's darkest row, on its inner side. */
function levelBeside(levelAt: (row: number) => number, darkest: number, inward: 1 | -1): number {
  const beside: number[] = [];
  for (let step = 1; step <= LOCAL_MEMBRANE_MM * SAMPLES_PER_MM; step++) {
    const value = levelAt(darkest + inward * step);
    if (Number.isFinite(value)) beside.push(value);
  }
  return quantile(beside, LOCAL_MEMBRANE_QUANTILE);
}

/** Where the window's ends lie along the strip (template mm as the homography maps them). */
export type WindowEnds = { readonly start: number; readonly end: number };

/**
 * A cassette window's two ends found on its rim (the step from the membrane down to the rim) through the
 * device's homography, when both are clear and where the window can be: each within MAX_END_SHIFT_MM of
 * its nominal place, the length within MAX_LENGTH_ERROR. Undefined otherwise. They confirm a placement
 * along the strip, which the rim's four sides (each 1.2 mm either way) do not pin down, and align the
 * window read to them (alignedWindowRect).
 */
export function windowEnds(
  image: RgbaImage,
  homography: Homography,
  window: TemplateRect,
): WindowEnds | undefined {
  const rect: TemplateRect = {
    x: window.x + (window.width * (1 - CENTRAL_WIDTH)) / 2,
    y: window.y - SEARCH_OUTSIDE_MM - 0.5,
    width: window.width * CENTRAL_WIDTH,
    height: window.height + 2 * SEARCH_OUTSIDE_MM + 1,
  };
  const strip = stripAlong(image, homography, rect);
  const profile = strip.luminance;
  const rowOf = (v: number) => (v - rect.y) * SAMPLES_PER_MM - 0.5;
  const vOf = (row: number) => rect.y + (row + 0.5) / SAMPLES_PER_MM;
  const interior = Array.from(
    profile.slice(
      Math.round(rowOf(window.y + INTERIOR_MARGIN_MM)),
      Math.round(rowOf(window.y + window.height - INTERIOR_MARGIN_MM)),
    ),
  );
  const windowMedian = median(interior);
  const endsBy = (membraneAt: MembraneLevel): WindowEnds | undefined => {
    const top = rimEdgeRow(
      strip,
      Math.round(rowOf(window.y - SEARCH_OUTSIDE_MM)),
      Math.round(rowOf(window.y + SEARCH_INSIDE_MM)),
      1,
      membraneAt,
    );
    const bottom = rimEdgeRow(
      strip,
      Math.round(rowOf(window.y + window.height - SEARCH_INSIDE_MM)),
      Math.round(rowOf(window.y + window.height + SEARCH_OUTSIDE_MM)),
      -1,
      membraneAt,
    );
    if (!Number.isFinite(top) || !Number.isFinite(bottom)) return undefined;
    const start = vOf(top);
    const end = vOf(bottom);
    const shifts = [Math.abs(start - window.y), Math.abs(end - (window.y + window.height))];
    const plausible =
      Math.max(...shifts) <= MAX_END_SHIFT_MM &&
      Math.abs((end - start) / window.height - 1) <= MAX_LENGTH_ERROR;
    return plausible ? { start, end } : undefined;
  };
  return (
    endsBy(() => windowMedian) ??
    endsBy((darkest, inward) => levelBeside((row) => profile[row] ?? Number.NaN, darkest, inward))
  );
}
