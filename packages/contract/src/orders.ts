import { z } from 'zod';
import { envelope } from './envelope';
import { TextField } from './fields';

/** Countries a kit can be delivered to (ISO 3166-1 alpha-2); the page names them in the UI language. */
export const ORDER_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'ES',
  'MX',
  'FR',
  'IT',
  'NL',
] as const;
export type Country = (typeof ORDER_COUNTRIES)[number];
export const ADDRESS_LINE_MAX = 100;
export const CITY_MAX = 80;
/** Letters, digits, spaces and hyphens, 3 to 10 characters: every postal code format of ORDER_COUNTRIES. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** A kit the patient can order: one of the tenant's test profiles. */
export const OrderKit = z.object({
  ID: z.uuid(),
  Name: z.string(),
  Manufacturer: z.string(),
  GTIN: z.string(),
});
export type OrderKit = z.infer<typeof OrderKit>;
export const OrderKitsResponse = envelope(z.array(OrderKit));

const line = (required: string) =>
  TextField.trim()
    .min(1, required)
    .max(ADDRESS_LINE_MAX, `At most ${String(ADDRESS_LINE_MAX)} characters`);

export const DeliveryAddress = z
  .object({
    Name: line("Please enter the recipient's name"),
    Line1: line('Please enter the street and number'),
    Line2: TextField.trim()
      .max(ADDRESS_LINE_MAX, `At most ${String(ADDRESS_LINE_MAX)} characters`)
      .default(''),
    PostalCode: TextField.trim().regex(POSTAL_CODE_PATTERN, 'Please enter a valid postal code'),
    City: TextField.trim()
      .min(1, 'Please enter the city')
      .max(CITY_MAX, `At most ${String(CITY_MAX)} characters`),
    Country: z.enum(ORDER_COUNTRIES, 'Please choose a country'),
  })
  .strict();
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** Needs an Idempotency-Key header: a retry with the same key answers the first order. */
export const PlaceOrderRequest = z
  .object({ TestProfileID: z.uuid('Please choose a test kit'), Address: DeliveryAddress })
  .strict();
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;

/** order-test/{serviceID}/{encounterID}: the encounter the order comes from (NEW_ENCOUNTER_ID: none). */
export const OrderTestParams = z
  .object({ serviceID: z.uuid('Unknown health service'), encounterID: z.uuid('Unknown encounter') })
  .strict();

export const TestOrder = z.object({
  ID: z.uuid(),
  ServiceID: z.uuid(),
  EncounterID: z.uuid().nullable(),
  KitName: z.string(),
  Manufacturer: z.string(),
  Address: DeliveryAddress,
  Status: z.enum(['placed']),
  Created: z.iso.datetime({ offset: true }),
});
export type TestOrder = z.infer<typeof TestOrder>;
export const TestOrderResponse = envelope(TestOrder);
export const TestOrdersResponse = envelope(z.array(TestOrder));
