import { median } from '../image/statistics';
import { A1C_THRESHOLDS } from './a1c-thresholds';
import type { ElementContrast } from './measure-display';

/**
 * A part (or its background) this bright may be clipped: how strong a highlight there is cannot be told.
 * A clipped area reads 255, 253-255 through JPEG's ringing; an LCD lit evenly at 248-252 is not clipped,
 * its light is measured (tune-hard good-1541: every part at 248-250, segments at 0.78 of their contrast,
 * refused as glare at 250; 5 good photos so refused at 250, each read its truth at 253).
 */
const CLIPPED_LUMINANCE = 253;

/**
 * How much of the lit contrast each part could still show, judged from the light there: a highlight adds
 * light, so a segment part under it keeps (LCD level / light there) of its contrast; where the light is
 * clipped a lit segment may vanish completely (0). The LCD level is the median light of all parts.
 * Lighting gradients and vignetting lower it too, conservatively: they scale the contrast, not hide it.
 */
export function partVisibility(elements: readonly ElementContrast[]): number[][] {
  const lcdLevel = median(elements.flatMap((element) => [...element.light]));
  return elements.map((element) =>
    element.light.map((light) =>
      light >= CLIPPED_LUMINANCE ? 0 : Math.min(1, lcdLevel / Math.max(light, 1e-6)),
    ),
  );
}

/**
 * Whether a highlight may hide a segment: some part where a lit segment would keep less than
 * `minLitVisibility` of its contrast (at 0.25 it would read as unlit). A part under it that reads lit
 * is no proof either (a highlight's edge darkens a part against its background), so any such part refuses,
 * except in `litMarks`: a decimal point or % sign that reads lit. A highlight only takes contrast away, and
 * a mark lit by a highlight's edge makes no value: a value needs both marks lit and three digits the
 * grammar allows, an error code neither mark (tune-hard a1c good-269: its % sign read lit at 0.72-0.73 of
 * the display's 0.78 on a light of 250-251, every other part under 250).
 */
export function glareHidesSegment(
  elements: readonly ElementContrast[],
  litMarks: readonly ElementContrast[] = [],
): boolean {
  const visibility = partVisibility(elements);
  return elements.some(
    (element, index) =>
      !litMarks.includes(element) &&
      (visibility[index] ?? []).some((part) => part < A1C_THRESHOLDS.minLitVisibility),
  );
}
