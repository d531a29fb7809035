import type { DeliveryAddress } from '@portal/contract';
import { ADDRESS_LINE_MAX, CITY_MAX, ORDER_COUNTRIES, POSTAL_CODE_PATTERN } from '../../lib/contract';

export type AddressForm = Record<keyof DeliveryAddress, string>;
export type AddressErrors = Partial<Record<keyof DeliveryAddress, string>>;

export const EMPTY_ADDRESS: AddressForm = {
  Name: '',
  Line1: '',
  Line2: '',
  PostalCode: '',
  City: '',
  Country: '',
};

/** The contract's address rules, as i18n keys of the orderTest namespace (the server checks again). */
export function validateAddress(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  const tooLong = (v: string, max: number) => v.trim().length > max || v.includes('\u0000');
  if (form.Name.trim() === '') errors.Name = 'orderTest.errors.name';
  else if (tooLong(form.Name, ADDRESS_LINE_MAX)) errors.Name = 'orderTest.errors.tooLong';
  if (form.Line1.trim() === '') errors.Line1 = 'orderTest.errors.line1';
  else if (tooLong(form.Line1, ADDRESS_LINE_MAX)) errors.Line1 = 'orderTest.errors.tooLong';
  if (tooLong(form.Line2, ADDRESS_LINE_MAX)) errors.Line2 = 'orderTest.errors.tooLong';
  if (!POSTAL_CODE_PATTERN.test(form.PostalCode.trim())) errors.PostalCode = 'orderTest.errors.postalCode';
  if (form.City.trim() === '') errors.City = 'orderTest.errors.city';
  else if (tooLong(form.City, CITY_MAX)) errors.City = 'orderTest.errors.tooLong';
  if (!(ORDER_COUNTRIES as readonly string[]).includes(form.Country))
    errors.Country = 'orderTest.errors.country';
  return errors;
}
