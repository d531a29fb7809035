/**
 * The limit of detection by probit regression (as CLSI EP17 estimates an LoD from hit rates): the chance
 * that a line is found, fitted as Phi(a + b ln(drop)) over every test line of known drop, and the drop at
 * which it reaches 95%, with a 95% confidence interval (delta method on ln LoD). The binned LoD95 moves
 * in whole bins (2.0% to 2.5% for one line more or less in a bin); the fit uses every line and says how
 * sure it is.
 */

import { erf } from '../src/image/statistics';

export type DetectionPoint = { readonly drop: number; readonly detected: boolean };
export type ProbitLod = { readonly lod: number; readonly low: number; readonly high: number };

const Z95_ONE_SIDED = 1.6448536;
const Z95_TWO_SIDED = 1.959964;
const MAX_ITERATIONS = 50;
/** Fewer lines, or fewer of either outcome, than this and no fit is given. */
const MIN_POINTS = 20;
const MIN_OF_EACH = 3;

const NONE: ProbitLod = { lod: Number.NaN, low: Number.NaN, high: Number.NaN };

/** Standard normal density. */
function density(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Standard normal distribution function. */
export function normalCdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/** Fits Phi(a + b ln(drop)) by Fisher scoring; the LoD95 where it reaches 0.95, NaN when it cannot fit. */
export function probitLimitOfDetection(points: readonly DetectionPoint[]): ProbitLod {
  const usable = points.filter((p) => p.drop > 0 && Number.isFinite(p.drop));
  const found = usable.filter((p) => p.detected).length;
  if (usable.length < MIN_POINTS || found < MIN_OF_EACH || usable.length - found < MIN_OF_EACH) return NONE;
  const x = usable.map((p) => Math.log(p.drop));
  const y = usable.map((p) => (p.detected ? 1 : 0));
  const logLikelihood = (a: number, b: number): number =>
    x.reduce((sum, xi, i) => {
      const p = clamp(normalCdf(a + b * xi));
      return sum + (y[i] ? Math.log(p) : Math.log(1 - p));
    }, 0);
  // Start with the curve's middle at the lines' median drop, then Fisher scoring, halving a step that
  // lowers the likelihood.
  let b = 1;
  let a = -b * ([...x].sort((p, q) => p - q)[Math.floor(x.length / 2)] ?? 0);
  let likelihood = logLikelihood(a, b);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { score, information } = scoreAndInformation(x, y, a, b);
    const [iaa, iab, ibb] = information;
    const determinant = iaa * ibb - iab * iab;
    if (!(determinant > 0)) return NONE;
    let stepA = (ibb * score[0] - iab * score[1]) / determinant;
    let stepB = (iaa * score[1] - iab * score[0]) / determinant;
    let next = logLikelihood(a + stepA, b + stepB);
    for (let halving = 0; halving < 30 && !(next >= likelihood - 1e-12); halving++) {
      stepA /= 2;
      stepB /= 2;
      next = logLikelihood(a + stepA, b + stepB);
    }
    a += stepA;
    b += stepB;
    likelihood = next;
    if (Math.abs(stepA) + Math.abs(stepB) < 1e-9)
      return b > 0 ? interval(a, b, scoreAndInformation(x, y, a, b).information) : NONE;
  }
  return NONE;
}

function clamp(p: number): number {
  return Math.min(1 - 1e-12, Math.max(1e-12, p));
}

/** The probit likelihood's score and expected information at (a, b). */
function scoreAndInformation(
  x: readonly number[],
  y: readonly number[],
  a: number,
  b: number,
): { score: [number, number]; information: [number, number, number] } {
  const score: [number, number] = [0, 0];
  const information: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < x.length; i++) {
    const xi = x[i] ?? 0;
    const eta = a + b * xi;
    const p = clamp(normalCdf(eta));
    const phi = density(eta);
    const residual = (((y[i] ?? 0) - p) * phi) / (p * (1 - p));
    const weight = (phi * phi) / (p * (1 - p));
    score[0] += residual;
    score[1] += residual * xi;
    information[0] += weight;
    information[1] += weight * xi;
    information[2] += weight * xi * xi;
  }
  return { score, information };
}

/** The LoD95 of the fit and its 95% interval, from the inverse information (delta method on ln LoD). */
function interval(a: number, b: number, [iaa, iab, ibb]: [number, number, number]): ProbitLod {
  const determinant = iaa * ibb - iab * iab;
  const varA = ibb / determinant;
  const varB = iaa / determinant;
  const covAB = -iab / determinant;
  const logLod = (Z95_ONE_SIDED - a) / b;
  const gradA = -1 / b;
  const gradB = -logLod / b;
  const spread = Math.sqrt(gradA * gradA * varA + 2 * gradA * gradB * covAB + gradB * gradB * varB);
  return {
    lod: Math.exp(logLod),
    low: Math.exp(logLod - Z95_TWO_SIDED * spread),
    high: Math.exp(logLod + Z95_TWO_SIDED * spread),
  };
}
