import type { TemplateRect } from '@portal/contract';

export const SEGMENT_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type SegmentName = (typeof SEGMENT_NAMES)[number];

/** Lit segments of each character the display can show. */
export const CHARACTER_SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  E: 'adefg',
  r: 'eg',
  '-': 'g',
  ' ': '',
};

const CHARACTER_BY_PATTERN = new Map(
  Object.entries(CHARACTER_SEGMENTS).map(([character, segments]) => [segments, character]),
);

export function characterFromSegments(lit: ReadonlySet<SegmentName>): string | undefined {
  return CHARACTER_BY_PATTERN.get(SEGMENT_NAMES.filter((name) => lit.has(name)).join(''));
}

/** Rectangles of the seven segments of one digit cell, in template millimetres. */
export function segmentRects(
  cell: TemplateRect,
  thicknessFraction: number,
): Record<SegmentName, TemplateRect> {
  const t = cell.width * thicknessFraction;
  const { x, y, width: w, height: h } = cell;
  const half = h / 2;
  return {
    a: { x: x + t, y, width: w - 2 * t, height: t },
    b: { x: x + w - t, y: y + t * 0.8, width: t, height: half - t * 1.3 },
    c: { x: x + w - t, y: y + half + t * 0.5, width: t, height: half - t * 1.3 },
    d: { x: x + t, y: y + h - t, width: w - 2 * t, height: t },
    e: { x, y: y + half + t * 0.5, width: t, height: half - t * 1.3 },
    f: { x, y: y + t * 0.8, width: t, height: half - t * 1.3 },
    g: { x: x + t, y: y + half - t / 2, width: w - 2 * t, height: t },
  };
}

/** The two dots of the % sign (the slash between them is drawn but not read). */
export function percentDots(sign: TemplateRect): [TemplateRect, TemplateRect] {
  const size = sign.width * 0.36;
  return [
    { x: sign.x, y: sign.y, width: size, height: size },
    { x: sign.x + sign.width - size, y: sign.y + sign.height - size, width: size, height: size },
  ];
}
