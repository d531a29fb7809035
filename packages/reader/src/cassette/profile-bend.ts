/** Flank stretches whose slopes are compared, in millimetres from the line centre. */
export const BEND_NEAR_MM = 0.8;
export const BEND_FAR_MM = 2.4;

/** Least-squares slope (per row) of the finite values between two rows. */
export function slopePerRow(profile: Float64Array, from: number, to: number): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let row = Math.max(0, Math.ceil(from)); row <= Math.min(profile.length - 1, Math.floor(to)); row++) {
    const value = profile[row] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    n++;
    sx += row;
    sy += value;
    sxx += row * row;
    sxy += row * value;
  }
  const det = n * sxx - sx * sx;
  return n >= 3 && det > 0 ? (n * sxy - sx * sy) / det : Number.NaN;
}

/**
 * Slope after minus slope before (absorbance per mm) of the raw profile beside a position. A line leaves
 * the lighting's slope the same on both sides; the edge of a soft shadow bends it, and a concave bend
 * (negative) looks like a faint line to any core-minus-flanks score: about 0.5 mm x the bend.
 */
export function profileBend(profile: Float64Array, row: number, rowsPerMm: number): number {
  const before = slopePerRow(profile, row - BEND_FAR_MM * rowsPerMm, row - BEND_NEAR_MM * rowsPerMm);
  const after = slopePerRow(profile, row + BEND_NEAR_MM * rowsPerMm, row + BEND_FAR_MM * rowsPerMm);
  return (after - before) * rowsPerMm;
}
