import { dilate } from '../image/morphology';

/** Samples either side over which a profile's paper level is taken: more than a code's widest bar. */
const PAPER_REACH = 48;

/**
 * A profile divided by its local paper level (the brightest sample within PAPER_REACH), scaled to 255:
 * light falling off across a code makes one end's paper darker than the other end's bars, and a decoder
 * binarising the row at one level loses that end.
 */
export function evenLight(profile: Float64Array): Float64Array {
  const row = { width: profile.length, height: 1, data: Float32Array.from(profile) };
  const paper = dilate(row, 2 * PAPER_REACH + 1).data;
  return profile.map((value, i) => (255 * value) / Math.max(1, paper[i] ?? 1));
}
