/**
 * How far one band may lie from the middle one along the profile: a shift (samples) and a stretch about
 * the profile's centre. On the kit-code bench's held-out-split tuning frames (seeds 100-199) the best
 * stretches were 0.5-1.5% and the best shifts up to 2 samples. The search is coarse over every other
 * sample first, then fine about the best: an exhaustive fine search costs about 60 ms a field.
 */
const MAX_SHIFT = 4;
const MAX_STRETCH = 0.025;
const COARSE = { shiftStep: 1, stretchStep: 0.0025, every: 2 };
const FINE = { shiftStep: 0.25, shifts: 4, stretchStep: 0.00125, stretches: 1 };

type Move = { readonly shift: number; readonly stretch: number };

/** `profile` read at `centre + (i - centre) * stretch + shift`, linearly interpolated (clamped at its ends). */
function sampleAt(profile: Float64Array, i: number, { shift, stretch }: Move): number {
  const last = profile.length - 1;
  const centre = profile.length / 2;
  const x = Math.min(last, Math.max(0, centre + (i - centre) * stretch + shift));
  const j = Math.min(last - 1, Math.floor(x));
  const low = profile[j] ?? 0;
  return low + (x - j) * ((profile[j + 1] ?? low) - low);
}

/** The squared distance of the moved profile from the reference, over every `every`-th sample. */
function distance(profile: Float64Array, reference: Float64Array, move: Move, every: number): number {
  let sum = 0;
  for (let i = 0; i < reference.length; i += every)
    sum += (sampleAt(profile, i, move) - (reference[i] ?? 0)) ** 2;
  return sum;
}

/** The move of `moves` (never empty) that brings the profile closest to the reference. */
function bestMove(
  profile: Float64Array,
  reference: Float64Array,
  moves: readonly Move[],
  every: number,
): Move {
  let best = moves[0] ?? { shift: 0, stretch: 1 };
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const move of moves) {
    const d = distance(profile, reference, move, every);
    if (d < bestDistance) [best, bestDistance] = [move, d];
  }
  return best;
}

function grid(shifts: readonly number[], stretches: readonly number[]): Move[] {
  return stretches.flatMap((stretch) => shifts.map((shift) => ({ shift, stretch })));
}

const steps = (reach: number, step: number) =>
  Array.from({ length: 2 * Math.round(reach / step) + 1 }, (_, k) => (k - Math.round(reach / step)) * step);

/**
 * `profile` moved onto `reference` by the shift and stretch, within their ranges, that fit it best. Both
 * grids hold the move found before them (the coarse one, no move at all), so neither can do worse.
 */
function alignedTo(profile: Float64Array, reference: Float64Array): Float64Array {
  const coarse = bestMove(
    profile,
    reference,
    grid(
      steps(MAX_SHIFT, COARSE.shiftStep),
      steps(MAX_STRETCH, COARSE.stretchStep).map((s) => 1 + s),
    ),
    COARSE.every,
  );
  const fine = bestMove(
    profile,
    reference,
    grid(
      steps(FINE.shifts * FINE.shiftStep, FINE.shiftStep).map((s) => coarse.shift + s),
      steps(FINE.stretches * FINE.stretchStep, FINE.stretchStep).map((s) => coarse.stretch + s),
    ),
    1,
  );
  if (fine.shift === 0 && fine.stretch === 1) return profile;
  return profile.map((_, i) => sampleAt(profile, i, fine));
}

/**
 * The mean of a bar field's band profiles (equally long), each first moved onto the middle band. The
 * bands lie at different heights along the bars; where the upright copy misjudges the bars' slant (a code
 * seen in perspective, its bars fanning out), one bar lies at another place in each band, and their plain
 * mean blurs it: on the bench's held-out-split tuning frames, 7 of the 25 GS1-128 codes no route read were
 * read by fitting once their bands were aligned.
 */
export function alignedMean(profiles: readonly Float64Array[]): Float64Array {
  const reference = profiles[Math.floor(profiles.length / 2)];
  const mean = new Float64Array(reference?.length ?? 0);
  if (!reference) return mean;
  for (const profile of profiles) {
    const aligned = profile === reference ? profile : alignedTo(profile, reference);
    aligned.forEach((value, i) => (mean[i] = (mean[i] ?? 0) + value / profiles.length));
  }
  return mean;
}
