import type { DecodeRoute } from './decode-kit-frame';

/** Main thread → decoder worker: one camera frame. */
export interface DecodeRequest {
  image: ImageData;
}

/**
 * Decoder worker → main thread: the first valid symbol's text and its symbology identifier (e.g. `]d2`,
 * `]Q1`), or nulls. Each caller judges what it may carry (kit scanner: kitCodeText; health cards: shc:/).
 */
export interface DecodeReply {
  text: string | null;
  symbologyIdentifier: string | null;
  /** Which copy of the frame the code was read from (null when none read). */
  route: DecodeRoute | null;
  decodeMs: number;
  error?: string;
}
