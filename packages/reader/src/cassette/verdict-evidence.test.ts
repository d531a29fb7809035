import { beforeAll, describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import { decodeImage } from '../../tools/decode-image';
import { renderPhoto } from '../../tools/render/render-photo';
import { sampleScene } from '../../tools/render/sample-scene';
import type { RgbaImage } from '../image/rgba-image';
import { locateDevice } from '../locate/locate-device';
import { readKit } from '../read-kit';
import { evidenceRefusal, type VerdictEvidence } from './verdict-evidence';

const sharpNegative: VerdictEvidence = {
  controlFound: true,
  negativeThreshold: 0.012,
  controlThreshold: 0.04,
  controlNoise: 0.002,
  controlSharpness: { peakKept: 0.92, riseMm: 0.3 },
  blurAttenuation: 1,
  windowLevel: 180,
  controlSpread: 0.003,
  lineWidthMm: 1,
  pixelsPerMm: 12,
  appearanceAgrees: true,
  windowEndsFound: true,
  glareRowFraction: 0,
  absentPlaceHighlight: 0,
  absentPlaceMark: 0,
};

describe('evidenceRefusal', () => {
  it('lets a NEGATIVE stand when a line at the limit of detection would have shown', () => {
    expect(evidenceRefusal(sharpNegative)).toBeNull();
  });

  it('refuses as blurred when only the blur keeps a line at the limit from showing', () => {
    expect(evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.018, blurAttenuation: 0.85 })?.flag).toBe(
      'blur',
    );
  });

  it('refuses any reading whose lines lost more than a fifth of their peak to blur', () => {
    expect(evidenceRefusal({ ...sharpNegative, negativeThreshold: 0, blurAttenuation: 0.75 })).toEqual({
      flag: 'blur',
    });
    expect(evidenceRefusal({ ...sharpNegative, negativeThreshold: 0, blurAttenuation: 0.82 })).toBeNull();
  });

  it('refuses as too dark or too noisy (never NEGATIVE) when the noise would hide a line at the limit', () => {
    const dark = evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.03, windowLevel: 70 });
    expect(dark?.flag).toBe('exposure');
    expect(dark?.message).toMatch(/too dark/);
    const noisy = evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.03 });
    expect(noisy?.message).toMatch(/unevenly lit/);
  });

  it('asks to come closer when more pixels per line would average the grain under the limit', () => {
    // 0.025 at 6 px/mm is 0.015 at the 10 samples per mm the window is read at.
    const far = evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.025, pixelsPerMm: 6 });
    expect(far).toEqual({ flag: 'too-small' });
    expect(evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.025 })?.flag).toBe('exposure');
    expect(evidenceRefusal({ ...sharpNegative, negativeThreshold: 0.05, pixelsPerMm: 6 })?.flag).toBe(
      'exposure',
    );
  });

  it('refuses an absent control as an unverified match when neither the window’s ends nor the appearance confirm the rim', () => {
    const absent = { ...sharpNegative, controlFound: false };
    expect(evidenceRefusal(absent)).toBeNull();
    expect(evidenceRefusal({ ...absent, appearanceAgrees: false })).toBeNull();
    expect(evidenceRefusal({ ...absent, windowEndsFound: false })).toBeNull();
    expect(evidenceRefusal({ ...absent, appearanceAgrees: false, windowEndsFound: false })).toEqual({
      flag: 'unverified-match',
    });
    expect(evidenceRefusal({ ...sharpNegative, appearanceAgrees: false, windowEndsFound: false })).toBeNull();
  });

  it('takes the window’s ends alone as confirming an absent control only on a sharp photo without glare', () => {
    const byEnds = { ...sharpNegative, controlFound: false, appearanceAgrees: false };
    expect(evidenceRefusal(byEnds)).toBeNull();
    expect(evidenceRefusal({ ...byEnds, blurAttenuation: 0.9 })?.flag).toBe('blur');
    expect(evidenceRefusal({ ...byEnds, glareRowFraction: 0.11 })?.flag).toBe('glare');
    expect(evidenceRefusal({ ...byEnds, blurAttenuation: 0.9, appearanceAgrees: true })).toBeNull();
  });

  it('refuses NEGATIVE when the control line is neither as sharp as the sharp photos’ nor steep-edged', () => {
    // Defocused by 0.3-0.45 mm (tune-hard combo fault photos read with a NEGATIVE at 1.44.0): edges
    // falling 0.51-0.62 mm, peak kept 0.72-0.84, which the attenuation (0.81-0.95) let pass.
    const soft = { ...sharpNegative, controlSharpness: { peakKept: 0.8, riseMm: 0.55 } };
    const refused = evidenceRefusal(soft);
    expect(refused?.flag).toBe('blur');
    expect(refused?.message).toMatch(/too blurred to rule out a faint line/);
    expect(evidenceRefusal({ ...soft, controlSharpness: { peakKept: 0.9, riseMm: 0.55 } })).toBeNull();
    expect(evidenceRefusal({ ...soft, controlSharpness: { peakKept: 0.8, riseMm: 0.45 } })).toBeNull();
    // Nothing absent (a POSITIVE on every line) leaves nothing a blur could have hidden.
    expect(evidenceRefusal({ ...soft, negativeThreshold: 0 })).toBeNull();
  });

  it('lets INVALID stand only when a faint control line would have been seen', () => {
    const absent = { ...sharpNegative, controlFound: false, negativeThreshold: 0.012 };
    expect(evidenceRefusal(absent)).toBeNull();
    expect(evidenceRefusal({ ...absent, controlThreshold: 0.15 })?.flag).toBe('exposure');
    expect(evidenceRefusal({ ...absent, controlThreshold: 0.07, blurAttenuation: 0.85 })?.flag).toBe('blur');
  });

  it('lets INVALID stand only when a faint control would be found 95 times in 100, not just half the time', () => {
    // 5x a noise of 0.0196 (heavy grain) is 0.098: a 10% control scores about 0.08, under it half the time.
    const absent = { ...sharpNegative, controlFound: false, controlThreshold: 0.05, controlNoise: 0.01 };
    expect(evidenceRefusal(absent)).toBeNull();
    expect(evidenceRefusal({ ...absent, controlThreshold: 0.098, controlNoise: 0.0196 })?.flag).toBe(
      'exposure',
    );
    expect(evidenceRefusal({ ...absent, controlThreshold: 0.07, controlNoise: 0.014 })?.flag).toBe(
      'exposure',
    );
  });

  it('refuses INVALID when a control line smeared past the line score lies at its place', () => {
    const absent = { ...sharpNegative, controlFound: false };
    // A 10% control smeared by 2 mm of motion: its spread score stays near 0.1 x 1 mm / 2.4 mm.
    const smeared = evidenceRefusal({ ...absent, controlSpread: 0.035 });
    expect(smeared?.flag).toBe('blur');
    expect(smeared?.message).toMatch(/control line could not be judged/);
    expect(evidenceRefusal({ ...absent, controlSpread: Number.NaN })?.flag).toBe('blur');
  });

  it('refuses INVALID when a highlight covers more of the control’s place than the glare gate allows', () => {
    const absent = { ...sharpNegative, controlFound: false };
    expect(evidenceRefusal({ ...absent, absentPlaceHighlight: 0.15 })).toBeNull();
    const lit = evidenceRefusal({ ...absent, absentPlaceHighlight: 0.16 });
    expect(lit?.flag).toBe('glare');
    expect(lit?.message).toMatch(/control line could not be judged/);
  });

  it('refuses NEGATIVE when a highlight covers more of an absent test line’s place than the glare gate allows', () => {
    expect(evidenceRefusal({ ...sharpNegative, absentPlaceHighlight: 0.15 })).toBeNull();
    expect(evidenceRefusal({ ...sharpNegative, absentPlaceHighlight: 0.16 })).toEqual({ flag: 'glare' });
  });

  it('refuses NEGATIVE when a line’s flank, scoring over the threshold, lies at an absent line’s place', () => {
    expect(evidenceRefusal({ ...sharpNegative, absentPlaceMark: 0.99 })).toBeNull();
    const flank = evidenceRefusal({ ...sharpNegative, absentPlaceMark: 1 });
    expect(flank?.flag).toBe('exposure');
    expect(flank?.message).toMatch(/unevenly lit/);
  });
});

describe('readKit on a test without a control line', () => {
  let clean: RgbaImage;
  beforeAll(async () => {
    const spec = {
      ...sampleScene(3131, covidAgTemplate, 'good', { megapixels: 2 }),
      lineDrops: { C: 0, T: 0 },
    };
    clean = await decodeImage((await renderPhoto(spec, covidAgTemplate)).jpeg);
  });

  it('calls a clean photo INVALID', () => {
    const result = readKit(clean, covidAgTemplate);
    expect(result.results.map((r) => r.result)).toEqual(['INVALID']);
  });

  it('refuses the same photo under heavy grain instead of calling it INVALID', () => {
    // Deterministic grain of about 46 levels (a very dark photo at high gain, brightened), the same in every channel.
    const data = new Uint8ClampedArray(clean.data);
    let state = 12345;
    for (let i = 0; i < data.length; i += 4) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = ((state >>> 8) / 2 ** 24 - 0.5) * 160;
      for (let c = 0; c < 3; c++) data[i + c] = (data[i + c] ?? 0) + grain;
    }
    // Placed where the clean photo shows the device: the grain also hides the window's rim from the
    // locator, and this is about the verdict's evidence.
    const result = readKit({ width: clean.width, height: clean.height, data }, covidAgTemplate, {
      location: locateDevice(clean, covidAgTemplate),
    });
    expect(result.status).toBe('refused');
    // 3.5 noise spreads of about 0.022: a faint (10%) control, about 0.08, would be missed about half the
    // time, far more than the 1 in 20 an INVALID allows (the grainless photo's threshold is the floor, 0.04).
    expect(result.quality.metrics.controlThreshold).toBeGreaterThan(0.07);
    expect(result.results).toEqual([]);
  });
});

describe('readKit on a defocused negative test', () => {
  const photoOf = async (defocusMm: number): Promise<RgbaImage> => {
    const base = sampleScene(7, covidAgTemplate, 'good', { megapixels: 2 });
    const spec = {
      ...base,
      lineDrops: { C: 0.3, T: 0 },
      camera: { ...base.camera, defocusSigma: defocusMm * base.pose.pixelsPerMm, motionLength: 0 },
    };
    return decodeImage((await renderPhoto(spec, covidAgTemplate)).jpeg);
  };

  it('reads the sharp photo NEGATIVE', async () => {
    const result = readKit(await photoOf(0.05), covidAgTemplate);
    expect(result.results.map((r) => r.result)).toEqual(['NEGATIVE']);
  });

  it('refuses the photo defocused by 0.4 mm instead of calling it NEGATIVE', async () => {
    // Its control line keeps 0.80 of its peak, its edges falling over 0.54 mm: an attenuation of 0.90,
    // under which 1.44.0 let the NEGATIVE stand.
    const result = readKit(await photoOf(0.4), covidAgTemplate);
    expect(result.status).toBe('refused');
    expect(result.quality.flags).toEqual(['blur']);
    expect(result.quality.metrics.controlRiseMm).toBeGreaterThan(0.5);
    expect(result.results).toEqual([]);
  });
});
