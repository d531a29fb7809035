import type { CassetteTemplate, CassetteLine } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { CHANNEL_OFFSET } from '../image/rgba-image';
import { highlightShare, rowHighlights, type RowHighlights } from '../quality/region-light';
import { THRESHOLDS } from '../reader-thresholds';
import { controlSlant } from './control-slant';
import { absorbanceProfile, halfProfiles, type MeasuringChannels, type ProfileSlant } from './line-profile';
import { bestLineScore, type LineScore } from './line-score';

/** The control line is sought this far either side of its place. */
export const CONTROL_SEARCH_MM = 1.5;
/** The membrane's edge shading reaches about a millimetre in (with the homography's error). */
const EDGE_EXCLUSION_MM = 1;

export type RoughControl = LineScore & { row: number };

/** A rectified window's profiles along its lines, and what every measurement of them shares. */
export type WindowProfiles = {
  readonly template: CassetteTemplate;
  readonly control: CassetteLine;
  readonly rowsPerMm: number;
  /** Rows too near the window's ends to measure (NaN in every profile). */
  readonly atEdge: (row: number) => boolean;
  /** The profile across the window as it lies, and its rough control position. */
  readonly straight: Float64Array;
  readonly roughStraight: RoughControl;
  /** The profile along the lines' slant (the straight one where the control shows none), and its control. */
  readonly slanted: boolean;
  readonly profile: Float64Array;
  readonly roughProfile: RoughControl;
  /** The window's two halves' profiles, along the same slant. */
  readonly halves: readonly [Float64Array, Float64Array];
  /** The largest share of highlight over any 1 mm within a line's reach of `row` and `searchMm` beside it. */
  readonly highlightAt: (row: number, searchMm: number) => number;
};

function measuringChannels(template: CassetteTemplate): MeasuringChannels {
  const { secondary } = template.dye;
  return {
    main: CHANNEL_OFFSET[template.dye.channel],
    ...(secondary
      ? { secondary: { channel: CHANNEL_OFFSET[secondary.channel], weight: secondary.weight } }
      : {}),
  };
}

export function windowProfiles(template: CassetteTemplate, window: RectifiedRegion): WindowProfiles {
  const rowsPerMm = window.resolution;
  const channels = measuringChannels(template);
  const control = template.lines.find((line) => line.role === 'control');
  if (!control) throw new Error('template without control line');
  const edgeRows = EDGE_EXCLUSION_MM * rowsPerMm;
  const atEdge = (row: number) => row < edgeRows || row >= window.rows - edgeRows;
  const profileAlong = (slant?: ProfileSlant) => {
    const along = absorbanceProfile(window, channels, undefined, slant);
    for (let row = 0; row < along.length; row++) if (atEdge(row)) along[row] = Number.NaN;
    return along;
  };
  // A rough control position on the raw profile sets where the line zones are masked for the baseline.
  const roughControl = (along: Float64Array) =>
    bestLineScore(along, Math.round(control.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM);
  const straight = profileAlong();
  const roughStraight = roughControl(straight);
  const straightHalves = halfProfiles(window, channels);
  // A clear control shows how the lines run across the window: the profile then follows them.
  const slant =
    roughStraight.score >= THRESHOLDS.controlMinScore
      ? controlSlant(window, straightHalves, roughStraight.row)
      : undefined;
  const profile = slant ? profileAlong(slant) : straight;
  // A highlight fills a line in, where it lies on a line's place: an absence there is not seen.
  let highlights: RowHighlights | undefined;
  const highlightAt = (row: number, searchMm: number) => {
    highlights ??= rowHighlights(window);
    const reach = (searchMm + template.lineWidth / 2) * rowsPerMm;
    return highlightShare(highlights, row - reach, row + reach);
  };
  return {
    template,
    control,
    rowsPerMm,
    atEdge,
    straight,
    roughStraight,
    slanted: slant !== undefined,
    profile,
    roughProfile: slant ? roughControl(profile) : roughStraight,
    halves: slant ? halfProfiles(window, channels, slant) : straightHalves,
    highlightAt,
  };
}
