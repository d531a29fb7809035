import SignaturePad from 'signature_pad';
import {
  SIGNATURE_AREA_HEIGHT,
  SIGNATURE_AREA_WIDTH,
  SIGNATURE_PEN_COLOR,
  SIGNATURE_PEN_MAX_WIDTH,
  SIGNATURE_PEN_MIN_WIDTH,
  type SignatureStroke,
} from '../../lib/contract';

const PEN = {
  minWidth: SIGNATURE_PEN_MIN_WIDTH,
  maxWidth: SIGNATURE_PEN_MAX_WIDTH,
  penColor: SIGNATURE_PEN_COLOR,
} as const;

/**
 * The 400x200 signature area on a canvas drawn at the screen's pixel density (so strokes stay sharp on
 * high-density screens); points stay in CSS pixels. Mouse, touch and pen all arrive as pointer events.
 */
export function createSignaturePad(canvas: HTMLCanvasElement, onChange: () => void): SignaturePad {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = SIGNATURE_AREA_WIDTH * ratio;
  canvas.height = SIGNATURE_AREA_HEIGHT * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  const pad = new SignaturePad(canvas, { ...PEN });
  pad.addEventListener('endStroke', onChange);
  return pad;
}

/** The pad's strokes as the contract stores them (SPEC.md section 3). */
export function strokesOf(pad: SignaturePad): SignatureStroke[] {
  return pad.toData().map((group) => ({
    points: group.points.map((p) => ({
      x: Math.round(p.x * 100) / 100,
      y: Math.round(p.y * 100) / 100,
      pressure: Math.min(Math.max(p.pressure, 0), 1),
      time: Math.round(p.time),
    })),
    pen: PEN,
  }));
}

/** The keyboard alternative: the typed name written on the cleared pad, so the image shows it. */
export function writeTypedName(pad: SignaturePad, canvas: HTMLCanvasElement, name: string): void {
  pad.clear();
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.save();
  ctx.fillStyle = SIGNATURE_PEN_COLOR;
  ctx.font = 'italic 32px Georgia, "Times New Roman", serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, SIGNATURE_AREA_WIDTH / 2, SIGNATURE_AREA_HEIGHT / 2, SIGNATURE_AREA_WIDTH - 20);
  ctx.restore();
}
