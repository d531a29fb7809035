import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@portal/contract';
import { useUploadDocument } from '../../lib/documents/upload-document';
import { CapturePanel, type Subject } from './capture-panel';
import { checkIdBarcode, type IdCheck } from './id-barcode/id-check';
import { IdDetailsPanel } from './id-barcode/id-details-panel';

export interface Side {
  kind: DocumentKind;
  /** i18n key of the side's name, e.g. capture.sides.idFront. */
  labelKey: string;
}

export interface DocumentCaptureProps {
  /** i18n key of the page title. */
  titleKey: string;
  subject: Subject;
  sides: readonly Side[];
  /** Called once every side is uploaded. */
  onDone: () => void;
}

/**
 * A capture screen: each side in turn (front, then back), each uploaded when confirmed. After the back of
 * an ID, what its barcode says (or that it could not be read) before moving on.
 */
export function DocumentCapture({ titleKey, subject, sides, onDone }: DocumentCaptureProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [idCheck, setIdCheck] = useState<IdCheck | null>(null);
  const upload = useUploadDocument();
  const side = sides[index];
  if (!side) return null;

  const advance = () => {
    setIdCheck(null);
    if (index + 1 < sides.length) setIndex(index + 1);
    else onDone();
  };
  const confirm = async (image: Blob) => {
    const stored = await upload.mutateAsync({
      kind: side.kind,
      image,
      idempotencyKey: crypto.randomUUID(),
    });
    if (side.kind !== 'id-back') {
      advance();
      return;
    }
    setIdCheck({ status: 'reading' });
    setIdCheck(await checkIdBarcode(stored.ID, image));
  };

  return (
    <section className="page capture-page" aria-labelledby="capture-title">
      <h1 id="capture-title" className="page__title">
        {t(titleKey)}
      </h1>
      {sides.length > 1 ? (
        <p className="capture-page__step" aria-live="polite">
          {t('capture.stepOf', { current: index + 1, total: sides.length })}
        </p>
      ) : null}
      {idCheck ? (
        <IdDetailsPanel check={idCheck} onContinue={advance} />
      ) : (
        <CapturePanel key={side.kind} subject={subject} label={t(side.labelKey)} onConfirm={confirm} />
      )}
    </section>
  );
}

export const SELFIE_SIDES: readonly Side[] = [{ kind: 'selfie', labelKey: 'capture.sides.selfie' }];
export const INSURANCE_SIDES: readonly Side[] = [
  { kind: 'insurance-front', labelKey: 'capture.sides.insuranceFront' },
  { kind: 'insurance-back', labelKey: 'capture.sides.insuranceBack' },
];
export const ID_SIDES: readonly Side[] = [
  { kind: 'id-front', labelKey: 'capture.sides.idFront' },
  { kind: 'id-back', labelKey: 'capture.sides.idBack' },
];
