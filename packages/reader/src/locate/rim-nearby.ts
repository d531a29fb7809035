import type { KitTemplate } from '@portal/contract';
import {
  homographyFromPoints,
  pixelsPerMillimetre,
  projectToImage,
  type Homography,
} from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { readingAreaRect } from '../template/reading-area';
import { bodyTemplateCorners } from './body-corners';
import { rimEvidence } from './rim-evidence';
import { snapToRim } from './snap-to-rim';
import { judgeRim, rimRuleFor } from './verify-rim';

/**
 * The placement is moved across the body's plane this far (mm) each way, in steps of GRID_STEP_MM: an
 * outline refitted on ruled or squared paper, whose rulings cross its drop shadow, lay 2.6-5 mm from the
 * body (browser-look2 combo good-3011 and 3040, covid-ag good-3021 and 3088), too far for its rim to be
 * found where it put it.
 */
const NEAR_REACH_MM = 6;
/** Under twice the rim's own search span (1.5 mm each way): no place between two steps goes unsearched. */
const GRID_STEP_MM = 2;
/** Two verified placements whose reading areas' centres lie this close (mm) are the same. */
const SAME_PLACE_MM = 0.5;

/** The grid's steps (template mm), nearest first. */
const NEAR_SHIFTS: readonly { dx: number; dy: number }[] = (() => {
  const steps = Math.round(NEAR_REACH_MM / GRID_STEP_MM);
  const shifts: { dx: number; dy: number }[] = [];
  for (let i = -steps; i <= steps; i++)
    for (let j = -steps; j <= steps; j++) shifts.push({ dx: i * GRID_STEP_MM, dy: j * GRID_STEP_MM });
  return shifts.sort((a, b) => Math.hypot(a.dx, a.dy) - Math.hypot(b.dx, b.dy));
})();

/**
 * Placements near an unverified one where the reading area's rim verifies: the placement moved across the
 * body's plane (every step of a grid up to NEAR_REACH_MM), its reading area snapped onto the rim found
 * there (snapToRim), kept where the rim then passes its rule; nearest the given placement first, each
 * place once. Only the rim is judged here: the caller holds the body to its outline and features.
 */
export function rimNearby(image: RgbaImage, homography: Homography, template: KitTemplate): Homography[] {
  const rect = readingAreaRect(template);
  const rule = rimRuleFor(template);
  const corners = bodyTemplateCorners(template);
  const centre = templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const pixelsPerMm = pixelsPerMillimetre(homography, centre);
  const found: Homography[] = [];
  for (const { dx, dy } of NEAR_SHIFTS) {
    const moved = homographyFromPoints(
      corners,
      corners.map((corner) => projectToImage(homography, templatePoint(corner.x + dx, corner.y + dy))),
    );
    const snapped = moved && snapToRim(image, moved, rect, rule);
    if (!snapped || !judgeRim(rimEvidence(image, snapped, rect, rule), rule).verified) continue;
    const at = projectToImage(snapped, centre);
    const known = found.some((other) => {
      const there = projectToImage(other, centre);
      return Math.hypot(there.x - at.x, there.y - at.y) < SAME_PLACE_MM * pixelsPerMm;
    });
    if (!known) found.push(snapped);
  }
  return found;
}
