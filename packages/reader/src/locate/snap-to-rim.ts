import type { TemplateRect } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { alignToRim } from './align-to-rim';
import { rimEvidence } from './rim-evidence';
import type { RimRule } from './verify-rim';

/** Rounds of moving the rectangle onto its rim: each looks for the edge within the rule's search span again. */
const ROUNDS = 4;
/** The rectangle has settled when no side is found further than this (mm) from where it is put. */
const SETTLED_MM = 0.1;

/**
 * The homography moved so that the reading area's sides lie on the rim found near each, round after round
 * until it settles: the rectangle alone, whatever the body's outline says. A ring's own prediction can put
 * the body's corners 3-4 mm off (its size taken from the rim's inner or outer edge) and the window's sides
 * a millimetre or two: too far for the rim to verify there, near enough for each side to find its edge.
 */
export function snapToRim(
  image: RgbaImage,
  homography: Homography,
  rect: TemplateRect,
  rule: RimRule,
): Homography | undefined {
  let current = homography;
  for (let round = 0; round < ROUNDS; round++) {
    const sides = rimEvidence(image, current, rect, rule);
    const next = alignToRim(current, [], [], rect, sides, rule);
    if (!sides || !next) return undefined;
    current = next;
    if (sides.every((side) => Math.abs(side.offsetMm) <= SETTLED_MM)) break;
  }
  return current;
}
