import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_AREA_HEIGHT, SIGNATURE_AREA_WIDTH, type SignatureStroke } from '../../lib/contract';
import { createSignaturePad, strokesOf, writeTypedName } from './signature-pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  clear(): void;
  strokes(): SignatureStroke[];
  /** The PNG data URL; with a typed name, the name written on the pad. */
  image(typedName?: string): string;
}

/** The drawing area: a labelled canvas, 400x200 CSS pixels. */
export function SignatureField({ ref, onChange }: { ref: Ref<SignatureHandle>; onChange: () => void }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = createSignaturePad(canvas, () => {
      changed.current();
    });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear: () => padRef.current?.clear(),
    strokes: () => (padRef.current ? strokesOf(padRef.current) : []),
    image: (typedName) => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas) return '';
      if (typedName) writeTypedName(pad, canvas, typedName);
      return pad.toDataURL('image/png');
    },
  }));

  return (
    <canvas
      ref={canvasRef}
      className="signature-field"
      style={{ width: SIGNATURE_AREA_WIDTH, height: SIGNATURE_AREA_HEIGHT }}
      role="img"
      aria-label={t('clinicalTrial.consent.padLabel')}
      data-testid="signature-pad"
    />
  );
}
