import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../tools/render-eval/seeded-random';
import { GROUP_SEPARATOR } from '../../gs1/gs1-element';
import { alignedMean } from '../aligned-bands';
import { readCode128Profile } from './decode-profile';
import { bracketedKitCode } from './gs1-text';
import { SYMBOL_BARS } from './patterns';
import { code128Check, gs1ElementString } from './symbol-text';

const KIT = '(01)09506000134352(17)271231(10)LOT7(21)S000058';
const ELEMENTS = `01095060001343521727123110LOT7${GROUP_SEPARATOR}21S000058`;

/** bwip-js's own encoding of a GS1-128: bar, space, bar... widths in modules, the stop's last bar last. */
function widthsOf(text: string): number[] {
  const [symbol] = bwipjs.raw('gs1-128', text) as unknown as { sbs: number[] }[];
  return symbol?.sbs ?? [];
}

type Drawing = {
  module: number;
  endRatio: number;
  blurModules: number;
  noise: number;
  seed: number;
  /** The bars spread about the profile's middle by this factor, its length kept (a band of a fanned code). */
  stretch?: number;
};

/**
 * A profile across a code's bars as a camera and the upright sampling give it, drawn independently of the
 * reader's model: the bars at 16 sub-samples per sample, the module growing steadily by `endRatio` from one
 * end to the other, blurred by a discrete Gaussian, averaged into samples, ink at 40% of the paper's 230
 * grey levels, and grain of `noise` grey levels.
 */
function drawProfile(
  widths: readonly number[],
  { module, endRatio, blurModules, noise, seed, stretch = 1 }: Drawing,
) {
  const SUB = 16;
  const modules = widths.reduce((a, b) => a + b, 0);
  const unstretched = (m: number) => 60 + module * (m + ((endRatio - 1) * m * m) / (2 * modules));
  const length = Math.ceil(unstretched(modules) + 60);
  const place = (m: number) => length / 2 + (unstretched(m) - length / 2) * stretch;
  const fine = new Float64Array(length * SUB);
  let at = 0;
  widths.forEach((width, element) => {
    if (element % 2 === 0) {
      for (let i = Math.round(place(at) * SUB); i < Math.round(place(at + width) * SUB); i++) fine[i] = 1;
    }
    at += width;
  });
  const sigma = blurModules * module * SUB;
  const reach = Math.ceil(4 * sigma);
  const kernel = Array.from({ length: 2 * reach + 1 }, (_, k) =>
    Math.exp(-((k - reach) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const random = seededRandom(seed);
  return Float64Array.from({ length }, (_, sample) => {
    let ink = 0;
    for (let s = 0; s < SUB; s++) {
      const i = sample * SUB + s;
      kernel.forEach((weight, k) => {
        ink += weight * (fine[i + k - reach] ?? 0);
      });
    }
    return 230 * (1 - 0.6 * (ink / total / SUB)) + noise * random.gaussian();
  });
}

const BLURRED: Drawing = { module: 3.6, endRatio: 1.15, blurModules: 0.7, noise: 3, seed: 7 };

describe('readCode128Profile', () => {
  it('reads a GS1-128 blurred by 0.7 of its module, seen at a slant', () => {
    const profile = drawProfile(widthsOf(KIT), BLURRED);
    const read = readCode128Profile(profile);
    expect(read).toBe(ELEMENTS);
    expect(bracketedKitCode(read ?? '')).toBe(KIT);
  });

  it('reads it run the other way along the profile', () => {
    const profile = drawProfile(widthsOf(KIT), { ...BLURRED, seed: 8 }).reverse();
    expect(readCode128Profile(profile)).toBe(ELEMENTS);
  });

  it('reads three bands of a code whose bars fan out (spread 1.2% apart) from their aligned mean', () => {
    const bands = [0.988, 1, 1.012].map((stretch, band) =>
      drawProfile(widthsOf(KIT), { ...BLURRED, noise: 6, seed: 20 + band, stretch }),
    );
    const plainMean = bands[0]?.map((_, i) => bands.reduce((sum, band) => sum + (band[i] ?? 0), 0) / 3);
    expect(readCode128Profile(plainMean ?? new Float64Array())).toBeNull();
    expect(readCode128Profile(alignedMean(bands))).toBe(ELEMENTS);
  });

  it('reads nothing from a symbol whose check character is not its data’s', () => {
    // Serial S000059's characters with S000058's check character.
    const other = widthsOf(KIT.replace('S000058', 'S000059'));
    const own = widthsOf(KIT);
    const checkAt = own.length - 13;
    const forged = [
      ...other.slice(0, checkAt),
      ...own.slice(checkAt, checkAt + 6),
      ...other.slice(checkAt + 6),
    ];
    expect(forged).not.toEqual(other);
    const sharp = { ...BLURRED, blurModules: 0.3 };
    expect(readCode128Profile(drawProfile(other, sharp))).toBe(ELEMENTS.replace('58', '59'));
    expect(readCode128Profile(drawProfile(forged, sharp))).toBeNull();
  });

  it('reads nothing from bars that are not Code 128, nor from grainy paper', () => {
    const random = seededRandom(3);
    const bars = Array.from({ length: 181 }, () => random.integer(1, 4));
    expect(readCode128Profile(drawProfile(bars, BLURRED))).toBeNull();
    expect(readCode128Profile(drawProfile([], { ...BLURRED, noise: 10 }))).toBeNull();
  });
});

describe('Code 128 characters', () => {
  it('match bwip-js’s encoding: each character’s bars, the check character and the GS1 data', () => {
    const widths = widthsOf(KIT);
    const patterns = SYMBOL_BARS.map((bars) => JSON.stringify(bars));
    const values: number[] = [];
    // Every character but the stop (its seven elements end the symbol).
    for (let element = 0; element + 7 < widths.length; element += 6) {
      let at = 0;
      const bars: [number, number][] = [];
      widths.slice(element, element + 6).forEach((width, k) => {
        if (k % 2 === 0) bars.push([at, at + width]);
        at += width;
      });
      values.push(patterns.indexOf(JSON.stringify(bars)));
    }
    expect(values).not.toContain(-1);
    const data = values.slice(0, -1);
    expect(code128Check(data)).toBe(values[values.length - 1]);
    expect(gs1ElementString(data)).toBe(ELEMENTS);
  });

  it('read code sets A, B and C, a shift and FNC1, and refuse a symbol without FNC1 first', () => {
    // Start B, FNC1, "1", "0", "A", code C, "12", FNC1, "21".
    expect(gs1ElementString([104, 102, 17, 16, 33, 99, 12, 102, 21])).toBe(`10A12${GROUP_SEPARATOR}21`);
    // Start A, FNC1, "1", "0", shift: B's "a"; code B, shift: A's control character 1.
    expect(gs1ElementString([103, 102, 17, 16, 98, 65, 100, 98, 65])).toBe('10a\u0001');
    expect(gs1ElementString([105, 1, 2])).toBeNull();
  });
});

describe('bracketedKitCode', () => {
  it('gives a kit code’s element string in zxing’s bracketed form', () => {
    expect(bracketedKitCode(ELEMENTS)).toBe(KIT);
  });

  it.each([
    { what: 'a GTIN whose check digit is wrong', elements: ELEMENTS.replace('4352', '4353') },
    { what: 'no GTIN', elements: `10LOT7${GROUP_SEPARATOR}21S000058` },
    { what: 'an AI GS1 does not define', elements: `${ELEMENTS}${GROUP_SEPARATOR}2391` },
    { what: 'an expiry in month 13', elements: ELEMENTS.replace('17271231', '17271331') },
  ])('refuses $what: a fitted read must be a kit code to count', ({ elements }) => {
    expect(bracketedKitCode(elements)).toBeNull();
  });
});
