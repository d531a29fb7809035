import type { TestOrder } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown once the order is stored; takes the focus so it is announced and keyboard users start here. */
export function OrderConfirmation({ order, onAnother }: { order: TestOrder; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const a = order.Address;
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(a.Country) ?? a.Country;
  return (
    <div className="card" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('orderTest.confirmation.title')}
      </h2>
      <p>{t('orderTest.confirmation.text')}</p>
      <p>{t('orderTest.confirmation.kit', { kit: order.KitName, maker: order.Manufacturer })}</p>
      <address>
        {[a.Name, a.Line1, a.Line2, `${a.PostalCode} ${a.City}`, country]
          .filter((line) => line !== '')
          .map((line) => (
            <span key={line} className="order-test__line">
              {line}
              <br />
            </span>
          ))}
      </address>
      <p>{t('orderTest.confirmation.reference', { id: order.ID })}</p>
      <button type="button" className="btn btn-secondary" onClick={onAnother}>
        {t('orderTest.confirmation.another')}
      </button>
    </div>
  );
}
