import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { decodeImage, readPhoto } from '../tools/decode-image';
import { locateDevice } from '../src/locate/locate-device';
import { readKit } from '../src/read-kit';
import { sampleEvalScene, type EvalFault } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

const rendered = new Map<string, ReturnType<typeof renderEvalPhoto>>();

/** A tune-hard good photo (never a held-out one), rendered once for all the tests that read it. */
function renderTuneHard(seed: number, template: KitTemplate = covidFluComboTemplate) {
  const key = `${template.id} ${String(seed)}`;
  const photo =
    rendered.get(key) ?? renderEvalPhoto(sampleEvalScene(seed, 'tune-hard', 'good', template), template);
  rendered.set(key, photo);
  return photo;
}

/** The renderer's truth as `analyte=RESULT`, the form `verdicts` gives. */
function expectedVerdicts(truth: Awaited<ReturnType<typeof renderEvalPhoto>>['truth']) {
  return truth.expected.map((r) => `${r.analyte}=${r.result}`);
}

function verdicts(result: Awaited<ReturnType<typeof readPhoto>>) {
  return result.status === 'read'
    ? result.results.map((r) => `${r.analyte}=${r.result}`)
    : result.refusal?.flags;
}

/** A fault photo of the tune or tune-hard split read as the server reads it, beside its truth. */
async function readFault(seed: number, split: 'tune' | 'tune-hard', fault: EvalFault, template: KitTemplate) {
  const { jpeg, truth } = await renderEvalPhoto(sampleEvalScene(seed, split, fault, template), template);
  return { result: await readPhoto(jpeg, template), truth };
}

/** A tune-hard good photo read as the server reads it, beside its truth. */
async function readTuneHard(seed: number, template: KitTemplate = covidFluComboTemplate) {
  const { jpeg, truth } = await renderTuneHard(seed, template);
  return { read: verdicts(await readPhoto(jpeg, template)), expected: expectedVerdicts(truth) };
}

/**
 * Tune-hard combo good-35 (never a held-out photo): a small device (3 px/mm at half size) on a sheet of
 * printed text, whose lines frame a rim that verifies. Read as the server reads it, at the turns the
 * rotation check uses.
 */
async function readGood35(turn: number) {
  const { jpeg, truth } = await renderTuneHard(35);
  const photo = turn === 0 ? jpeg : await sharp(jpeg).rotate(turn).jpeg({ quality: 95 }).toBuffer();
  return {
    read: verdicts(await readPhoto(photo, covidFluComboTemplate)),
    expected: expectedVerdicts(truth),
  };
}

describe('a small device beside printed text, read at full size', () => {
  it('is read at full size, though the search there also verifies a rim on lines of text', async () => {
    const { read, expected } = await readGood35(0);
    expect(expected).toContain('Influenza B=POSITIVE');
    expect(read).toEqual(expected);
  }, 60_000);

  it('is not read INVALID where the half-size copy put it on the text: the appearance does not agree', async () => {
    // Turned 270 degrees, the half-size copy verifies a rim on the text (appearance 0.46); its window shows
    // no control line, and only the appearance tells it from an INVALID test.
    const { read, expected } = await readGood35(270);
    expect(read).not.toContain('Influenza A=INVALID');
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard combo good-127 (never a held-out photo): the device on a surface near its own colour, its
 * body corners 127 px and more inside the photo (2592 x 1944 px, 19 px/mm), but the light blob it was
 * first outlined from runs on to the photo's border.
 */
describe('a device near a surface of its own colour, whole in the photo', () => {
  it('is read, not refused as cut by the frame', async () => {
    const { read, expected } = await readTuneHard(127);
    expect(read).toEqual(expected);
  }, 60_000);

  it('is refused for framing once the photo cuts one end of the body off', async () => {
    // The body's left corner lies at x = 127 px: the photo is cropped to start 300 px in.
    const { jpeg } = await renderTuneHard(127);
    const { width, height } = await sharp(jpeg).metadata();
    const cut = await sharp(jpeg)
      .extract({ left: 300, top: 0, width: width - 300, height })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(verdicts(await readPhoto(cut, covidFluComboTemplate))).toEqual(['framing']);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-158 (never a held-out photo): a small device (4.6 px/mm) on a sheet of paper,
 * whose body no threshold or edge outlines. Its window's ring is found, but the body it predicts is
 * 3.2-3.6 mm off at the corners, too far for the rim to verify; moved onto the rim first, it verifies.
 */
describe('a small device whose ring predicts its body a few millimetres off', () => {
  it('is read once its reading area is snapped onto the rim', async () => {
    const { read, expected } = await readTuneHard(158, covidAgTemplate);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard combo good-40 (never a held-out photo): a device of the paper's colour on a printed sheet,
 * tilted 32 degrees. No threshold or edge outlines its body; its window's rim is a trapezoid whose sides
 * leave the rectangle drawn around it (0.61 of the rectangle's sides dark), so the ring was passed over.
 */
describe('a steeply tilted device on printed paper, found by its window’s rim', () => {
  it('is read once the ring’s rim is followed along its own sides', async () => {
    const { read, expected } = await readTuneHard(40);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-136 (never a held-out photo): a small device on a textured sheet near its own
 * colour. Its window's ring verifies where it predicts the body, but one end's edge hardly stands out
 * from the sheet's texture; the template's appearance matches there as a whole.
 */
describe('a small device on a textured sheet of its colour, found by its window’s ring', () => {
  it('is read where the ring puts it, the appearance showing the body the edges do not', async () => {
    const { read, expected } = await readTuneHard(136, covidAgTemplate);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-351 (seed 351, never a held-out photo): a sharp photo whose window a shadow's
 * edge crosses. The rise from the rim into the window takes in the shadow's soft edge (0.85 mm, over the
 * rim gate's 0.65 mm), but the control line keeps its whole peak: the lines are not blurred.
 */
describe('a sharp device with a shadow’s edge across its window', () => {
  it('is read, the control line showing the lines sharp where the rim’s rise does not', async () => {
    const { read, expected } = await readTuneHard(351, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);

  it('is still refused for blur when the control line is blurred too (tune combo motion-50001)', async () => {
    // 2.7 mm of motion: the rim's rise 0.675 mm, the control line's peak kept 0.85 (sharp photos: 0.89).
    const { result } = await readFault(50_001, 'tune', 'motion', covidFluComboTemplate);
    expect(verdicts(result)).toEqual(['blur']);
  }, 60_000);

  it('is refused for blur where only the letters’ rim rule verified it, though the lines read', async () => {
    // Tune-hard combo motion-50003 with its 1.19 mm of motion turned a quarter turn, across the lines, and
    // every test line drawn present: the control line keeps 0.76 of its peak, above what the blur gate
    // asks, and with no line absent nothing else refuses its POSITIVEs. The letters' rule also passes a
    // smeared rim, so a placement verified only under it is read only where no measure shows blur.
    const scene = sampleEvalScene(50_003, 'tune-hard', 'motion', covidFluComboTemplate);
    const across = { ...scene.camera, motionAngleRad: scene.camera.motionAngleRad + Math.PI / 2 };
    const present = Object.fromEntries(
      Object.entries(scene.lineDrops).map(([name, drop]) => [name, Math.max(drop, 0.2)]),
    );
    const { jpeg, truth } = await renderEvalPhoto(
      { ...scene, camera: across, lineDrops: present },
      covidFluComboTemplate,
    );
    expect(truth.fault).toBe('motion');
    const image = await decodeImage(jpeg);
    const location = locateDevice(image, covidFluComboTemplate);
    expect(location.found && location.verified).toBe(true);
    if (!location.found) return;
    const byLetters = { ...location, scores: { ...location.scores, rimByLetters: 1 } };
    const read = readKit(image, covidFluComboTemplate, { location });
    expect(read.results.map((r) => r.result)).toEqual(['POSITIVE', 'POSITIVE', 'POSITIVE']);
    const refused = readKit(image, covidFluComboTemplate, { location: byLetters });
    expect(refused.quality.metrics.rimByLetters).toBe(1);
    expect(verdicts(refused)).toEqual(['blur']);
  }, 90_000);
});

/**
 * Tune-hard combo good-479 (never a held-out photo): a white device on a white sheet of printed dashes,
 * tilted 28 degrees. Its window's rim is faint (median 9 grey levels in the black-hat, against Otsu's
 * split of 64 that the print sets), so at a quarter of that split it falls apart into pieces; no
 * threshold or edge outlines the body.
 */
describe('a white device on a printed sheet, its window’s rim faint and broken', () => {
  it('is read once its rim is looked for again at a lower threshold', async () => {
    const { read, expected } = await readTuneHard(479);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-306 (never a held-out photo): a light device on a printed sheet. In the
 * half-size copy the ring search verified a rectangle of printed dashes 14 mm off, whose features showed
 * where the rim was judged but not where alignment to the rim then moved it; it ended the search, and the
 * final check refused it. Its own ring, in the twice-size copy, verifies with every feature showing.
 */
describe('a device beside printed dashes that frame a rim of their own', () => {
  it('is read where its own ring puts it, the dashes’ placement held to the feature rule at once', async () => {
    const { read, expected } = await readTuneHard(306, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-882 (never a held-out photo): a negative test whose window lies across a soft
 * shadow's edge, the light flat to 10 mm and then brighter all the way to the window's end. Its knee at
 * the test line scored as a faint line, and no bend stood out from the window's other bends.
 */
describe('a negative test whose window lies across a soft shadow’s edge', () => {
  it('is read NEGATIVE, the knee of the light taken off the test line’s score', async () => {
    const { read, expected } = await readTuneHard(882, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=NEGATIVE']);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-711 (never a held-out photo): soft light from one side leaves the window's
 * recess 4 grey levels deep on the two sides turned from it (20 and 12 on the others), each of those edges
 * standing about 4.5 times over the profile's other changes. The rim's step was held to 6 levels: refused.
 */
describe('a device whose window’s rim is faint on the sides turned from the light', () => {
  it('is read where its rim shows 4 grey levels deep', async () => {
    const { read, expected } = await readTuneHard(711, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-400 (never a held-out photo): a device on paper of nearly its own colour,
 * found by its window's ring. The rim verifies there, but the body's outline against the paper steps by
 * 4-5 grey levels, under the 6 it was held to, so the ring's placement was not taken.
 */
describe('a device on paper of nearly its own colour, found by its window’s ring', () => {
  it('is read where the ring puts it, its faint outline showing', async () => {
    const { read, expected } = await readTuneHard(400, covidAgTemplate);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard combo good-592 and covid-ag good-182 (never held-out photos): their window's rim is a thin
 * line, and in the working copy and in the copy twice its size no ring lies within 25 mm of the body.
 * Nothing else verifies: refused as an unverified match.
 */
describe('a device whose window’s rim is a thin line', () => {
  it('is read once the ring is looked for at twice the fine size', async () => {
    const { read, expected } = await readTuneHard(592);
    expect(expected).toEqual(['Influenza A=POSITIVE', 'Influenza B=NEGATIVE', 'SARS-CoV-2=NEGATIVE']);
    expect(read).toEqual(expected);
  }, 60_000);

  it('is read on a covid-ag cassette too', async () => {
    const { read, expected } = await readTuneHard(182, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag good-605 and combo good-470 (never held-out photos): small devices (6 px/mm at half
 * size) on a grainy desk among clutter, their bodies near the desk's colour. Their rims verify at the true
 * pose, but no ring was found within 25 mm of either body, at any copy's size: the rim, a pixel or two wide
 * there, is about as deep as the grain. Refused as an unverified match; found in the smoothed copies.
 */
describe('a small device on a grainy, cluttered desk', () => {
  it('is read once its window’s ring is looked for in the smoothed copy', async () => {
    const { read, expected } = await readTuneHard(605, covidAgTemplate);
    expect(expected).toEqual(['SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);

  it('is read on a combo cassette too', async () => {
    const { read, expected } = await readTuneHard(470);
    expect(expected).toEqual(['Influenza A=NEGATIVE', 'Influenza B=NEGATIVE', 'SARS-CoV-2=POSITIVE']);
    expect(read).toEqual(expected);
  }, 60_000);
});

/**
 * Tune-hard covid-ag glare-50022 (never a held-out photo): a dark photo (membrane 84) whose highlight lies
 * on the left half of a 10% control line. The highlight reaches 133, far under the glare gate's 228, and
 * the control line is not found: it was read INVALID. Tune-hard combo glare-50014: a highlight on the
 * rim reaches over the left end of Influenza A's place; 0.088 of the window's rows glare, under the gate's
 * 0.15, and A was called NEGATIVE there.
 */
describe('a highlight on the place of a line called absent', () => {
  it('is refused for the glare on a dark control line, not read INVALID', async () => {
    const { result, truth } = await readFault(50_022, 'tune-hard', 'glare', covidAgTemplate);
    expect(truth.lineDrops.C).toBeGreaterThan(0.1);
    expect(verdicts(result)).toEqual(['glare']);
    expect(result.refusal?.message).toMatch(/control line could not be judged/);
  }, 60_000);

  it('is refused for the glare, not read NEGATIVE there', async () => {
    const { result } = await readFault(50_014, 'tune-hard', 'glare', covidFluComboTemplate);
    expect(verdicts(result)).toEqual(['glare']);
  }, 60_000);
});
