import type { BackgroundKind } from './scene-spec';
import { createValueNoise } from './value-noise';

type Rgb = [number, number, number];

/** Procedural backgrounds in 0..1 reflectance, by pixel position and image scale. */
export function createBackground(
  kind: BackgroundKind,
  seed: number,
  pixelsPerMm: number,
): (x: number, y: number, out: Rgb) => void {
  const noise = createValueNoise(seed ^ 0x9e3779b9);
  const mm = 1 / pixelsPerMm;
  switch (kind) {
    case 'wood':
      return (x, y, out) => {
        const u = x * mm;
        const v = y * mm;
        const grain = Math.sin(u * 0.9 + noise(u * 0.05, v * 0.4) * 6) * 0.5 + 0.5;
        const k = 0.75 + 0.25 * grain + 0.05 * noise(u * 0.6, v * 0.6);
        out[0] = 0.52 * k;
        out[1] = 0.34 * k;
        out[2] = 0.2 * k;
      };
    case 'fabric':
      return (x, y, out) => {
        const u = x * mm;
        const v = y * mm;
        const weave = Math.sin(u * 5) * Math.sin(v * 5) * 0.06;
        const k = 0.9 + weave + 0.08 * noise(u * 0.3, v * 0.3);
        out[0] = 0.22 * k;
        out[1] = 0.3 * k;
        out[2] = 0.45 * k;
      };
    case 'dark':
      return (x, y, out) => {
        const k = 0.12 + 0.03 * noise(x * mm * 0.2, y * mm * 0.2);
        out[0] = k;
        out[1] = k;
        out[2] = k * 1.05;
      };
    case 'grey-table':
      return (x, y, out) => {
        const k = 0.36 + 0.04 * noise(x * mm * 0.1, y * mm * 0.1) + 0.02 * noise(x * mm, y * mm);
        out[0] = k;
        out[1] = k;
        out[2] = k * 0.97;
      };
    case 'green-mat':
      return (x, y, out) => {
        const u = x * mm;
        const v = y * mm;
        const grid = Math.abs(((u % 10) + 10) % 10) < 0.3 || Math.abs(((v % 10) + 10) % 10) < 0.3 ? 0.25 : 0;
        out[0] = 0.12 + grid;
        out[1] = 0.32 + grid;
        out[2] = 0.22 + grid;
      };
  }
}
