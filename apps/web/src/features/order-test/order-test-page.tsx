import type { TestOrder } from '@portal/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/http';
import { AddressFields } from './address-fields';
import { useOrderKits } from './api/get-order-kits';
import { useOrders } from './api/get-orders';
import { usePlaceOrder } from './api/place-order';
import { KitChoice } from './kit-choice';
import { OrderConfirmation } from './order-confirmation';
import { OrderList } from './order-list';
import { EMPTY_ADDRESS, validateAddress, type AddressErrors, type AddressForm } from './validate-address';
import './order-test.css';

/**
 * order-test/{serviceID}/{encounterID}: the patient picks one of the tenant's kits and a delivery address;
 * the order is stored once per attempt (Idempotency-Key) and confirmed on screen and by e-mail.
 */
export default function OrderTestPage() {
  const { t } = useTranslation();
  const { serviceID = '', encounterID = '' } = useParams();
  const kits = useOrderKits();
  const orders = useOrders();
  const place = usePlaceOrder();
  const [kit, setKit] = useState('');
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors & { kit?: string }>({});
  const [placed, setPlaced] = useState<TestOrder | null>(null);
  // One key per order content: a retry of the same order lands once; a changed order gets a new key.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit, once the errors are rendered: focus the first field to correct.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.tagName === 'FIELDSET' ? first.querySelector('input') : first)?.focus();
  }, [focusRequest]);

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = { ...validateAddress(address), ...(kit ? {} : { kit: 'orderTest.errors.kit' }) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const body = {
      TestProfileID: kit,
      Address: { ...address, Country: address.Country as TestOrder['Address']['Country'] },
    };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: crypto.randomUUID(), body: json };
    place.mutate(
      { serviceID, encounterID, body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          setPlaced(order);
        },
      },
    );
  };

  return (
    <section className="page" aria-labelledby="order-test-title">
      <h1 id="order-test-title" className="page__title">
        {t('pages.orderTest')}
      </h1>
      {placed ? (
        <OrderConfirmation
          order={placed}
          onAnother={() => {
            setPlaced(null);
            setKit('');
          }}
        />
      ) : (
        <form ref={form} className="card" noValidate onSubmit={onSubmit} aria-labelledby="order-test-title">
          <p>{t('orderTest.intro')}</p>
          {kits.error ? (
            <p className="alert alert-error" role="alert">
              {errorMessage(kits.error, t('orderTest.loadError'))}
            </p>
          ) : null}
          <KitChoice
            kits={kits.data ?? []}
            value={kit}
            error={errors.kit ? t(errors.kit) : undefined}
            onChange={setKit}
          />
          <AddressFields
            value={address}
            errors={errors}
            onChange={(field, value) => {
              setAddress((a) => ({ ...a, [field]: value }));
            }}
          />
          {Object.keys(errors).length > 0 ? (
            <p className="alert alert-error" role="alert">
              {t('orderTest.errors.summary')}
            </p>
          ) : null}
          {place.error ? (
            <p className="alert alert-error" role="alert">
              {errorMessage(place.error, t('orderTest.submitError'))}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={place.isPending || !kits.data}>
            {t('orderTest.submit')}
          </button>
        </form>
      )}
      <OrderList orders={orders.data ?? []} />
    </section>
  );
}
