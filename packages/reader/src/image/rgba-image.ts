/** Decoded pixels as the browser's ImageData and sharp's raw RGBA output give them. */
export type RgbaImage = {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
};

/** A single-channel float image (values 0..255 unless stated). */
export type GreyImage = { readonly width: number; readonly height: number; readonly data: Float32Array };

export type Channel = 'r' | 'g' | 'b';
export const CHANNEL_OFFSET: Record<Channel, number> = { r: 0, g: 1, b: 2 };
