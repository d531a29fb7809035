import type { KitTemplate } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import { sampleGrey } from '../image/sample';
import type { WorkingCopy } from '../image/working-copy';
import { templateModel } from './template-model';

/** Normalised cross-correlation of the working copy, where the homography puts the body, with the template's appearance. */
export function normalisedCrossCorrelation(
  copy: WorkingCopy,
  homography: Homography,
  template: KitTemplate,
): number {
  const model = templateModel(template);
  const { factor } = copy;
  const grey = { width: copy.width, height: copy.height, data: copy.luminance };
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = homography;
  let n = 0;
  let sumA = 0;
  let sumB = 0;
  let sumAA = 0;
  let sumBB = 0;
  let sumAB = 0;
  // projectToImage inlined (no point objects): this runs for every model point of every outline tried.
  for (const { u, v, expected } of model.points) {
    const w = h6 * u + h7 * v + h8;
    const x = ((h0 * u + h1 * v + h2) / w + 0.5) / factor - 0.5;
    const y = ((h3 * u + h4 * v + h5) / w + 0.5) / factor - 0.5;
    const observed = sampleGrey(grey, x, y);
    if (!Number.isFinite(observed)) continue;
    n++;
    sumA += expected;
    sumB += observed;
    sumAA += expected * expected;
    sumBB += observed * observed;
    sumAB += expected * observed;
  }
  if (n < model.points.length * 0.5) return 0;
  const covariance = sumAB / n - (sumA / n) * (sumB / n);
  const varianceA = sumAA / n - (sumA / n) ** 2;
  const varianceB = sumBB / n - (sumB / n) ** 2;
  return varianceA > 0 && varianceB > 0 ? covariance / Math.sqrt(varianceA * varianceB) : 0;
}
