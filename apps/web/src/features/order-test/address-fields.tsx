import { useTranslation } from 'react-i18next';
import { ADDRESS_LINE_MAX, CITY_MAX, ORDER_COUNTRIES } from '../../lib/contract';
import { OrderField } from './order-field';
import type { AddressErrors, AddressForm } from './validate-address';

interface Props {
  value: AddressForm;
  errors: AddressErrors;
  onChange: (field: keyof AddressForm, value: string) => void;
}

/** The delivery address: labelled fields with autocomplete hints, countries named in the UI language. */
export function AddressFields({ value, errors, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const error = (field: keyof AddressForm) => {
    const key = errors[field];
    return key ? t(key, { max: field === 'City' ? CITY_MAX : ADDRESS_LINE_MAX }) : undefined;
  };
  const input = (field: Exclude<keyof AddressForm, 'Country'>, autoComplete: string, required = true) => (
    <OrderField
      id={`order-${field}`}
      label={t(`orderTest.address.${field}`)}
      error={error(field)}
      {...(required ? {} : { hint: t('orderTest.optional') })}
    >
      {(described) => (
        <input
          id={`order-${field}`}
          name={field}
          autoComplete={autoComplete}
          required={required}
          value={value[field]}
          onChange={(e) => {
            onChange(field, e.target.value);
          }}
          {...described}
        />
      )}
    </OrderField>
  );
  return (
    <fieldset className="order-test__fieldset">
      <legend>{t('orderTest.address.legend')}</legend>
      {input('Name', 'name')}
      {input('Line1', 'address-line1')}
      {input('Line2', 'address-line2', false)}
      <div className="form-row">
        {input('PostalCode', 'postal-code')}
        {input('City', 'address-level2')}
      </div>
      <OrderField id="order-Country" label={t('orderTest.address.Country')} error={error('Country')}>
        {(described) => (
          <select
            id="order-Country"
            name="Country"
            autoComplete="country"
            required
            value={value.Country}
            onChange={(e) => {
              onChange('Country', e.target.value);
            }}
            {...described}
          >
            <option value="">{t('orderTest.address.chooseCountry')}</option>
            {ORDER_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {regions.of(code) ?? code}
              </option>
            ))}
          </select>
        )}
      </OrderField>
    </fieldset>
  );
}
