import type { KitTemplate, TemplateRect } from '@portal/contract';

/**
 * A cassette window is read at 10 samples per mm, below 10 px/mm too. Sampled at the photo's own pitch,
 * the 2x2 supersampling weighs each pixel by its phase, which jitters row to row: the row differences
 * behind the white-noise floor grew by it while the score's measured noise did not (tune combo photos
 * at 5.6-5.9 px/mm: floor 0.0045 over a measured 0.0017-0.0019, and refused as too far).
 */
export const WINDOW_RESOLUTION = 10;
/** Display digits are 8 mm wide: 6 samples per mm is plenty, and the display is large. */
export const MAX_DISPLAY_RESOLUTION = 6;

/** Where the result is read: a cassette's window, an analyzer's display (template mm). */
export function readingAreaRect(template: KitTemplate): TemplateRect {
  return template.kind === 'cassette' ? template.window.rect : template.display.rect;
}
