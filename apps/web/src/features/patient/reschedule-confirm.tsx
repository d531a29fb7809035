import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  from: string;
  to: string;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/** Asks before moving a booking; takes the focus so a keyboard user lands on the question. */
export function RescheduleConfirm({ from, to, name, pending, onConfirm, onKeep }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [to]);
  return (
    <div className="card booking__confirm" role="group" aria-labelledby="reschedule-confirm-title">
      <h2 id="reschedule-confirm-title" ref={heading} tabIndex={-1}>
        {t('booking.confirmTitle')}
      </h2>
      <p>{t('booking.confirmText', { from, to, name })}</p>
      <div className="booking__actions">
        <button type="button" className="btn btn-primary" disabled={pending} onClick={onConfirm}>
          {t('booking.confirmMove')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={pending} onClick={onKeep}>
          {t('booking.keep')}
        </button>
      </div>
    </div>
  );
}
