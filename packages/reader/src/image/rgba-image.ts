/** Decoded pixels as the browser's ImageData and sharp's raw RGBA output give them. */
export type RgbaImage = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
};

/** A single-channel float image (values 0..255 unless stated). */
export type GreyImage = { readonly width: number; readonly height: number; readonly data: Float32Array };

export type Channel = 'r' | 'g' | 'b';
/** Where each channel sits in an RGBA pixel (and which plane of a rectified region holds it). */
export const CHANNEL_OFFSET = { r: 0, g: 1, b: 2 } as const satisfies Record<Channel, 0 | 1 | 2>;
