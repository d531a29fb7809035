// The kit-code entry alone: the package's index would bring the cassette templates into the worker.
import {
  linearCodeFields,
  smoothedFrame,
  type LinearCodeView,
  type RgbaImage,
} from '@portal/reader/kit-code';
import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * Which copy of the frame a code was read from: the frame itself, a linear code's upright view, a linear
 * code's bars fitted (blurred into each other), or the frame smoothed (a 2D code in sensor noise).
 */
export type DecodeRoute = 'frame' | 'upright' | 'fitted' | 'smoothed';

/** GS1-128's symbology identifier: Code 128 with FNC1 first, which is all the fitted route reads. */
const GS1_128_ID = ']C1';

export type DecodedSymbol = { text: string; symbologyIdentifier: string; route: DecodeRoute };

/** zxing's readBarcodes, as far as this file needs it (injected: the worker and Node load it differently). */
export type ReadSymbols = (
  image: RgbaImage,
  options: ReaderOptions,
) => Promise<readonly { isValid: boolean; text: string; symbologyIdentifier: string }[]>;

const FRAME_OPTIONS: ReaderOptions = {
  formats: ['DataMatrix', 'Code128', 'QRCode'],
  tryHarder: true,
  // zxing's closing of a 2D code's binarised modules: one more QR code read of 30 on the tuning frames.
  tryDenoise: true,
  maxNumberOfSymbols: 1,
};
// GS1-128 is Code 128 with FNC1: the one linear symbology a kit code comes in.
const LINEAR_OPTIONS: ReaderOptions = { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 1 };
const MATRIX_OPTIONS: ReaderOptions = {
  formats: ['DataMatrix', 'QRCode'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

function firstValid(results: Awaited<ReturnType<ReadSymbols>>): Omit<DecodedSymbol, 'route'> | null {
  const symbol = results.find((r) => r.isValid && r.text !== '');
  return symbol ? { text: symbol.text, symbologyIdentifier: symbol.symbologyIdentifier } : null;
}

/**
 * Bands of one bar field (disjoint rows of the frame) that must read the same text before it counts. A
 * sharpened row of a grainy code can pass Code 128's checksum with wrong characters (seen once in 180
 * drawn frames, from one row); two rows agreeing on one wrong text is far less likely.
 */
const AGREEING_BANDS = 2;

async function agreedRead(views: readonly LinearCodeView[], read: ReadSymbols) {
  const bandsOf = new Map<string, Set<number>>();
  for (const view of views) {
    const symbol = firstValid(await read(view.image, LINEAR_OPTIONS));
    if (!symbol) continue;
    const key = `${symbol.symbologyIdentifier} ${symbol.text}`;
    const bands = bandsOf.get(key) ?? new Set<number>();
    bands.add(view.band);
    bandsOf.set(key, bands);
    if (bands.size >= AGREEING_BANDS) return symbol;
  }
  return null;
}

/**
 * The first code a camera frame holds. The frame is read as it is. When nothing reads, a linear code's
 * bars are looked for at any turn and read from upright, straightened copies, two of which must agree
 * (zxing reads a GS1-128 turned more than about 5 degrees, grainy or slightly blurred, from neither the
 * frame nor its own rotations), or, when none does, by fitting the bars (blurred into each other); then a
 * 2D code from a smoothed copy (a dim, grainy frame).
 */
export async function decodeKitFrame(frame: RgbaImage, read: ReadSymbols): Promise<DecodedSymbol | null> {
  const symbol = firstValid(await read(frame, FRAME_OPTIONS));
  if (symbol) return { ...symbol, route: 'frame' };
  for (const field of linearCodeFields(frame)) {
    const upright = await agreedRead(field.views, read);
    if (upright) return { ...upright, route: 'upright' };
    const fitted = field.fitted();
    if (fitted !== null) return { text: fitted, symbologyIdentifier: GS1_128_ID, route: 'fitted' };
  }
  const smoothed = firstValid(await read(smoothedFrame(frame), MATRIX_OPTIONS));
  return smoothed ? { ...smoothed, route: 'smoothed' } : null;
}
