import { describe, expect, it } from 'vitest';
import { covidAgTemplate, covidFluComboTemplate } from '../../templates';
import type { BodyCandidate } from './find-body';
import { lengthenedPastPrint, printCutShares } from './lengthen-outline';

type Point = { x: number; y: number };

/** An outline `length` long and 20 wide, its long side turned by 30 degrees, end A at the origin. */
function outline(length: number): BodyCandidate {
  const a = Math.PI / 6;
  const at = (along: number, across: number): Point => ({
    x: along * Math.cos(a) - across * Math.sin(a),
    y: along * Math.sin(a) + across * Math.cos(a),
  });
  return {
    corners: [at(0, -10), at(0, 10), at(length, 10), at(length, -10)],
    centre: at(length / 2, 0),
    areaFraction: 0.1,
    touchesBorder: false,
    aspect: length / 20,
    threshold: 120,
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('printCutShares', () => {
  it('gives the share of the length from the end to the far edge of a label nearly the body wide', () => {
    // covid-ag: the label (16 of 22 mm wide) runs 5-13 mm of 72; the sample well (8 mm) is too narrow.
    expect(printCutShares(covidAgTemplate)).toEqual([13 / 72]);
    expect(printCutShares(covidFluComboTemplate)).toEqual([14 / 80]);
  });

  it('measures a label at the far end from that end, and none for print in the middle', () => {
    const body = { ...covidAgTemplate.body };
    const label = { shape: 'rect' as const, colour: '#000000' };
    const farEnd = {
      ...covidAgTemplate,
      features: [{ ...label, rect: { x: 2, y: 60, width: 18, height: 8 } }],
    };
    const middle = {
      ...covidAgTemplate,
      features: [{ ...label, rect: { x: 2, y: 30, width: 18, height: 8 } }],
    };
    expect(printCutShares({ ...farEnd, body })).toEqual([12 / 72]);
    expect(printCutShares({ ...middle, body })).toEqual([]);
  });
});

describe('lengthenedPastPrint', () => {
  it('draws a short outline out past the print beyond either end, keeping the other end where it was', () => {
    const body = outline(50);
    const [beyondA, beyondB] = lengthenedPastPrint(body, 3, [0.2]);
    if (!beyondA || !beyondB) throw new Error('no lengthened outlines');
    for (const lengthened of [beyondA, beyondB]) {
      const [a0, a1, b1, b0] = lengthened.corners;
      expect(distance(a0, b0)).toBeCloseTo(62.5, 6);
      expect(distance(a1, b1)).toBeCloseTo(62.5, 6);
      expect(distance(a0, a1)).toBeCloseTo(20, 6);
    }
    // Beyond end A: end B stays; beyond end B: end A stays.
    expect(beyondA.corners[2]).toEqual(body.corners[2]);
    expect(beyondA.corners[3]).toEqual(body.corners[3]);
    expect(beyondB.corners[0]).toEqual(body.corners[0]);
    expect(beyondB.corners[1]).toEqual(body.corners[1]);
    expect(distance(beyondA.corners[0], body.corners[0])).toBeCloseTo(12.5, 6);
    expect(distance(beyondB.corners[3], body.corners[3])).toBeCloseTo(12.5, 6);
    const along = 62.5 / 2;
    expect(
      distance(beyondB.centre, { x: along * Math.cos(Math.PI / 6), y: along * Math.sin(Math.PI / 6) }),
    ).toBeCloseTo(0, 6);
  });

  it('leaves an outline about as long as the aspect asks as it is', () => {
    expect(lengthenedPastPrint(outline(59), 3, [0.2])).toEqual([]);
    expect(lengthenedPastPrint(outline(57), 3, [0.2])).toHaveLength(2);
  });
});
