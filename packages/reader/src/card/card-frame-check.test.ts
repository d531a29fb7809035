import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../image/rgba-image';
import { checkCardFrame } from './card-frame-check';
import { ID1_CARD } from './id1-card';

type Scene = {
  /** Card width as a share of the frame width. */
  cardWidth?: number;
  /** Gaussian-like blur: this many box-blur passes of radius 2. */
  blurPasses?: number;
  /** A specular spot of this radius (share of the card width) on the card. */
  glareRadius?: number;
  /** Light level (1 = normal). */
  light?: number;
  /** Rotation in degrees. */
  angle?: number;
};

// A deterministic pseudo-random source, so the sensor noise is the same on every run.
function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff - 0.5;
  };
}

/** A 640x480 frame: an ID-1 card (white, blue band, photo, text rows) on a wooden table. */
function renderCard(scene: Scene = {}): RgbaImage {
  const { cardWidth = 0.62, blurPasses = 0, glareRadius = 0, light = 1, angle = 4 } = scene;
  const width = 640;
  const height = 480;
  const data = new Uint8ClampedArray(width * height * 4);
  const cw = width * cardWidth;
  const ch = cw / ID1_CARD.aspect;
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  const rand = noise(7);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      const u = (cos * dx + sin * dy) / cw + 0.5;
      const v = (-sin * dx + cos * dy) / ch + 0.5;
      let rgb: [number, number, number];
      if (u < 0 || u > 1 || v < 0 || v > 1) {
        const grain = 12 * Math.sin(y / 7 + Math.sin(x / 40) * 2);
        rgb = [120 + grain + (x / width) * 30, 84 + grain, 52 + grain / 2];
      } else if (v < 0.2) rgb = [30, 80, 170];
      else if (u > 0.06 && u < 0.32 && v > 0.3 && v < 0.88) rgb = [150, 160, 175];
      else if (u > 0.4 && u < 0.92 && v > 0.32 && Math.floor(v * 12) % 2 === 0) rgb = [60, 60, 70];
      else rgb = [236, 236, 230];
      if (glareRadius > 0 && Math.hypot(u - 0.65, (v - 0.6) / ID1_CARD.aspect) < glareRadius)
        rgb = [255, 255, 255];
      const k = (y * width + x) * 4;
      const n = rand() * 6;
      data[k] = rgb[0] * light + n;
      data[k + 1] = rgb[1] * light + n;
      data[k + 2] = rgb[2] * light + n;
      data[k + 3] = 255;
    }
  for (let pass = 0; pass < blurPasses; pass++) boxBlur(data, width, height, 2);
  return { width, height, data };
}

function boxBlur(data: Uint8ClampedArray, width: number, height: number, r: number): void {
  const copy = Float32Array.from(data);
  for (const [sx, sy] of [
    [1, 0],
    [0, 1],
  ] as const) {
    const src = Float32Array.from(copy);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let t = -r; t <= r; t++) {
            const xx = Math.min(width - 1, Math.max(0, x + t * sx));
            const yy = Math.min(height - 1, Math.max(0, y + t * sy));
            sum += src[(yy * width + xx) * 4 + c] ?? 0;
          }
          copy[(y * width + x) * 4 + c] = sum / (2 * r + 1);
        }
  }
  data.set(copy);
}

describe('checkCardFrame (ID-1 card live check)', () => {
  it('passes a sharp, well-lit card that fills the guide', () => {
    const quality = checkCardFrame(renderCard());
    expect(quality.flags).toEqual([]);
    expect(quality.ready).toBe(true);
    expect(quality.metrics.fill).toBeGreaterThan(0.7);
    expect(quality.metrics.edgeRiseMm).toBeLessThan(1.1);
  });

  it('passes a card turned by 12 degrees that still fills the guide', () => {
    expect(checkCardFrame(renderCard({ angle: 12, cardWidth: 0.58 })).flags).toEqual([]);
  });

  it('says too small when the card covers a third of the frame', () => {
    const quality = checkCardFrame(renderCard({ cardWidth: 0.33 }));
    expect(quality.flags).toEqual(['too-small']);
    expect(quality.metrics.fill).toBeLessThan(0.7);
  });

  it('says not found on a bare table', () => {
    const quality = checkCardFrame(renderCard({ cardWidth: 0 }));
    expect(quality.ready).toBe(false);
    expect(quality.flags).toEqual(['not-found']);
  });

  it('says framing when the card runs off the frame', () => {
    expect(checkCardFrame(renderCard({ cardWidth: 1.1, angle: 0 })).flags[0]).toBe('framing');
  });

  it('says blurred when the card is out of focus', () => {
    const quality = checkCardFrame(renderCard({ blurPasses: 3 }));
    expect(quality.flags).toEqual(['blur']);
    expect(quality.metrics.edgeRiseMm).toBeGreaterThan(1.1);
  });

  it('says glare when a specular spot covers part of the card', () => {
    const quality = checkCardFrame(renderCard({ glareRadius: 0.1 }));
    expect(quality.flags).toEqual(['glare']);
    expect(quality.metrics.glare).toBeGreaterThan(0.01);
  });

  it('passes a plain white card, and calls a washed-out one too bright', () => {
    expect(checkCardFrame(renderCard({ light: 1.07 })).flags).toEqual([]);
    const washedOut = checkCardFrame(renderCard({ light: 1.6 }));
    expect(washedOut.flags).toEqual(['bright']);
    expect(washedOut.metrics.clipped).toBeGreaterThan(0.3);
  });

  it('asks for light when the card is dark, and when the whole frame is', () => {
    expect(checkCardFrame(renderCard({ light: 0.22 })).flags).toContain('dark');
    expect(checkCardFrame(renderCard({ light: 0.08 })).flags).toEqual(['dark']);
  });
});
