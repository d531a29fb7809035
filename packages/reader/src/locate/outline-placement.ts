import type { KitTemplate } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import { bodyEdgesShow } from './body-edges';
import type { DeviceLocation } from './device-location';
import { featuresShow } from './features-show';
import { GOOD_ENOUGH_MATCH } from './verify-body';

/**
 * A cassette whose window shows no rim (a membrane flush with a body of its own shade, a recess too
 * shallow to shade its edge) may still be placed by its body alone: the body's own edges on all four
 * sides where the outline puts them, a feature (label, sample well) showing nearly all round, and the
 * template's appearance matching as a verified search's would (GOOD_ENOUGH_MATCH). The reading then also
 * needs its control line where the template puts it (readKit): without the rim, the line is what shows the
 * window is where it is said to be. On the browser renderer's photos (tools/render-browser, windows drawn
 * without a dark rim), 20 of the 60 good photos refused at 1.31.0 with the membrane route were read so,
 * 18 as their truth and 2 missing a line of 0.5-0.8%; on tune-hard, one good photo and two motion-blurred
 * fault photos (blur along the lines, the lines' profile whole), each as its truth.
 */
export function placedByOutline(image: RgbaImage, template: KitTemplate, location: DeviceLocation): boolean {
  return (
    template.kind === 'cassette' &&
    location.found &&
    !location.verified &&
    location.matchScore >= GOOD_ENOUGH_MATCH &&
    bodyEdgesShow(image, location.homography, template) &&
    featuresShow(image, location.homography, template)
  );
}
