import { describe, expect, it } from 'vitest';
import { covidFluComboTemplate } from '../templates';
import { homographyFromPoints, projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { bodyEdgesShow } from '../src/locate/body-edges';
import { parseHexColour } from '../src/template/colour';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

/**
 * A light body on a near-white printed sheet: a dark line of print 1.6 mm beyond each end of the body, its
 * change far stronger than the body's own faint edge against the paper. One render shared by the file.
 */
const template = covidFluComboTemplate;
const { width, height } = template.body;
const pixelsPerMm = 4.4;
const rotationDeg = 200;
const centre = { x: 320, y: 240 };
const angle = (rotationDeg * Math.PI) / 180;
/** Image position of template point (width / 2, v). */
const onAxis = (v: number) => ({
  x: centre.x - (v - height / 2) * pixelsPerMm * Math.sin(angle),
  y: centre.y + (v - height / 2) * pixelsPerMm * Math.cos(angle),
});
const printLine = (v: number) => ({
  ...onAxis(v),
  halfLong: 11 * pixelsPerMm,
  halfShort: 0.6 * pixelsPerMm,
  angleDeg: rotationDeg,
  colour: [40, 40, 40] as const,
});
const truth: SyntheticScene = {
  width: 640,
  height: 480,
  template,
  centre,
  pixelsPerMm,
  rotationDeg,
  background: [232, 232, 228],
  clutter: [printLine(-1.6), printLine(height + 1.6)],
};
const image = drawScene(truth);
const h = sceneHomography(truth);

describe('bodyEdgesShow beside print', () => {
  it('sees the body’s faint outline where the true homography puts it, though print beyond it is stronger', () => {
    expect(bodyEdgesShow(image, h, template)).toBe(true);
  });

  it('does not see it for the body moved 6 mm along its axis (the print is not the body’s edge)', () => {
    const corners = [
      templatePoint(0, 0),
      templatePoint(width, 0),
      templatePoint(width, height),
      templatePoint(0, height),
    ];
    const shift = { x: onAxis(6).x - onAxis(0).x, y: onAxis(6).y - onAxis(0).y };
    const moved = homographyFromPoints(
      corners,
      corners.map((c) => {
        const at = projectToImage(h, c);
        return { x: at.x + shift.x, y: at.y + shift.y };
      }) as never,
    );
    if (!moved) throw new Error('degenerate');
    expect(bodyEdgesShow(image, moved, template)).toBe(false);
  });
});

describe('bodyEdgesShow on a surface near the body’s colour', () => {
  // The body 6 grey levels lighter than the table it lies on (its drawn, smoothed edge steps by 4-5 over
  // 0.4 mm): faint, and there.
  const [r, g, b] = parseHexColour(template.body.colour);
  const faint: SyntheticScene = { ...truth, clutter: [], background: [r - 6, g - 6, b - 6] };
  const faintImage = drawScene(faint);

  it('sees the outline where the true homography puts it', () => {
    expect(bodyEdgesShow(faintImage, sceneHomography(faint), template)).toBe(true);
  });

  it('does not see it on the bare surface beside the body', () => {
    expect(
      bodyEdgesShow(faintImage, sceneHomography({ ...faint, centre: { x: 320, y: 120 } }), template),
    ).toBe(false);
  });
});

describe('bodyEdgesShow with slack at the ends', () => {
  // The body on a plain grey table, its outline clear all round.
  const plain: SyntheticScene = { ...truth, clutter: [], background: [150, 150, 150] };
  const plainImage = drawScene(plain);
  const plainH = sceneHomography(plain);
  /** The body's placement with its ends at template v = `top` and v = `bottom`, and moved `across` mm. */
  const placed = (top: number, bottom: number, across = 0) => {
    const corners = [
      templatePoint(0, 0),
      templatePoint(width, 0),
      templatePoint(width, height),
      templatePoint(0, height),
    ];
    const moved = homographyFromPoints(
      corners,
      corners.map((c) =>
        projectToImage(plainH, templatePoint(c.x + across, top + (c.y / height) * (bottom - top))),
      ),
    );
    if (!moved) throw new Error('degenerate');
    return moved;
  };

  it('sees an end 2 mm from where the placement puts it only with the slack', () => {
    const endOff = placed(-2, height);
    expect(bodyEdgesShow(plainImage, placed(0, height), template)).toBe(true);
    expect(bodyEdgesShow(plainImage, endOff, template)).toBe(false);
    expect(bodyEdgesShow(plainImage, endOff, template, { endSlackMm: 3 })).toBe(true);
  });

  it('does not see an end beyond the slack and the edge’s own 1 mm, or a long side 2 mm off', () => {
    expect(bodyEdgesShow(plainImage, placed(-5, height), template, { endSlackMm: 3 })).toBe(false);
    expect(bodyEdgesShow(plainImage, placed(0, height, 2), template, { endSlackMm: 3 })).toBe(false);
  });
});
