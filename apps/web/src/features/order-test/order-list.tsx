import type { TestOrder } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../lib/dates';

/** The patient's orders, newest first. */
export function OrderList({ orders }: { orders: TestOrder[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="orders-title">
      <h2 id="orders-title">{t('orderTest.list.title')}</h2>
      {orders.length === 0 ? <p>{t('orderTest.list.none')}</p> : null}
      <ul className="order-test__orders" data-testid="order-list">
        {orders.map((o) => (
          <li key={o.ID}>
            <time dateTime={o.Created}>{formatIsoDate(new Date(o.Created))}</time> – {o.KitName} –{' '}
            {t('orderTest.list.to', { city: o.Address.City })} – {t(`orderTest.status.${o.Status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
