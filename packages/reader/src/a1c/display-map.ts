import type { TemplateRect } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { summedArea } from '../image/summed-area';

/** Spacing (mm) of the coarse LCD background grid used for alignment. */
const BACKGROUND_STEP_MM = 1.5;
/** Half size (mm) of the block whose upper quantile gives a background grid node. */
const BACKGROUND_HALF_BLOCK_MM = 2;
/** Segments cover at most about half of any 4 x 4 mm block: this quantile lies in the LCD background. */
const BACKGROUND_QUANTILE = 0.8;

/**
 * The rectified display as two summed-area tables (luminance, and darkness against a coarse background),
 * so that the mean over any rectangle in template millimetres, at any sub-sample offset, costs four look-ups.
 */
export type DisplayMap = {
  readonly origin: { readonly x: number; readonly y: number };
  readonly resolution: number;
  readonly columns: number;
  readonly rows: number;
  readonly luminance: Float32Array;
  /** 1 - luminance / coarse LCD background, per sample. */
  readonly darkness: Float32Array;
  readonly luminanceSum: Float64Array;
  readonly darknessSum: Float64Array;
};

/** Quantile of 0..255 values from their 256-bin histogram (linear within a bin): linear time per block. */
function histogramQuantile(histogram: Uint32Array, count: number, q: number): number {
  const target = q * count;
  let below = 0;
  for (let bin = 0; bin < histogram.length; bin++) {
    const inBin = histogram[bin] ?? 0;
    if (below + inBin >= target && inBin > 0) return bin + (target - below) / inBin;
    below += inBin;
  }
  return histogram.length;
}

/** Coarse LCD background (upper quantile per block, bilinear between grid nodes), one value per sample. */
function coarseBackground(
  luminance: Float32Array,
  columns: number,
  rows: number,
  resolution: number,
): Float32Array {
  const step = BACKGROUND_STEP_MM * resolution;
  const half = Math.max(1, Math.round(BACKGROUND_HALF_BLOCK_MM * resolution));
  const nodesX = Math.max(2, Math.ceil(columns / step) + 1);
  const nodesY = Math.max(2, Math.ceil(rows / step) + 1);
  const stepX = columns / (nodesX - 1);
  const stepY = rows / (nodesY - 1);
  const nodes = new Float32Array(nodesX * nodesY);
  const histogram = new Uint32Array(256);
  for (let ny = 0; ny < nodesY; ny++) {
    for (let nx = 0; nx < nodesX; nx++) {
      const cx = Math.round(nx * stepX);
      const cy = Math.round(ny * stepY);
      histogram.fill(0);
      let count = 0;
      for (let y = Math.max(0, cy - half); y < Math.min(rows, cy + half + 1); y++) {
        for (let x = Math.max(0, cx - half); x < Math.min(columns, cx + half + 1); x++) {
          const value = luminance[y * columns + x] ?? 0;
          const bin = value <= 0 ? 0 : value >= 255 ? 255 : Math.floor(value);
          histogram[bin] = (histogram[bin] ?? 0) + 1;
          count++;
        }
      }
      nodes[ny * nodesX + nx] = count > 0 ? histogramQuantile(histogram, count, BACKGROUND_QUANTILE) : 0;
    }
  }
  const background = new Float32Array(columns * rows);
  for (let y = 0; y < rows; y++) {
    const gy = Math.min(nodesY - 1.000001, (y + 0.5) / stepY);
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < columns; x++) {
      const gx = Math.min(nodesX - 1.000001, (x + 0.5) / stepX);
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const n00 = nodes[y0 * nodesX + x0] ?? 0;
      const n01 = nodes[y0 * nodesX + x0 + 1] ?? 0;
      const n10 = nodes[(y0 + 1) * nodesX + x0] ?? 0;
      const n11 = nodes[(y0 + 1) * nodesX + x0 + 1] ?? 0;
      background[y * columns + x] = (n00 * (1 - fx) + n01 * fx) * (1 - fy) + (n10 * (1 - fx) + n11 * fx) * fy;
    }
  }
  return background;
}

/** Builds the map from the rectified display; undefined when part of the display lies outside the photo. */
export function displayMap(region: RectifiedRegion, display: TemplateRect): DisplayMap | undefined {
  const { columns, rows, resolution } = region;
  const luminance = region.planes[3];
  for (let i = 0; i < luminance.length; i++) if (!Number.isFinite(luminance[i])) return undefined;
  const background = coarseBackground(luminance, columns, rows, resolution);
  const darkness = new Float32Array(columns * rows);
  for (let i = 0; i < darkness.length; i++) {
    const level = background[i] ?? 0;
    darkness[i] = level > 0 ? 1 - (luminance[i] ?? 0) / level : 0;
  }
  return {
    origin: { x: display.x, y: display.y },
    resolution,
    columns,
    rows,
    luminance,
    darkness,
    luminanceSum: summedArea(luminance, columns, rows),
    darknessSum: summedArea(darkness, columns, rows),
  };
}

/** Summed-area value at a fractional sample position: exact area integral of the piecewise-constant samples. */
function areaTo(sums: Float64Array, columns: number, rows: number, px: number, py: number): number {
  const x = Math.min(Math.max(px, 0), columns);
  const y = Math.min(Math.max(py, 0), rows);
  const x0 = Math.min(Math.floor(x), columns - 1);
  const y0 = Math.min(Math.floor(y), rows - 1);
  const fx = x - x0;
  const fy = y - y0;
  const stride = columns + 1;
  const s00 = sums[y0 * stride + x0] ?? 0;
  const s01 = sums[y0 * stride + x0 + 1] ?? 0;
  const s10 = sums[(y0 + 1) * stride + x0] ?? 0;
  const s11 = sums[(y0 + 1) * stride + x0 + 1] ?? 0;
  return s00 + fx * (s01 - s00) + fy * (s10 - s00) + fx * fy * (s11 - s10 - s01 + s00);
}

type SampleSpan = { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number };

/** A template rectangle shifted by (dx, dy) mm and grown by `marginMm`, in fractional sample units (not clipped). */
function toSamples(map: DisplayMap, rect: TemplateRect, dx: number, dy: number, marginMm = 0): SampleSpan {
  const { resolution: r, origin } = map;
  return {
    x0: (rect.x + dx - marginMm - origin.x) * r,
    x1: (rect.x + rect.width + dx + marginMm - origin.x) * r,
    y0: (rect.y + dy - marginMm - origin.y) * r,
    y1: (rect.y + rect.height + dy + marginMm - origin.y) * r,
  };
}

function integralOfSpan(map: DisplayMap, sums: Float64Array, span: SampleSpan): number {
  const { columns, rows } = map;
  return (
    areaTo(sums, columns, rows, span.x1, span.y1) -
    areaTo(sums, columns, rows, span.x0, span.y1) -
    areaTo(sums, columns, rows, span.x1, span.y0) +
    areaTo(sums, columns, rows, span.x0, span.y0)
  );
}

/** Integral of a plane over a template rectangle shifted by (dx, dy) mm, in sample units (clipped to the map). */
export function integralOver(
  map: DisplayMap,
  sums: Float64Array,
  rect: TemplateRect,
  dx: number,
  dy: number,
): number {
  return integralOfSpan(map, sums, toSamples(map, rect, dx, dy));
}

/** Mean of a plane over a shifted template rectangle; NaN when less than half of it lies on the map. */
export function meanOver(
  map: DisplayMap,
  sums: Float64Array,
  rect: TemplateRect,
  dx: number,
  dy: number,
): number {
  const span = toSamples(map, rect, dx, dy);
  const x0 = Math.max(0, span.x0);
  const y0 = Math.max(0, span.y0);
  const x1 = Math.min(map.columns, span.x1);
  const y1 = Math.min(map.rows, span.y1);
  const area = (x1 - x0) * (y1 - y0);
  const r = map.resolution;
  if (!(x1 > x0 && y1 > y0) || area < 0.5 * rect.width * rect.height * r * r) return Number.NaN;
  return integralOfSpan(map, sums, span) / area;
}

/** Whole sample rows and columns covering a template rectangle shifted by (dx, dy) and grown by `marginMm`, clipped to the map. */
export function sampleBounds(
  map: DisplayMap,
  rect: TemplateRect,
  dx: number,
  dy: number,
  marginMm: number,
): SampleSpan {
  const span = toSamples(map, rect, dx, dy, marginMm);
  return {
    x0: Math.max(0, Math.floor(span.x0)),
    x1: Math.min(map.columns, Math.ceil(span.x1)),
    y0: Math.max(0, Math.floor(span.y0)),
    y1: Math.min(map.rows, Math.ceil(span.y1)),
  };
}
