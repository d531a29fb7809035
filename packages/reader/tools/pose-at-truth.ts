import type { KitTemplate } from '@portal/contract';
import { projectToImage, type Homography } from '../src/geometry/homography';
import type { TemplatePoint } from '../src/geometry/points';
import type { RgbaImage } from '../src/image/rgba-image';
import { rimEvidence } from '../src/locate/rim-evidence';
import { judgeRim, rimRuleFor } from '../src/locate/verify-rim';
import { readingAreaRect } from '../src/template/reading-area';

/**
 * The reading area's rim judged at the renderer's true pose, with each side's evidence (step in grey
 * levels, prominence): a rim that fails at the truth points at the rim's rule, not at the search.
 */
export function rimAtTruth(image: RgbaImage, template: KitTemplate, truth: Homography | undefined): string {
  const rule = rimRuleFor(template);
  const sides = truth && rimEvidence(image, truth, readingAreaRect(template), rule);
  const verdict = judgeRim(sides, rule);
  const evidence = (sides ?? [])
    .map((side) => `${side.step.toFixed(0)}/${side.prominence.toFixed(2)}`)
    .join(' ');
  return `rim-at-truth=${verdict.verified ? 'verified' : `${String(verdict.passing)}/4`} [step/prominence ${evidence}]`;
}

/** The worst distance (mm) between where two homographies put the given template points. */
export function worstPointErrorMm(
  found: Homography,
  truth: Homography,
  points: readonly TemplatePoint[],
  pixelsPerMm: number,
): number {
  const distances = points.map((point) => {
    const a = projectToImage(found, point);
    const b = projectToImage(truth, point);
    return Math.hypot(a.x - b.x, a.y - b.y);
  });
  return Math.max(...distances) / pixelsPerMm;
}
