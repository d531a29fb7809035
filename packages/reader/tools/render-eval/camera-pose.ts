/** 3x3 row-major matrix. */
export type Matrix3 = [number, number, number, number, number, number, number, number, number];

export type CameraPose = {
  /** Image position of the device's centre, pixels. */
  centreX: number;
  centreY: number;
  /** Scale at the device centre, pixels per mm. */
  pixelsPerMm: number;
  /** In-plane rotation, degrees (0 = upright, any value). */
  rollDeg: number;
  /** Viewing tilt, degrees, about an in-plane axis at `tiltAxisDeg`. */
  tiltDeg: number;
  tiltAxisDeg: number;
  /** Camera to device distance, mm: shorter means stronger perspective. */
  distanceMm: number;
};

function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += (a[r * 3 + k] as number) * (b[k * 3 + c] as number);
      out.push(sum);
    }
  return out as Matrix3;
}

/** Rotation about the unit axis (ax, ay, 0) by angle (Rodrigues). */
function axisRotation(ax: number, ay: number, angle: number): Matrix3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  return [t * ax * ax + c, t * ax * ay, s * ay, t * ax * ay, t * ay * ay + c, -s * ax, -s * ay, s * ax, c];
}

/**
 * Pinhole camera over the device plane: H = K [r1 r2 R·(-w/2,-h/2,0) + (0,0,d)], mapping device
 * millimetres (origin at the body's top-left corner) to image pixels.
 */
export function deviceToImage(pose: CameraPose, bodyWidth: number, bodyHeight: number): Matrix3 {
  const roll = (pose.rollDeg * Math.PI) / 180;
  const axis = (pose.tiltAxisDeg * Math.PI) / 180;
  const rz: Matrix3 = [Math.cos(roll), -Math.sin(roll), 0, Math.sin(roll), Math.cos(roll), 0, 0, 0, 1];
  const rotation = multiply(axisRotation(Math.cos(axis), Math.sin(axis), (pose.tiltDeg * Math.PI) / 180), rz);
  const [r0, r1, , r3, r4, , r6, r7] = rotation;
  const ox = -bodyWidth / 2;
  const oy = -bodyHeight / 2;
  const extrinsic: Matrix3 = [
    r0,
    r1,
    r0 * ox + r1 * oy,
    r3,
    r4,
    r3 * ox + r4 * oy,
    r6,
    r7,
    r6 * ox + r7 * oy + pose.distanceMm,
  ];
  const f = pose.pixelsPerMm * pose.distanceMm;
  return multiply([f, 0, pose.centreX, 0, f, pose.centreY, 0, 0, 1], extrinsic);
}

export function invert(m: Matrix3): Matrix3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

export function apply(m: Matrix3, x: number, y: number): { x: number; y: number } {
  const w = m[6] * x + m[7] * y + m[8];
  return { x: (m[0] * x + m[1] * y + m[2]) / w, y: (m[3] * x + m[4] * y + m[5]) / w };
}

/** Local scale (pixels per mm) of the mapping at a device point: the root of the Jacobian's determinant. */
export function localScale(m: Matrix3, x: number, y: number): number {
  const p = apply(m, x, y);
  const px = apply(m, x + 0.5, y);
  const py = apply(m, x, y + 0.5);
  const det = (px.x - p.x) * (py.y - p.y) - (px.y - p.y) * (py.x - p.x);
  return Math.sqrt(Math.abs(det)) / 0.5;
}
