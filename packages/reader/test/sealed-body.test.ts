import { describe, expect, it } from 'vitest';
import type { WorkingCopy } from '../src/image/working-copy';
import { edgeBarrier, SEALED_BARRIER_INSET, sealedBarrier } from '../src/locate/edge-barrier';
import { findBodies, type BodyCandidate } from '../src/locate/find-body';

// A working copy drawn by hand: a light body on ruled paper of its own shade, parted from the paper only by
// its drop shadow's ring, which is gone for six pixels by one corner, and a label across most of one end.
const WIDTH = 320;
const HEIGHT = 240;
const TURN = (20 * Math.PI) / 180;
const CENTRE = { x: 160, y: 120 };
const HALF_LONG = 75;
const HALF_SHORT = 24;
const ASPECT = HALF_LONG / HALF_SHORT;

/** A pixel's place along and across the body, from its centre. */
function bodyFrame(x: number, y: number): { along: number; across: number } {
  const dx = x - CENTRE.x;
  const dy = y - CENTRE.y;
  return {
    along: dx * Math.cos(TURN) + dy * Math.sin(TURN),
    across: -dx * Math.sin(TURN) + dy * Math.cos(TURN),
  };
}

function bodyCorner(along: number, across: number): { x: number; y: number } {
  return {
    x: CENTRE.x + along * Math.cos(TURN) - across * Math.sin(TURN),
    y: CENTRE.y + along * Math.sin(TURN) + across * Math.cos(TURN),
  };
}

const TRUE_CORNERS = [
  bodyCorner(-HALF_LONG, -HALF_SHORT),
  bodyCorner(-HALF_LONG, HALF_SHORT),
  bodyCorner(HALF_LONG, HALF_SHORT),
  bodyCorner(HALF_LONG, -HALF_SHORT),
];

function paperWithBody(): WorkingCopy {
  const luminance = new Float32Array(WIDTH * HEIGHT);
  const whiteness = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const { along, across } = bodyFrame(x + 0.5, y + 0.5);
      const inBody = Math.abs(along) <= HALF_LONG && Math.abs(across) <= HALF_SHORT;
      const beyond = Math.max(Math.abs(along) - HALF_LONG, Math.abs(across) - HALF_SHORT);
      // The shadow’s ring, two pixels wide, gone for six pixels by the corner at the body’s far end.
      const fadedCorner = along > HALF_LONG - 12 && along < HALF_LONG - 6 && across > 0;
      let value = 200;
      let white = 200;
      if (inBody && along < -HALF_LONG + 22 && Math.abs(across) < HALF_SHORT - 12) [value, white] = [120, 60];
      else if (!inBody && beyond <= 2 && !fadedCorner) [value, white] = [170, 170];
      else if (!inBody && y % 20 === 15) [value, white] = [150, 140];
      luminance[y * WIDTH + x] = value;
      whiteness[y * WIDTH + x] = white;
    }
  return { width: WIDTH, height: HEIGHT, factor: 1, luminance, whiteness };
}

/** How far (px) the worst of the body's true corners lies from the nearest of a candidate's. */
function cornerError(candidate: BodyCandidate): number {
  return Math.max(
    ...TRUE_CORNERS.map((corner) =>
      Math.min(...candidate.corners.map((c) => Math.hypot(c.x + 0.5 - corner.x, c.y + 0.5 - corner.y))),
    ),
  );
}

describe('the body within its edges sealed (the last body search)', () => {
  const copy = paperWithBody();
  const barrier = edgeBarrier(copy);
  const sealed = { base: 100, barrier: sealedBarrier(barrier, WIDTH), barrierInset: SEALED_BARRIER_INSET };
  const nearest = (bodies: BodyCandidate[]) => Math.min(Infinity, ...bodies.map(cornerError));

  it('finds no body where the shadow’s gap lets it run out into the paper', () => {
    const plain = { base: 100, barrier, enclosingFallback: true };
    expect(nearest(findBodies(copy, ASPECT, plain, 3))).toBeGreaterThan(5);
  });

  it('seals the gap, and takes the smallest rectangle where the label leaves no end to fit', () => {
    expect(nearest(findBodies(copy, ASPECT, { ...sealed, enclosingFallback: true }, 3))).toBeLessThan(2);
    expect(nearest(findBodies(copy, ASPECT, sealed, 3))).toBeGreaterThan(5);
  });
});
