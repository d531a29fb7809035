const HALF_SPAN_MM = 2.5;

/**
 * Local baseline: at each row, a tricube-weighted straight-line fit through the unmasked rows within
 * +-2.5 mm. Lighting is multiplicative, so after the log it is additive; a local fit also follows a soft
 * shadow edge that a global polynomial cannot, and the masked line zones are bridged, not followed.
 */
export function fitBaseline(
  profile: Float64Array,
  masked: (row: number) => boolean,
  rowsPerMm: number,
): Float64Array {
  const rows = profile.length;
  const span = Math.max(3, Math.round(HALF_SPAN_MM * rowsPerMm));
  const usable = new Uint8Array(rows);
  for (let row = 0; row < rows; row++)
    usable[row] = !masked(row) && Number.isFinite(profile[row] ?? Number.NaN) ? 1 : 0;
  const baseline = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    let sw = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (let other = Math.max(0, row - span); other <= Math.min(rows - 1, row + span); other++) {
      if (!usable[other]) continue;
      const x = (other - row) / span;
      const w = (1 - Math.abs(x) ** 3) ** 3;
      const y = profile[other] ?? 0;
      sw += w;
      sx += w * x;
      sy += w * y;
      sxx += w * x * x;
      sxy += w * x * y;
    }
    const det = sw * sxx - sx * sx;
    baseline[row] = sw === 0 ? Number.NaN : Math.abs(det) < 1e-9 ? sy / sw : (sy * sxx - sx * sxy) / det;
  }
  return baseline;
}
