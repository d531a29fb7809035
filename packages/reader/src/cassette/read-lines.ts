import type { CassetteTemplate } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { linePitch } from './line-pitch';
import { measureLines, testThreshold, type LineReading } from './measure-lines';
import { windowProfiles } from './window-profiles';

export type { LineReading } from './measure-lines';

/**
 * Reads a rectified window's lines (measureLines) at the template's spacing, and again at the spacing its
 * strong lines show where that differs.
 */
export function readLines(template: CassetteTemplate, window: RectifiedRegion): LineReading {
  const profiles = windowProfiles(template, window);
  const first = measureLines(profiles, 1);
  // A window whose strong test lines lie off their places by a stretch along it is read again with the
  // lines spaced as they show (linePitch); its control must still be found so.
  const pitch = first.reading.controlFound
    ? linePitch(
        template,
        first.residual,
        profiles.profile,
        first.controlRow,
        profiles.rowsPerMm,
        testThreshold(first.reading.controlNoise),
      )
    : 1;
  if (pitch === 1) return first.reading;
  const again = measureLines(profiles, pitch);
  return again.reading.controlFound ? again.reading : first.reading;
}
