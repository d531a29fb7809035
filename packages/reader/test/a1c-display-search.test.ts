import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

/** The evaluation renderer's light-grey bezel, of nearly the LCD's own shade. */
const LIGHT_BEZEL = '#c9ccd0';

/** A tune-hard good analyzer photo (never a held-out one), read as the server reads it, beside its truth. */
async function readTuneHardAnalyzer(seed: number) {
  const scene = sampleEvalScene(seed, 'tune-hard', 'good', a1cAnalyzerTemplate);
  const { jpeg, truth } = await renderEvalPhoto(scene, a1cAnalyzerTemplate);
  const result = await readPhoto(jpeg, a1cAnalyzerTemplate);
  return {
    bezel: scene.look.bezelColour,
    lightLevel: scene.light.level,
    read: result.status === 'read' ? result.a1c?.displayed : result.refusal?.flags,
    displayed: truth.displayed,
  };
}

/**
 * Analyzers whose bezel is nearly the LCD's shade, whose body no threshold or edge outlines: no
 * luminance threshold sets the LCD apart from its bezel, and the display's dark region runs into a
 * shadow or the table. With the digits closed over and the edges as walls, the LCD is found.
 */
describe('an analyzer with a light bezel, found by its display', () => {
  it('is read with a shadow edge across the body (tune-hard a1c good-354)', async () => {
    const { bezel, read, displayed } = await readTuneHardAnalyzer(354);
    expect(bezel).toBe(LIGHT_BEZEL);
    expect(read).toBe(displayed);
  }, 60_000);

  it('is read lying half on a sheet of printed paper (tune-hard a1c good-314)', async () => {
    const { bezel, read, displayed } = await readTuneHardAnalyzer(314);
    expect(bezel).toBe(LIGHT_BEZEL);
    expect(read).toBe(displayed);
  }, 60_000);
});

/**
 * Tune-hard a1c good-379 (never a held-out photo): on a surface near the body's colour, a rim verifies
 * 85 mm from the analyzer, on a placement seen at 42 degrees, steeper than a body placement is trusted
 * (refused for blur there once the tilt gate moved to 45). The display, looked for by itself, is found
 * and read.
 */
describe('an analyzer beside a rectangle whose rim verifies at a steep placement', () => {
  it('is read by its display, not refused for the other placement’s tilt', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(379);
    expect(read).toBe(displayed);
  }, 60_000);
});

/**
 * Tune-hard a1c good-960 and good-1287 (never held-out photos): a rim verifies on another rectangle (a
 * sheet of paper or clutter, 155-250 mm from the analyzer), a placement that the photo cuts or that is
 * too small to read. The display, looked for by itself, is found and read.
 */
describe('an analyzer beside a rectangle whose rim verifies at a placement cut or too small', () => {
  it('is read by its display, not refused as too small (good-960)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(960);
    expect(read).toBe(displayed);
  }, 60_000);

  it('is read by its display, not refused for framing (good-1287)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(1287);
    expect(read).toBe(displayed);
  }, 60_000);
});

/**
 * Tune-hard a1c good-1358 and good-1541 (never held-out photos), found by their displays alone. 1358: a
 * grey bezel 0.7 mm wide, darker than the LCD, on a white body; the display's rim is fitted to the LCD's
 * own edge, not the bezel's outer one. 445: a light-grey bezel of the LCD's own luminance; the rim is
 * fitted by the LCD's tint. 1541: a cream LCD lit evenly at 248-250, short of clipping.
 */
describe('an analyzer found by its display, its rim or its light unlike the tuned ones', () => {
  it('is read with a grey bezel between a paler LCD and a white body (good-1358)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(1358);
    expect(read).toBe(displayed);
  }, 60_000);

  it('is read with a light-grey bezel of its LCD’s shade, its rim fitted by the LCD’s tint (good-445)', async () => {
    const { bezel, read, displayed } = await readTuneHardAnalyzer(445);
    expect(bezel).toBe(LIGHT_BEZEL);
    expect(read).toBe(displayed);
  }, 60_000);

  it('is read with its LCD lit evenly just short of clipping (good-1541)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(1541);
    expect(read).toBe(displayed);
  }, 60_000);
});

/**
 * Tune-hard a1c good-827 (never a held-out photo): its display's rim measures 1.0 mm wide, over the limit,
 * so the display is read only with its digits as clear as the display-first check asks. They are (margin
 * 0.21); a mark (decimal point or % sign), which a blur takes more contrast from, is decided by 0.002 only.
 */
describe('an analyzer display judged blurred by its rim', () => {
  it('is read where its digits are clear and its marks decided (good-827)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(827);
    expect(read).toBe(displayed);
  }, 60_000);
});

/**
 * Tune-hard a1c good-269 (never a held-out photo): found by its display, an LCD lit at 236-249, its % sign's
 * light clipped (250-251) and the sign reading lit at 0.72 of the display's 0.78. A highlight only takes
 * contrast away, so a mark that still reads lit was not hidden: the photo is read, not refused as glare.
 */
describe('an analyzer display lit near clipping', () => {
  it('is read where only a mark that reads lit lies under the clipped light', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(269);
    expect(displayed).toBe('11.5');
    expect(read).toBe('11.5');
  }, 60_000);
});

/**
 * Tune-hard a1c good-376 and good-271 (never held-out photos): LCDs no luminance threshold sets apart,
 * found by their tint (findLcdCandidates' saturation search) and read.
 */
describe('an analyzer display found by its tint', () => {
  it('is read nearly as light as its white body in bright light (good-376: LCD 242 against 255)', async () => {
    const { read, displayed, lightLevel } = await readTuneHardAnalyzer(376);
    expect(lightLevel).toBeGreaterThan(240);
    expect(displayed).toBe('6.2');
    expect(read).toBe('6.2');
  }, 60_000);

  it('is read with a shadow’s edge across the display (good-271)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(271);
    expect(displayed).toBe('5.1');
    expect(read).toBe('5.1');
  }, 60_000);
});

/**
 * A display lit to clipping is judged by its own segments, as a blurred one is: read where every part
 * stays clear of the undecided band, refused for exposure where a clipped light could hide a segment.
 */
describe('an analyzer display lit to clipping', () => {
  it('is read where its dark segments keep their contrast (tune-hard good-444: LCD at 251, 37% clipped)', async () => {
    const { read, displayed } = await readTuneHardAnalyzer(444);
    expect(displayed).toBe('E-1');
    expect(read).toBe('E-1');
  }, 60_000);

  it('is refused for exposure, never read, where the whole LCD is clipped (main renderer overexposed seed 9)', async () => {
    const scene = sampleScene(9, a1cAnalyzerTemplate, 'overexposed', { megapixels: 3 });
    const result = await readPhoto((await renderPhoto(scene, a1cAnalyzerTemplate)).jpeg, a1cAnalyzerTemplate);
    expect(result.quality.metrics.windowLevel).toBe(255);
    expect(result.status).toBe('refused');
    expect(result.a1c).toBeNull();
    expect(result.refusal?.flags).toEqual(['exposure']);
  }, 60_000);
});
