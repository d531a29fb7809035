import { describe, expect, it } from 'vitest';
import { seededUniform } from '../testing/seeded-noise';
import { blackHat, closing, dilate, erode, opening, topHat, type GreyMap } from './morphology';

function bruteForce(map: GreyMap, size: number, pick: (a: number, b: number) => number): Float32Array {
  const { width, height, data } = map;
  const before = Math.floor((size - 1) / 2);
  const after = size - 1 - before;
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let value = data[y * width + x] ?? 0;
      for (let dy = -before; dy <= after; dy++)
        for (let dx = -before; dx <= after; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          value = pick(value, data[yy * width + xx] ?? value);
        }
      out[y * width + x] = value;
    }
  return out;
}

function pseudoRandomMap(width: number, height: number): GreyMap {
  const data = new Float32Array(width * height);
  const uniform = seededUniform(12345);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor((uniform() + 0.5) * 256);
  return { width, height, data };
}

describe('grey-level morphology', () => {
  it('erodes and dilates like a brute-force square window, clipped at the border', () => {
    const map = pseudoRandomMap(23, 17);
    for (const size of [1, 2, 3, 4, 7, 30]) {
      expect(Array.from(erode(map, size).data)).toEqual(Array.from(bruteForce(map, size, Math.min)));
      expect(Array.from(dilate(map, size).data)).toEqual(Array.from(bruteForce(map, size, Math.max)));
    }
  });

  it('opening removes a light square narrower than the element, keeps a wider one', () => {
    const width = 40;
    const height = 40;
    const data = new Float32Array(width * height).fill(100);
    for (let y = 5; y < 10; y++) for (let x = 5; x < 10; x++) data[y * width + x] = 200;
    for (let y = 20; y < 36; y++) for (let x = 20; x < 36; x++) data[y * width + x] = 200;
    const open = opening({ width, height, data }, 9);
    expect(open.data[7 * width + 7]).toBe(100);
    expect(open.data[28 * width + 28]).toBe(200);
    const hat = topHat({ width, height, data }, 9);
    expect(hat.data[7 * width + 7]).toBe(100);
    expect(hat.data[28 * width + 28]).toBe(0);
  });

  it('closing fills a dark square narrower than the element; the black-hat shows it', () => {
    const width = 30;
    const height = 30;
    const data = new Float32Array(width * height).fill(200);
    for (let y = 10; y < 16; y++) for (let x = 10; x < 16; x++) data[y * width + x] = 50;
    expect(closing({ width, height, data }, 11).data[12 * width + 12]).toBe(200);
    expect(blackHat({ width, height, data }, 11).data[12 * width + 12]).toBe(150);
    expect(blackHat({ width, height, data }, 11).data[2 * width + 2]).toBe(0);
  });
});
